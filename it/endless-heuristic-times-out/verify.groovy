import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD FAILURE')
expectInLog('student.EndlessHeuristic')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def heuristic = json.heuristics.find { it.name == 'student.EndlessHeuristic' }
assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
assert heuristic.verdict == 'timed-out' : "verdict ${heuristic.verdict}: ${heuristic.message}"
assert heuristic.failure != null : 'no failure recorded'

// The timeout says how far it came and which parameter gives it more time, in the log and in grade.json.
expectInLog('student.EndlessHeuristic did not finish within the fork\'s limit of 5.0 s: 0 of 363,480 layouts evaluated, the first call still running after ')
expectInLog('; raise forkTimeoutSeconds (grade.forkTimeoutSeconds) to give it more time')
assert heuristic.states == 0 : "layouts ${heuristic.states}"
assert heuristic.nanosPerEvaluation != null && heuristic.nanosPerEvaluation > 1e9 : "nanosPerEvaluation ${heuristic.nanosPerEvaluation}: the first call ran for seconds"
