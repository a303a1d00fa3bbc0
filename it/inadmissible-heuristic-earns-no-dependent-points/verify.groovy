import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
assert log.contains('BUILD FAILURE') : 'build.log lacks: BUILD FAILURE'

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def heuristic = { String name ->
    def found = json.heuristics.find { it.name == name }
    assert found != null : "heuristics graded: ${json.heuristics*.name}"
    found
}
def points = { h -> h.points.collectEntries { [(it.item): it] } }

// Doubled Manhattan dominates Manhattan and saves A* effort, by overestimating: neither earns a point.
def doubled = heuristic('student.DoubledManhattanHeuristic')
assert doubled.verdict == 'inadmissible' : "verdict ${doubled.verdict}: ${doubled.message}"
assert doubled.checks.dominance.passed == true : "its own dominance check passes: ${doubled.checks.dominance}"
assert doubled.effortSuite.saved > 0 : "saved ${doubled.effortSuite.saved}"
assert doubled.effortSuite.starts.size() == 50 : "starts ${doubled.effortSuite.starts.size()}"
def start = doubled.effortSuite.starts[0]
assert start.keySet() == ['state', 'optimum', 'fBelowOptimal', 'baselineFBelowOptimal'] as Set : "start ${start}"
assert start.optimum == 10 && start.state.length() == 20 : "start ${start}"
def doubledPoints = points(doubled)
['goalZero', 'consistent', 'dominance', 'effort'].each { item ->
    def p = doubledPoints[item]
    assert p.earned == 0 && p.reason.startsWith('no points: requires admissible, which failed: ') : "$item: ${p}"
}
assert doubledPoints.dominance.reason.contains('(dominance itself passed: ') : "${doubledPoints.dominance}"
assert doubled.score == 10 : "score ${doubled.score}: wellFormed alone"

// Zero at the goals and huge elsewhere earns the well-formedness points and nothing more.
def huge = heuristic('student.HugeHeuristic')
def hugePoints = points(huge)
assert huge.score == 10 && hugePoints.wellFormed.earned == 10 : "score ${huge.score}: ${huge.points}"
assert huge.checks.goalZero.passed == true : "goalZero ${huge.checks.goalZero}"
assert hugePoints.goalZero.reason.startsWith('no points: requires admissible, which failed: ') : "${hugePoints.goalZero}"

assert new File(basedir, 'target/grade/index.html').text.contains('<svg class="chart effort-suite"') : 'no effort chart'

// A check that passed but earns nothing for the failed prerequisite shows as not earned, never as passed beside 0.
def page = new File(basedir, 'target/grade/index.html').text
def passedCards = (page =~ /class="check-card s-passed" data-item="(\w+)"/).collect { it[1] } as Set
assert passedCards == ['wellFormed'] as Set : "score cards marked passed: ${passedCards}"
assert page.contains('<div class="check-card s-not-earned" data-item="dominance">') : 'dominance not shown as not earned'
assert page.contains('○ not earned') : 'no not-earned label'
