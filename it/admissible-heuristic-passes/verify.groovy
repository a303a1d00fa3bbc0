import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// Bare "mvn grade": the lifecycle runs the goal, which runs the project's lifecycle up to test-compile first.
expectInLog(':compile (default-compile) @ admissible-heuristic-passes ---')
expectInLog(':testCompile (default-testCompile) @ admissible-heuristic-passes ---')
expectInLog('BUILD SUCCESS')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
assert json.schemaVersion == 2 : "schemaVersion ${json.schemaVersion}"
assert json.passed == true : "passed ${json.passed}"
def heuristic = json.heuristics.find { it.name == 'student.ManhattanHeuristic' }
assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
assert heuristic.verdict == 'passed' : "verdict ${heuristic.verdict}: ${heuristic.message}"
assert heuristic.checks.admissible.passed == true : "admissible ${heuristic.checks.admissible.passed}"
assert heuristic.checks.goalZero.passed == true : "goalZero ${heuristic.checks.goalZero.passed}"
assert new File(basedir, 'target/grade/index.html').isFile() : 'no index.html'
