import groovy.json.JsonSlurper
import java.nio.file.Files
import java.nio.file.StandardCopyOption

// Gradescope's Ubuntu 22.04 packages Maven 3.6, too old for the grader: setup.sh must take the template's Maven
// Wrapper (Maven 3.9.9), and run_autograder grade with it. The wrapper's distribution is the one the outer build's
// user has in ~/.m2/wrapper when there is one, put where setup.sh keeps it, so that nothing is downloaded;
// otherwise the wrapper downloads it from Maven Central, as on Gradescope during setup.
def repository = new File(basedir, '../../..').canonicalFile
def pom = new File(basedir, 'pom.xml').text
def graderVersion = (pom =~ /<grader.version>([^<]+)</)[0][1]
def outerRepository = (pom =~ /<outer.repository.url>([^<]+)</)[0][1]
def root = new File(basedir, 'autograder')
def home = new File(basedir, 'home')
home.mkdirs()
def oldMaven = new File(basedir, 'old-maven')
new File(oldMaven, 'mvn').setExecutable(true)

def run = { String name, List<String> command ->
    def builder = new ProcessBuilder(command).directory(basedir).redirectErrorStream(true)
            .redirectOutput(new File(basedir, "${name}.log"))
    def env = builder.environment()
    env.keySet().removeAll(env.keySet().findAll { it.startsWith('MAVEN_') || it == 'JAVA_TOOL_OPTIONS' })
    env.putAll([AUTOGRADER_ROOT: root.path, HOME: home.path, MAVEN_OPTS: "-Duser.home=${home.path}".toString(),
                PATH: oldMaven.path + File.pathSeparator + System.getenv('PATH')])
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

def outerWrapper = new File(new File(new URI(outerRepository)).parentFile, 'wrapper/dists/apache-maven-3.9.9')
if (outerWrapper.isDirectory()) {
    copyTree(outerWrapper, new File(root, 'heuristic-grader/maven-user-home/wrapper/dists/apache-maven-3.9.9'))
} else {
    println "No Maven 3.9.9 in ${outerWrapper}: the wrapper downloads it from Maven Central, as on Gradescope"
}

new File(basedir, 'settings.xml').text = """<settings>
  <mirrors>
    <mirror><id>course-mirror</id><mirrorOf>*</mirrorOf><url>${outerRepository}</url></mirror>
  </mirrors>
</settings>
"""
def template = new File(basedir, 'template')
copyTree(new File(repository, 'example-assignment'), template, ['target'])
assert run('build-zip', ['bash', new File(repository, 'kits/gradescope/build-autograder.sh').path,
        '--template', template.path, '--settings', 'settings.xml', '--grader-repository', localRepositoryPath.path,
        '--grader-version', graderVersion, '--allow-template-points', '--output', 'autograder.zip']) == 0 : text('build-zip.log')
def source = new File(root, 'source')
source.mkdirs()
assert run('unzip', ['unzip', '-q', 'autograder.zip', '-d', source.path]) == 0

assert run('setup', ['bash', new File(source, 'setup.sh').path]) == 0 : text('setup.log').takeRight(3000)
def setupLog = text('setup.log')
assert setupLog.contains('setup.sh: Maven 3.6.3 is older than 3.8.7: the template\'s Maven Wrapper') : setupLog.take(2000)
assert new File(root, 'heuristic-grader/kit.env').text.contains('KIT_MAVEN=(sh ./mvnw )')
assert setupLog.contains('setup.sh: warm-up grade of the template') : setupLog.takeRight(3000)
// The template's check ran through the wrapper's Maven too: example-assignment's worked heuristics, allowed.
assert setupLog.contains('setup.sh: The template alone earns slot points') : setupLog.takeRight(3000)

// One submission, the example's heuristics as loose files, graded offline by the wrapper's Maven: 95/100.
def submission = new File(root, 'submission')
submission.mkdirs()
new File(repository, 'example-assignment/src/main/java/edu/example/huarongdao').eachFile {
    Files.copy(it.toPath(), new File(submission, it.name).toPath())
}
assert run('grade', ['bash', new File(source, 'run_autograder').path]) == 0 : text('grade.log').takeRight(3000)
def results = new JsonSlurper().parse(new File(root, 'results/results.json'))
assert results.score == 95 && results.extra_data.max_score == 100 : "score ${results.score}: ${text('grade.log').takeRight(2000)}"
assert !text('grade.log').contains('Maven 3.6.3 stand-in')
true
