import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// Manhattan: well-formed 10, zero at goals 10, admissible 60, consistent 25; it does not dominate itself (0 of 5)
// and saves no expansions against itself (0 of 7, below the 10% band). 105 of 117, below the file's minimum.
expectInLog('BUILD FAILURE')
expectInLog('score 105/117 is below the minimum of 110')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
assert json.score == 105 && json.maxScore == 117 : "score ${json.score}/${json.maxScore}"
assert json.passed == false : "passed ${json.passed}"
def heuristic = json.heuristics.find { it.name == 'student.ManhattanHeuristic' }
assert heuristic.verdict == 'passed' : "verdict ${heuristic.verdict}: ${heuristic.message}"
def points = heuristic.points.collectEntries { [(it.item): [it.earned, it.possible]] }
assert points == [wellFormed: [10, 10], goalZero: [10, 10], admissible: [60, 60], consistent: [25, 25],
                  dominance: [0, 5], effort: [0, 7]] : "points $points"
def effort = heuristic.points.find { it.item == 'effort' }
assert effort.reason.contains('below the lowest band; next band 10% saved: 4 points') : "effort: ${effort.reason}"
// No tests in this project, and none are run; they are worth nothing here.
assert json.tests.outcome == 'not-run' && json.tests.maxScore == 0 : "tests ${json.tests.outcome} ${json.tests.maxScore}"
expectInLog('Tests: not-run - the project has no test classes')
