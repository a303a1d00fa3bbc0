import groovy.json.JsonSlurper
import java.security.MessageDigest

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// The test ran and tried: its output is in the report.
def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def poison = json.tests.results.find { it.methodName == 'overwritesTheGradersJarsInTheLocalRepository' }
assert poison != null : "tests run: ${json.tests.results*.methodName}"
assert poison.failure.contains('POISON repository') : "the test did not run its attack: ${poison.failure}"
assert !poison.failure.contains('POISON wrote') : "the test wrote into the local repository: ${poison.failure}"

// The grader's jars in the ITs' local repository are still the ones the build installed.
def sha = { File file -> MessageDigest.getInstance('SHA-256').digest(file.bytes).encodeHex().toString() }
def repositoryRoot = new File(basedir, '../../..').canonicalFile
['heuristic-grader-api', 'heuristic-grader-worker', 'heuristic-grader-core', 'heuristic-grader-maven-plugin'].each { module ->
    def target = new File(repositoryRoot, "$module/target")
    def built = target.listFiles().find { it.name ==~ /$module-[^-]+(-SNAPSHOT)?\.jar/ }
    assert built != null : "no $module jar in $target"
    def installed = new File(localRepositoryPath, "io/github/heuristicgrader/$module").listFiles()
            .collectMany { it.isDirectory() ? it.listFiles().toList() : [] }
            .find { it.name == built.name }
    assert installed != null : "the $module jar is not in $localRepositoryPath"
    assert sha(installed) == sha(built) : "the $module jar in the local repository was changed"
}
def junitJars = []
new File(localRepositoryPath, 'org/junit/jupiter/junit-jupiter-api').eachFileRecurse { if (it.name.endsWith('.jar')) junitJars << it }
assert !junitJars.isEmpty() && junitJars.every { it.length() > 1000 } : "a JUnit jar was overwritten: $junitJars"

// The second run was graded by the real grader: the inadmissible heuristic still fails.
def heuristic = json.heuristics.find { it.name == 'student.DoubledManhattanHeuristic' }
assert heuristic.verdict == 'inadmissible' : "verdict ${heuristic.verdict}: ${heuristic.message}"
expectInLog('BUILD FAILURE')
