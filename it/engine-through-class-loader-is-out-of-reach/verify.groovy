import groovy.json.JsonSlurper

// The attack "100/100 in five lines": a heuristic looks for the grader's engine through every class loader it can
// reach and would answer every layout with the exact distance. Graded for real, every loader says ClassNotFound.
def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD FAILURE')
expectInLog('student.EngineThiefHeuristic')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def heuristic = json.heuristics.find { it.name == 'student.EngineThiefHeuristic' }
assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
assert heuristic.verdict == 'not-loadable' : "verdict ${heuristic.verdict}: ${heuristic.message}"
assert heuristic.score == 0 : "score ${heuristic.score}"
assert heuristic.message.contains('the engine is out of reach') : "message ${heuristic.message}"
def detail = heuristic.failure.detail
['Heuristic.class.getClassLoader()', 'own loader, parent 0', 'own loader, parent 1', 'context loader',
 'system loader'].each { loader ->
    assert detail.contains("$loader: ClassNotFoundException for every class, no resource") : "detail: $detail"
}
assert !detail.contains(': found') : "detail: $detail"
assert json.score == 0 : "score ${json.score}"

// The same attack from the student's own JUnit test, in the test JVM.
def test = json.tests.results.find { it.className == 'student.EngineOutOfReachTest' }
assert test != null : "tests run: ${json.tests.results*.className}"
assert test.status == 'successful' : "EngineOutOfReachTest ${test.status}: ${test.failure}"

// The forks, heuristic and tests alike, ran on the worker jar, not on the plugin jar.
def workerJar = new File(basedir, 'target/grade/work/classpath/heuristic-grader-worker.jar')
assert workerJar.isFile() : "no $workerJar"
def argumentFiles = []
new File(basedir, 'target/grade/work').eachDirRecurse { dir ->
    def args = new File(dir, 'java.args')
    if (args.isFile()) {
        argumentFiles << args
    }
}
assert argumentFiles.size() == 2 : "java.args under target/grade/work: $argumentFiles"
argumentFiles.each { args ->
    def text = args.text
    assert text.contains('heuristic-grader-worker.jar') : "$args: $text"
    // The student's own class path may hold heuristic-grader-api's jar; the plugin's, the core's or the worker
    // module's jar, never.
    def graderJars = (text =~ /heuristic-grader-(maven-plugin|core|worker)-[^\/:"]*\.jar/).collect { it[0] }
    assert graderJars.isEmpty() : "$args runs on the grader's jars: $graderJars"
}
true
