import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD FAILURE')
expectInLog('student.DoubledManhattanHeuristic')
// The console draws the smallest overestimate and an optimal solution from it, h and d under each board.
expectInLog('  overestimates ')
expectInLog('h=3 d=1*      h=0 d=0')

// The report is written although the build failed.
def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
assert json.passed == false : "passed ${json.passed}"
def heuristic = json.heuristics.find { it.name == 'student.DoubledManhattanHeuristic' }
assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
assert heuristic.verdict == 'inadmissible' : "verdict ${heuristic.verdict}: ${heuristic.message}"
def admissible = heuristic.checks.admissible
assert admissible.passed == false && admissible.violations > 0 : "admissible ${admissible.passed}, ${admissible.violations} violations"
def counterexample = admissible.counterexample
assert counterexample instanceof Map : "counterexample ${counterexample}"
assert counterexample.state instanceof String && counterexample.state.length() == 20 : "layout ${counterexample.state}"
assert counterexample.estimate > counterexample.distance : "h=${counterexample.estimate}, d=${counterexample.distance}"
def solution = counterexample.solution
assert !solution.isEmpty() : 'empty solution'
assert solution.size() == counterexample.distance + 1 && solution[0] == counterexample.state : "solution ${solution}"
assert new File(basedir, 'target/grade/index.html').isFile() : 'no index.html'
