import groovy.json.JsonSlurper
import java.nio.file.Files
import java.nio.file.StandardCopyOption
import java.nio.file.attribute.PosixFilePermission

// The PrairieLearn kit as docs/instructors/ci-outputs.md tells an instructor: lay out the image's build context, warm it as the
// Dockerfile's RUN does (no Docker engine here), then run the entrypoint against a stand-in /grade, offline.
def repository = new File(basedir, '../../..').canonicalFile
def pom = new File(basedir, 'pom.xml').text
def graderVersion = (pom =~ /<grader.version>([^<]+)</)[0][1]
def outerRepository = (pom =~ /<outer.repository.url>([^<]+)</)[0][1]
def home = new File(basedir, 'home')
home.mkdirs()
def context = new File(basedir, 'context')
def gradeRoot = new File(basedir, 'grade')

def run = { String name, List<String> command, Map<String, String> extra = [:] ->
    def builder = new ProcessBuilder(command).directory(basedir).redirectErrorStream(true)
            .redirectOutput(new File(basedir, "${name}.log"))
    def env = builder.environment()
    env.keySet().removeAll(env.keySet().findAll { it.startsWith('MAVEN_') || it == 'JAVA_TOOL_OPTIONS' })
    env.putAll([HOME: home.path, MAVEN_OPTS: "-Duser.home=${home.path}".toString(), HEURISTIC_GRADER_HOME: context.path] + extra)
    long start = System.nanoTime()
    int status = builder.start().waitFor()
    println "${name}: exit ${status} in ${(System.nanoTime() - start).intdiv(1_000_000)} ms"
    status
}
def text = { String path -> new File(basedir, path).getText('UTF-8') }
def copyTree = { File from, File to, List<String> except = [] ->
    Files.walk(from.toPath()).withCloseable { paths ->
        paths.each { path ->
            def relative = from.toPath().relativize(path)
            if (except.any { relative.startsWith(it) }) return
            def target = to.toPath().resolve(relative.toString())
            if (Files.isDirectory(path)) Files.createDirectories(target)
            else Files.copy(path, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES)
        }
    }
}

// The image: example-assignment as the template graded at build time, its heuristics replaced by stubs that compile
// and throw, as an instructor hands it out (so the image's check of the template's points lets it through), the outer build's local repository as the
// course mirror (the image is built online; grading is offline).
new File(basedir, 'settings.xml').text = """<settings>
  <mirrors>
    <mirror><id>course-mirror</id><mirrorOf>*</mirrorOf><url>${outerRepository}</url></mirror>
  </mirrors>
</settings>
"""
def template = new File(basedir, 'template')
copyTree(new File(repository, 'example-assignment'), template, ['target'])
['ManhattanHeuristic', 'BlockedExitHeuristic'].each { name ->
    new File(template, "src/main/java/edu/example/huarongdao/${name}.java").text = """package edu.example.huarongdao;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Write this heuristic. */
public class ${name} implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        throw new UnsupportedOperationException("write ${name}");
    }
}
"""
}
assert run('build-context', ['bash', new File(repository, 'kits/prairielearn/build-context.sh').path,
        '--template', template.path, '--settings', 'settings.xml', '--grader-repository', localRepositoryPath.path,
        '--grader-version', graderVersion, '--output', context.path]) == 0 : text('build-context.log')
['Dockerfile', 'kit/grade.sh', 'kit/warm-up.sh', 'kit/place-submission.sh', 'kit/settings.xml', 'warm-up/tests/rubric.yaml',
 "repository/io/github/heuristicgrader/heuristic-grader-maven-plugin/${graderVersion}/heuristic-grader-maven-plugin-${graderVersion}.jar"].each {
    assert new File(context, it).isFile() : "the build context lacks $it"
}
assert run('warm-up', ['bash', new File(context, 'kit/warm-up.sh').path]) == 0 : text('warm-up.log').takeRight(3000)
assert text('warm-up.log').contains("warm-up.sh: the template's grade") : text('warm-up.log').takeRight(3000)
assert text('warm-up.log').contains('warm-up.sh: The template earns no slot points alone') : text('warm-up.log').takeRight(3000)
// The forks' class-data archives, made from the template at image build time, read-only for everyone but root.
def prepared = new File(context, 'prepared')
assert text('warm-up.log').contains("warm-up.sh: prepared for every grade (domains' state spaces and suites, the forks' class-data archives): ${prepared.path}") : text('warm-up.log').takeRight(3000)
prepared.eachFileRecurse { file ->
    def mode = Files.getPosixFilePermissions(file.toPath())
    assert !mode.any { it.name().endsWith('_WRITE') && !it.name().startsWith('OWNER') } : "$file is $mode"
}

// A question: its tests directory holds the template and the rubric; the student's files arrive in /grade/student.
def grade = { String name, Map<String, String> environment = [:], Closure submit ->
    gradeRoot.deleteDir()
    copyTree(template, new File(gradeRoot, 'tests/template'))
    Files.copy(new File(template, 'rubric.yaml').toPath(), new File(gradeRoot, 'tests/rubric.yaml').toPath())
    def student = new File(gradeRoot, 'student')
    student.mkdirs()
    submit(student)
    assert run("grade-$name", ['bash', new File(context, 'kit/grade.sh').path], [GRADE_ROOT: gradeRoot.path] + environment) == 0 : text("grade-${name}.log").takeRight(3000)
    def results = new File(gradeRoot, 'results/results.json')
    assert results.isFile() : "no results.json for $name"
    Files.copy(results.toPath(), new File(basedir, "results-${name}.json").toPath())
    def tests = Files.getPosixFilePermissions(new File(gradeRoot, 'tests/rubric.yaml').toPath())
    assert tests.every { it.name().startsWith('OWNER') } : "$name: the rubric is ${tests}"
    new JsonSlurper().parse(results)
}
def example = new File(repository, 'example-assignment/src/main/java/edu/example/huarongdao')

// Passing: the example's heuristics, uploaded as loose files; graded as the example is (95 of 100 points).
def passing = grade('passing') { File student -> example.eachFile { Files.copy(it.toPath(), new File(student, it.name).toPath()) } }
assert passing.gradable == true : "passing: ${passing.message}"
assert Math.abs(passing.score - 0.95) < 1e-9 : "passing: score ${passing.score}, ${text('grade-passing.log').takeRight(2000)}"
assert passing.tests*.points.sum() == 95 && passing.tests*.max_points.sum() == 100 : "passing: ${passing.tests*.points}"
// The grade used them: both kinds of fork.
assert text('grade-passing.log').contains("Class-data archives: using ${prepared.canonicalPath}/class-data for the test JVM and worker JVM") \
        : text('grade-passing.log').takeRight(3000)
// And the Huarongdao state space and suites prepared at image build time, trusted by the digest the grader carries.
assert text('grade-passing.log').readLines().any { it.contains('Prepared domains: the Huarongdao (domain huarongdao) read from ' + prepared.canonicalPath + '/domains/') } \
        : text('grade-passing.log').takeRight(3000)

// Only `class Notes {}`: 0 points, each required slot missing, as an empty slot is (so not charged, as a setup
// error), its reason saying the class is the template's stub, unchanged, in the output the student sees.
def notesOnly = grade('notes-only') { File student -> new File(student, 'Notes.java').text = 'class Notes {}\n' }
assert notesOnly.gradable == false && notesOnly.score == 0 : "notes-only: ${notesOnly.score} ${notesOnly.message}"
assert notesOnly.output.contains("Slot 'manhattan' empty, 0/20 points: slot 'manhattan' (20 points, class"
        + " edu.example.huarongdao.ManhattanHeuristic) is empty: the submission has no ManhattanHeuristic.java of its own")
new JsonSlurper().parse(new File(gradeRoot, 'work/project/target/grade/grade.json')).slots.each {
    assert it.status == 'empty' && it.message.contains("is empty: the submission has no ${it.className.tokenize('.').last()}.java"
            + " of its own, so ${it.className} is the template's, unchanged, and earns nothing") : "notes-only: ${it}"
}

// Not compiling: not charged to the student, and the compiler's message names the file and the line.
def notCompiling = grade('not-compiling') { File student ->
    Files.copy(new File(basedir, 'student-not-compiling/BlockedExitHeuristic.java').toPath(), new File(student, 'BlockedExitHeuristic.java').toPath())
}
assert notCompiling.gradable == false : "not-compiling: gradable ${notCompiling.gradable}"
def shown = "${notCompiling.message}\n${notCompiling.output}"
assert shown =~ /BlockedExitHeuristic\.java\D{1,12}10\b/ : "not-compiling: ${shown.take(2000)}"

// Snooping: the instructor's image holds a secret in its environment (as a shell or CI step would); a heuristic and a
// test of the student's read the environment, the system properties, the host name and secret-like files and throw
// all they found. Nothing of the secret stands in the results or any report of the grade.
def canary = 'canary-instructor-5e81aa'
def snooping = grade('snooping', [INSTRUCTOR_SECRET_CANARY: "${canary}-variable".toString(), LMS_TOKEN: "${canary}-lms".toString()]) { File student ->
    example.eachFile { Files.copy(it.toPath(), new File(student, it.name).toPath()) }
    new File(basedir, 'student-snooping').eachFileRecurse(groovy.io.FileType.FILES) { file ->
        def target = new File(student, new File(basedir, 'student-snooping').toPath().relativize(file.toPath()).toString())
        target.parentFile.mkdirs()
        Files.copy(file.toPath(), target.toPath())
    }
}
assert snooping.gradable == true : "snooping: ${snooping.message}"
def studentFiles = []
[new File(gradeRoot, 'results'), new File(gradeRoot, 'work/project/target/grade')].each { folder ->
    folder.eachFileRecurse(groovy.io.FileType.FILES) { studentFiles << it }
}
assert studentFiles*.name.containsAll(['results.json', 'grade.json', 'index.html', 'TEST-heuristic-grader.xml'])
studentFiles.each { assert !it.getText('ISO-8859-1').contains(canary) : "$it holds the instructor's secret" }
// The attack was made: the heuristic threw, the test failed, each with what it found, which is the grader's choice.
def snoopingReport = new JsonSlurper().parse(new File(gradeRoot, 'work/project/target/grade/grade.json'))
assert snoopingReport.heuristics.find { it.name.endsWith('SnoopingHeuristic') }?.message?.contains('canary=null') : "snooping: ${snoopingReport.heuristics*.message}"
def snoopingTest = snoopingReport.tests.results.find { it.methodName == 'failsWithWhatItFound' }
assert snoopingTest?.status == 'failed' && snoopingTest.failure.contains('canary=null\n') && snoopingTest.failure.contains('\nenvironment={HOME=') : "snooping: ${snoopingReport.tests.results}"

// Maven's JVM cannot start (a heap too small for it): no result from the grader, so grade.sh writes one, not charged.
def results = new File(gradeRoot, 'results/results.json')
results.delete()
assert run('grade-no-jvm', ['bash', new File(context, 'kit/grade.sh').path], [GRADE_ROOT: gradeRoot.path, MAVEN_OPTS: '-Xmx1k']) == 0 : text('grade-no-jvm.log').takeRight(3000)
def noJvm = new JsonSlurper().parse(results)
assert noJvm.gradable == false && noJvm.score == 0 : "no-jvm: ${noJvm}"
assert noJvm.message.startsWith('Grading stopped before the grader wrote a result') && noJvm.output.contains('heap') : "no-jvm: ${noJvm}"
true
