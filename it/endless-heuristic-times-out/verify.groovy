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
