import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def manhattan = json.heuristics.find { it.name == 'student.ManhattanHeuristic' }
// |column - 2| is never |column - 1| for the columns 0..2 the 2×2 piece stands in: every layout differs.
def baseline = manhattan.slot.baseline
assert baseline.differing == 363480 && baseline.states == 363480 : "baseline ${baseline}"
// The smallest layout in text order, with the student's h and Manhattan's.
assert baseline.smallest.state == '..11221122<><><><><>' : "smallest ${baseline.smallest}"
assert baseline.smallest.estimate == 3 && baseline.smallest.baseline == 4 : "smallest ${baseline.smallest}"
assert manhattan.score == 0 && manhattan.maxScore == 25 : "manhattan ${manhattan.score}/${manhattan.maxScore}"
assert manhattan.points*.item == ['equalsBaseline'] : "points ${manhattan.points}"
def slot = json.slots.find { it.name == 'manhattan' }
assert slot.earned == 0 && slot.status == 'filled' : "slot ${slot}"
assert json.maxScore == 100 : "maxScore ${json.maxScore}"
expectInLog('slot manhattan: differs from manhattan on 363,480 of 363,480 layouts; smallest ..11221122<><><><><>: h=3,'
        + ' manhattan=4')
// It is 1 at the goal, so it is inadmissible as well: the build fails on its verdict.
expectInLog('BUILD FAILURE')
assert manhattan.verdict == 'inadmissible'
def results = new JsonSlurper().parse(new File(basedir, 'target/grade/results.json'))
def check = results.tests.find { it.name == 'student.ManhattanHeuristic (slot manhattan): equalsBaseline' }
assert check != null && check.score == 0 && check.max_score == 25 : "results.json tests ${results.tests*.name}"
assert check.output.contains('Smallest layout where it differs: h=3, manhattan=4') : check.output
