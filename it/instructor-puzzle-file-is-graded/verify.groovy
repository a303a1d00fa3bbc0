import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// Run by its prefix, outside the grade lifecycle.
expectInLog(':grade (default-cli) @ instructor-puzzle-file-is-graded')
expectInLog('BUILD SUCCESS')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def isInstructorPuzzle = { it.puzzle in ['heng-dao-li-ma.txt', 'heng-dao-li-ma'] }
def puzzle = json.domains[0].suite.find(isInstructorPuzzle)
assert puzzle != null : "suite: ${json.domains[0].suite*.puzzle}"
// 横刀立马, read from digit text, is the classic 116-move puzzle.
assert puzzle.state == '^11^v11v^<>^v22v2..2' : "layout ${puzzle.state}"
assert puzzle.optimum == 116 : "optimum ${puzzle.optimum}"
def heuristic = json.heuristics.find { it.name == 'student.ManhattanHeuristic' }
assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
def effort = heuristic.effort.find(isInstructorPuzzle)
assert effort != null : "effort: ${heuristic.effort*.puzzle}"
assert effort.optimal == true && effort.cost == 116 : "optimal ${effort.optimal}, cost ${effort.cost}"
