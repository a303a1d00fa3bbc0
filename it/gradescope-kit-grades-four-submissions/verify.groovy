import groovy.json.JsonSlurper
import java.nio.file.Files
import java.nio.file.StandardCopyOption
import java.nio.file.attribute.PosixFilePermission

// The Gradescope kit end to end, as docs/instructors/ci-outputs.md tells an instructor: build the zip, run setup.sh once in a
// stand-in /autograder with a fresh HOME, then run_autograder offline for four submissions.
def repository = new File(basedir, '../../..').canonicalFile
def pom = new File(basedir, 'pom.xml').text
def graderVersion = (pom =~ /<grader.version>([^<]+)</)[0][1]
def outerRepository = (pom =~ /<outer.repository.url>([^<]+)</)[0][1]
def root = new File(basedir, 'autograder')
def home = new File(basedir, 'home')
home.mkdirs()

def run = { String name, List<String> command, Map<String, String> extra = [:] ->
    def builder = new ProcessBuilder(command).directory(basedir).redirectErrorStream(true)
            .redirectOutput(new File(basedir, "${name}.log"))
    def env = builder.environment()
    env.keySet().removeAll(env.keySet().findAll { it.startsWith('MAVEN_') || it == 'JAVA_TOOL_OPTIONS' })
    env.putAll([AUTOGRADER_ROOT: root.path, HOME: home.path, MAVEN_OPTS: "-Duser.home=${home.path}".toString()] + extra)
    long start = System.nanoTime()
    int status = builder.start().waitFor()
    println "${name}: exit ${status} in ${(System.nanoTime() - start).intdiv(1_000_000)} ms"
    status
}
def text = { String path -> new File(basedir, path).getText('UTF-8') }
// Copies the tree `from` into `to`, over what is there, leaving out the directories named in `except`.
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

// The instructor's side: the template is example-assignment (its worked heuristics kept: case 4's loose submission
// relies on the template's files staying where the submission has none, so the zip allows the template's points; case
// 7 builds it without) with this IT's rubric (the same one is locked), a
// settings.xml whose mirror is the outer build's local repository, so that setup.sh needs no network.
def template = new File(basedir, 'template')
copyTree(new File(repository, 'example-assignment'), template, ['target'])
Files.copy(new File(basedir, 'rubric.yaml').toPath(), new File(template, 'rubric.yaml').toPath(), StandardCopyOption.REPLACE_EXISTING)
new File(basedir, 'settings.xml').text = """<settings>
  <mirrors>
    <mirror><id>course-mirror</id><mirrorOf>*</mirrorOf><url>${outerRepository}</url></mirror>
  </mirrors>
</settings>
"""
// The instructor's hidden test jar, compiled here against the outer repository's JUnit and the grader's API.
def outerRepositoryDir = new File(new URI(outerRepository))
def apiJar = new File(localRepositoryPath, "io/github/heuristicgrader/heuristic-grader-api/${graderVersion}/heuristic-grader-api-${graderVersion}.jar")
def junitApi = new File(outerRepositoryDir, 'org/junit/jupiter/junit-jupiter-api/5.13.4/junit-jupiter-api-5.13.4.jar')
def hiddenClasses = new File(basedir, 'hidden-tests/classes')
assert run('compile-hidden-tests', ['javac', '--release', '17', '-nowarn', '-d', hiddenClasses.path,
        '-cp', [apiJar, junitApi].join(File.pathSeparator), new File(basedir, 'hidden-tests/src/hidden/KitHiddenTest.java').path]) == 0 : text('compile-hidden-tests.log')
assert run('jar-hidden-tests', ['jar', 'cf', 'hidden-tests/kit-hidden-tests.jar', '-C', hiddenClasses.path, '.']) == 0
def hiddenTests = 'edu.example.hidden:kit-hidden-tests:1.0'

assert run('build-zip', ['bash', new File(repository, 'kits/gradescope/build-autograder.sh').path,
        '--template', template.path, '--rubric', 'rubric.yaml', '--settings', 'settings.xml',
        '--grader-repository', localRepositoryPath.path, '--grader-version', graderVersion,
        '--instructor-tests', hiddenTests, 'hidden-tests/kit-hidden-tests.jar', 'hidden-tests/pom.xml',
        '--allow-template-points', '--output', 'autograder.zip']) == 0 : text('build-zip.log')
// The instructor is told which build is packed: the repository, the plugin jar and its SHA-256, and that a SNAPSHOT
// is whatever was last installed there.
def pluginJar = new File(localRepositoryPath, "io/github/heuristicgrader/heuristic-grader-maven-plugin/"
        + "${graderVersion}/heuristic-grader-maven-plugin-${graderVersion}.jar").canonicalFile
def pluginDigest = java.security.MessageDigest.getInstance('SHA-256').digest(pluginJar.bytes).encodeHex().toString()
def buildZipLog = text('build-zip.log')
assert buildZipLog.contains("Packing the grader ${graderVersion} from the local Maven repository"
        + " ${localRepositoryPath.canonicalPath}:\n  plugin jar ${pluginJar.path}\n"
        + "  SHA-256 ${pluginDigest}, modified ") : buildZipLog
assert buildZipLog.contains("warning: ${graderVersion} is a SNAPSHOT") == graderVersion.endsWith('-SNAPSHOT') : buildZipLog

// Gradescope unpacks the zip into /autograder/source and runs setup.sh as root.
def source = new File(root, 'source')
source.mkdirs()
assert run('unzip', ['unzip', '-q', 'autograder.zip', '-d', source.path]) == 0
['setup.sh', 'run_autograder', 'rubric.yaml', 'settings.xml', 'template/pom.xml', 'kit/place-submission.sh',
 "repository/io/github/heuristicgrader/heuristic-grader-api/${graderVersion}/heuristic-grader-api-${graderVersion}.jar",
 "repository/io/github/heuristicgrader/heuristic-grader-parent/${graderVersion}/heuristic-grader-parent-${graderVersion}.pom"].each {
    assert new File(source, it).isFile() : "the zip lacks $it"
}
assert run('setup', ['bash', new File(source, 'setup.sh').path]) == 0 : text('setup.log').takeRight(3000)
def setupLog = text('setup.log')
assert setupLog.contains('setup.sh: warm-up grade of the template') : setupLog.takeRight(3000)
def templatePoints = "slot 'advanced' (class edu.example.huarongdao.BlockedExitHeuristic) earns 80 of 80 points;" \
        + " slot 'manhattan' (class edu.example.huarongdao.ManhattanHeuristic) earns 20 of 20 points"
assert setupLog.contains('setup.sh: The template alone earns slot points, which every submission without these classes'
        + " gets (grade.templateMayEarnPoints): $templatePoints") : setupLog.takeRight(3000)
// The forks' class-data archives, made from the template alone, root's and read-only for everyone else.
def prepared = new File(root, 'heuristic-grader/prepared')
assert setupLog.contains("setup.sh: prepared for every grade (domains' state spaces and suites, the forks' class-data archives): ${prepared.path}") : setupLog.takeRight(3000)
prepared.eachFileRecurse { file ->
    def mode = Files.getPosixFilePermissions(file.toPath())
    assert !mode.contains(PosixFilePermission.GROUP_WRITE) && !mode.contains(PosixFilePermission.OTHERS_WRITE) \
            && mode.contains(PosixFilePermission.OTHERS_READ) : "$file is $mode"
}
assert new File(prepared, 'class-data/test-jvm.jsa').isFile() && new File(prepared, 'class-data/worker.jsa').isFile()

// The instructor's files are root's alone; the repository is readable by all and writable by root only.
def modes = { File file -> Files.getPosixFilePermissions(file.toPath()) }
def othersAndGroup = PosixFilePermission.values().findAll { !it.name().startsWith('OWNER') } as Set
[source, new File(source, 'rubric.yaml'), new File(source, 'template/pom.xml')].each {
    assert modes(it).intersect(othersAndGroup).isEmpty() : "$it is ${modes(it)}"
}
def kitRepository = new File(root, 'heuristic-grader/repository')
def junitJars = []
new File(kitRepository, 'org/junit').eachFileRecurse { if (it.name.endsWith('.jar')) junitJars << it }
assert !junitJars.isEmpty() : 'the warm-up run left no JUnit jar in the kit repository'
junitJars.each {
    assert modes(it).contains(PosixFilePermission.OTHERS_READ) && !modes(it).contains(PosixFilePermission.OTHERS_WRITE) \
            && !modes(it).contains(PosixFilePermission.GROUP_WRITE) : "$it is ${modes(it)}"
}

// The hidden test jar in the kit's repository is root's alone too.
def hiddenJar = new File(kitRepository, 'edu/example/hidden/kit-hidden-tests/1.0/kit-hidden-tests-1.0.jar')
assert hiddenJar.isFile() && modes(hiddenJar).intersect(othersAndGroup).isEmpty() : "$hiddenJar is ${hiddenJar.isFile() ? modes(hiddenJar) : 'missing'}"

def submission = new File(root, 'submission')
def project = new File(root, 'heuristic-grader/project')
// Puts the named submission in /autograder/submission and grades it: run_autograder must exit 0 and leave
// results.json; returns it.
def grade = { String name, Closure prepare = {} ->
    submission.deleteDir()
    copyTree(new File(basedir, "submissions/$name"), submission)
    prepare()
    new File(root, 'results/results.json').delete()
    assert run("grade-$name", ['bash', new File(source, 'run_autograder').path]) == 0 : text("grade-${name}.log").takeRight(3000)
    def results = new File(root, 'results/results.json')
    assert results.isFile() : "no results.json for $name"
    Files.copy(results.toPath(), new File(basedir, "results-${name}.json").toPath())
    new JsonSlurper().parse(results)
}
def testScores = { results -> results.tests.collectEntries { [(it.name): it.score] } }
def example = new File(repository, 'example-assignment/src/main/java/edu/example/huarongdao')

// 1. Passing, as a whole repository with the student's pom.xml (it skips grading), .mvn/maven.config (so does it)
// and an annotation processor among its resources. First the attack without the kit: the processor runs inside
// Maven's JVM when that project is compiled as it stands.
def marker = new File(basedir, 'processor-ran')
def processorSource = new File(basedir, 'attack/MarkerProcessor.java')
processorSource.text = processorSource.text.replace('"MARKER"', '"' + marker.path + '"')
def processorClasses = new File(basedir, 'submissions/passing/my-repo/src/main/resources')
assert run('compile-processor', ['javac', '--release', '17', '-d', processorClasses.path, processorSource.path]) == 0 : text('compile-processor.log')
copyTree(example, new File(basedir, 'submissions/passing/my-repo/src/main/java/edu/example/huarongdao'))
def unprotected = new File(basedir, 'unprotected')
copyTree(template, unprotected)
copyTree(new File(basedir, 'submissions/passing/my-repo/src'), new File(unprotected, 'src'))
// The kit's own Maven and repository, offline: only the kit's defences differ.
assert run('compile-unprotected', ['bash', '-c', 'source "$1/kit.env" && cd "$2" && "${KIT_MAVEN[@]}" -B -ntp -o -s "$3" -Dmaven.repo.local="$KIT_REPOSITORY" compile',
        'compile-unprotected', new File(root, 'heuristic-grader').path, unprotected.path, new File(basedir, 'settings.xml').path]) == 0 : text('compile-unprotected.log').takeRight(3000)
assert marker.isFile() : 'the processor did not run in a plain compile: the attack proves nothing'
marker.delete()

def passing = grade('passing')
assert !marker.exists() : 'the student\'s annotation processor ran during grading'
assert passing.score == 100 : "passing: score ${passing.score}, ${text('grade-passing.log').takeRight(2000)}"
// The grade used them: both kinds of fork.
assert text('grade-passing.log').contains("Class-data archives: using ${prepared.canonicalPath}/class-data for the test JVM and worker JVM") \
        : text('grade-passing.log').takeRight(3000)
// And the Huarongdao state space and suites prepared at image build time, trusted by the digest the grader carries.
assert text('grade-passing.log').readLines().any { it.contains('Prepared domains: the Huarongdao (domain huarongdao) read from ' + prepared.canonicalPath + '/domains/') } \
        : text('grade-passing.log').takeRight(3000)
assert passing.extra_data.max_score == 100 && passing.extra_data.passed == true : "passing: ${passing.extra_data}"
assert passing.tests.every { it.status == 'passed' } : "passing: failed ${passing.tests.findAll { it.status != 'passed' }*.name}"
assert new File(project, 'pom.xml').text == new File(template, 'pom.xml').text : 'the student\'s pom.xml was used'
assert !new File(project, '.mvn/maven.config').exists() && !new File(project, 'src/main/resources').exists()
def passingReport = new JsonSlurper().parse(new File(project, 'target/grade/grade.json'))
def hidden = passingReport.tests.results.findAll { it.source == 'instructor' }
assert hidden.size() == 1 && hidden[0].status == 'successful' : "passing: the hidden tests gave ${hidden}"

// 2. Inadmissible, as src/ alone: admissible and every item that requires it earn nothing; wellFormed and the
// Manhattan slot (the template's own ManhattanHeuristic stays) still do.
def inadmissible = grade('inadmissible')
def advanced = 'edu.example.huarongdao.BlockedExitHeuristic (slot advanced)'
def scores = testScores(inadmissible)
assert scores["$advanced: wellFormed".toString()] == 8 : "inadmissible: ${scores}"
['goalZero', 'admissible', 'consistent', 'dominance', 'effort'].each {
    assert scores["$advanced: $it".toString()] == 0 : "inadmissible: $it earned ${scores["$advanced: $it".toString()]}"
}
assert inadmissible.score == 28 : "inadmissible: score ${inadmissible.score}"

// 3. Not compiling, a loose file: score 0, and the output names the file and the line.
def notCompiling = grade('not-compiling')
assert notCompiling.score == 0 : "not-compiling: score ${notCompiling.score}"
assert notCompiling.output =~ /BlockedExitHeuristic\.java\D{1,12}10\b/ : "not-compiling: output ${notCompiling.output.take(2000)}"

// 4. Loose files: the example's heuristics at the top, a JUnit test in a folder; each placed by its package. Beside
// them what a Mac's zip adds (__MACOSX/._*.java, not Java) and a link named .java to a file outside the submission:
// either, compiled, would fail the build.
def loose = grade('loose') {
    example.eachFile { Files.copy(it.toPath(), new File(submission, it.name).toPath()) }
    new File(submission, '__MACOSX').mkdirs()
    new File(submission, '__MACOSX/._BlockedExitHeuristic.java').bytes = [0, 5, 22, 7, 0, 2, 0, 0, 77, 97, 99] as byte[]
    Files.createSymbolicLink(new File(submission, 'Secret.java').toPath(), new File(basedir, 'pom.xml').toPath())
}
def placed = text('grade-loose.log')
assert placed.contains('placed ManhattanHeuristic.java -> src/main/java/edu/example/huarongdao/ManhattanHeuristic.java')
assert placed.contains('placed tests/LooseFileTest.java -> src/test/java/edu/example/huarongdao/LooseFileTest.java')
assert !placed.contains('__MACOSX') && !placed.contains('Secret.java') : 'loose: placed the zip debris or the link'
assert loose.score == 100 : "loose: score ${loose.score}"
def gradeJson = new File(project, 'target/grade/grade.json').text
assert gradeJson.contains('LooseFileTest') : 'loose: the loose test did not run'

// 5. Maven's JVM cannot start (a heap too small for it): the grader writes nothing, so run_autograder writes the
// result itself, score 0 with the end of the log. (Until the grader reports compile errors itself, case 3 takes
// this path too.)
def results = new File(root, 'results/results.json')
results.delete()
assert run('grade-no-jvm', ['bash', new File(source, 'run_autograder').path], [MAVEN_OPTS: '-Xmx1k']) == 0 : text('grade-no-jvm.log').takeRight(3000)
def noJvm = new JsonSlurper().parse(results)
assert noJvm.score == 0 && noJvm.extra_data.written_by == 'run_autograder' : "no-jvm: ${noJvm}"
assert noJvm.output.contains('Grading stopped before the grader wrote a result') && noJvm.output.contains('heap') : "no-jvm: ${noJvm.output}"

// 6. Where bubblewrap cannot start (Docker's default seccomp profile, as on Gradescope), forks run as users of their
// own, who cannot read the hidden jar (root's alone, checked above): the instructor's test run reads a copy only its
// own user can, and the hidden test still runs and passes. A bwrap failing as it does there stands first on PATH.
// Only as root with setpriv, where the fallback exists.
if (['id', '-u'].execute().text.trim() == '0' && new File('/usr/bin/setpriv').canExecute()) {
    def refusingBin = new File(basedir, 'refusing-bwrap')
    refusingBin.mkdirs()
    def refusingBwrap = new File(refusingBin, 'bwrap')
    refusingBwrap.text = '#!/bin/sh\necho "bwrap: No permissions to create new namespace" >&2\nexit 1\n'
    refusingBwrap.setExecutable(true, false)
    submission.deleteDir()
    copyTree(new File(basedir, 'submissions/passing'), submission)
    results.delete()
    assert run('grade-as-user', ['bash', new File(source, 'run_autograder').path],
            [PATH: refusingBin.path + File.pathSeparator + System.getenv('PATH')]) == 0 : text('grade-as-user.log').takeRight(3000)
    assert text('grade-as-user.log').contains('student code runs as an unprivileged user of its own') : text('grade-as-user.log').takeRight(3000)
    // Forks running as users of their own read the archives too (they are read by all, written by root alone).
    assert text('grade-as-user.log').contains('Class-data archives: using') : text('grade-as-user.log').takeRight(3000)
    assert !text('grade-as-user.log').contains('are not used, the forks run without them') : text('grade-as-user.log').takeRight(3000)
    def asUser = new JsonSlurper().parse(results)
    assert asUser.score == 100 : "as a user of its own: score ${asUser.score}, ${text('grade-as-user.log').takeRight(2000)}"
    def hiddenAsUser = new JsonSlurper().parse(new File(project, 'target/grade/grade.json')).tests.results.findAll { it.source == 'instructor' }
    assert hiddenAsUser.size() == 1 && hiddenAsUser[0].status == 'successful' : "as a user of its own: the hidden tests gave ${hiddenAsUser}"
}

// 7. A submission of only `class Notes {}`: with the zip above, which allows the template's points, it gets them all.
submission.deleteDir()
submission.mkdirs()
new File(submission, 'Notes.java').text = 'class Notes {}\n'
results.delete()
assert run('grade-notes-only', ['bash', new File(source, 'run_autograder').path]) == 0 : text('grade-notes-only.log').takeRight(3000)
def notesOnly = new JsonSlurper().parse(results)
assert notesOnly.score == 100 : "notes-only, template allowed: score ${notesOnly.score}"
// Each slot says its points are the template's (run_autograder names the template's sources, grade.templateSources).
new JsonSlurper().parse(new File(project, 'target/grade/grade.json')).slots.each {
    assert it.message.startsWith("filled by ${it.className}, the template's class, unchanged (the submission has no"
            + ' source of its own for it)') : "notes-only: ${it.message}"
}
// 8. The container killed mid-grade (Gradescope's time limit, an instructor's cancel): results.json is valid at every
// moment, replaced whole, and once the grader has started it says that the grade did not finish. A heuristic that
// never returns keeps the grade busy; the whole process tree is killed once the grader's unfinished stage is there.
submission.deleteDir()
copyTree(new File(basedir, 'submissions/endless'), submission)
results.delete()
def killedBuilder = new ProcessBuilder(['bash', new File(source, 'run_autograder').path]).directory(basedir)
        .redirectErrorStream(true).redirectOutput(new File(basedir, 'grade-killed.log'))
def killedEnv = killedBuilder.environment()
killedEnv.keySet().removeAll(killedEnv.keySet().findAll { it.startsWith('MAVEN_') || it == 'JAVA_TOOL_OPTIONS' })
killedEnv.putAll([AUTOGRADER_ROOT: root.path, HOME: home.path, MAVEN_OPTS: "-Duser.home=${home.path}".toString()])
def killed = killedBuilder.start()
def stages = [] as LinkedHashSet
long deadline = System.nanoTime() + 240_000_000_000L
while (System.nanoTime() < deadline && killed.isAlive()) {
    if (results.isFile()) {
        // Every read parses: no reader ever sees half a file.
        def read = new JsonSlurper().parse(results)
        stages << read.output.readLines()[0]
        if (read.output.startsWith('The grade did not finish: it stopped while the heuristics and tests were being graded')) {
            break
        }
    }
    Thread.sleep(100)
}
assert killed.isAlive() : "the grade ended by itself: ${text('grade-killed.log').takeRight(2000)}"
killed.descendants().forEach { it.destroyForcibly() }
killed.destroyForcibly()
killed.waitFor()
def afterKill = new JsonSlurper().parse(results)
assert afterKill.score == 0 && afterKill.tests*.name == ['grading'] : "after the kill: ${afterKill}"
assert afterKill.output.startsWith('The grade did not finish: it stopped while the heuristics and tests were being graded') : afterKill.output
assert stages.any { it.startsWith('The grade did not finish: it stopped before the grader started') } : "stages seen: ${stages}"
println "killed mid-grade; the stages read: ${stages}"

// Without --allow-template-points the same template is refused at image build: setup.sh fails, naming each worked
// class to stub and its points, so no submission is ever graded against it.
assert run('build-zip-refused', ['bash', new File(repository, 'kits/gradescope/build-autograder.sh').path,
        '--template', template.path, '--rubric', 'rubric.yaml', '--settings', 'settings.xml',
        '--grader-repository', localRepositoryPath.path, '--grader-version', graderVersion,
        '--instructor-tests', hiddenTests, 'hidden-tests/kit-hidden-tests.jar', 'hidden-tests/pom.xml',
        '--output', 'autograder-refused.zip']) == 0 : text('build-zip-refused.log')
def refusedRoot = new File(basedir, 'autograder-refused')
new File(refusedRoot, 'source').mkdirs()
assert run('unzip-refused', ['unzip', '-q', 'autograder-refused.zip', '-d', new File(refusedRoot, 'source').path]) == 0
assert run('setup-refused', ['bash', new File(refusedRoot, 'source/setup.sh').path], [AUTOGRADER_ROOT: refusedRoot.path]) != 0
def refusedLog = text('setup-refused.log')
assert refusedLog.contains("setup.sh: the template alone earns slot points, which every submission without these classes"
        + " would get from it: $templatePoints. Replace each of these classes in the template by a stub that compiles") : refusedLog.takeRight(3000)
assert refusedLog.contains('setup.sh: with this kit, a template meant to give these points is built with --allow-template-points') : refusedLog.takeRight(3000)
assert refusedLog.contains("setup.sh: the template's slot points were refused or could not be checked (above): no image") \
        : refusedLog.takeRight(3000)
true
