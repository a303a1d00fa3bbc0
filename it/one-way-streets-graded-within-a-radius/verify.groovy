import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// The instructor's build tested (against its own plain Dijkstra, the region too) and installed the domain jar; the
// student's graded with it within a toll of 40 of the goal, searched back from it along the domain's predecessors.
expectInLog('Tests run: 5, Failures: 0, Errors: 0, Skipped: 0')
expectInLog('BUILD FAILURE')
// Moves cost 1 to 5, so the radius is a distance, not a number of moves; the domain does not say its size.
def checkedOn = 'One-way streets: checked on the 100 corners within a distance of 40 of the goal, of a space of' +
        ' unknown size; the classic starts south-west corner, north-east corner lie beyond it, left out of the A*' +
        ' suite.'
expectInLog(checkedOn)

def grade = new File(basedir, 'assignment/target/grade')
def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
def domain = json.domains[0]
assert domain.name == 'one-way-streets' : "domain ${domain.name}"
// As OneWayStreetsTest finds them by its plain Dijkstra: the corners whose least toll is at most 40.
assert domain.database.states == 100 : "corners ${domain.database.states}"
assert domain.database.solvable == 100 : "solvable ${domain.database.solvable}"
assert domain.database.goals == 1 : "goals ${domain.database.goals}"
assert domain.database.maxDistance <= 40 : "farthest ${domain.database.maxDistance}"
assert domain.database.region.radius == 40 : "region ${domain.database.region}"
assert domain.database.region.unitCosts == false : "region ${domain.database.region}"
assert domain.database.region.containsKey('spaceStates') && domain.database.region.spaceStates == null :
        "region ${domain.database.region}"
// The domain's two classic starts lie farther than 40 from the goal: left out of the A* suite, and said so.
assert domain.database.region.classicStartsBeyond == ['south-west corner', 'north-east corner'] :
        "region ${domain.database.region}"
assert domain.suite.isEmpty() : "suite ${domain.suite*.puzzle}"
assert new File(grade, 'index.html').getText('UTF-8').contains(checkedOn) : 'the page does not say where'
assert new JsonSlurper().parse(new File(grade, 'results.json')).output.contains(checkedOn) : 'results.json does not'

def heuristic = { String name ->
    def found = json.heuristics.find { it.name == name }
    assert found != null : "heuristics graded: ${json.heuristics*.name}"
    assert found.states == 100 : "corners evaluated by $name: ${found.states}"
    found
}
def manhattan = heuristic('student.ManhattanHeuristic')
assert manhattan.verdict == 'passed' : "Manhattan: ${manhattan.verdict}: ${manhattan.message}"
def tripled = heuristic('student.TripledManhattanHeuristic')
assert tripled.verdict == 'inadmissible' : "verdict ${tripled.verdict}: ${tripled.message}"
// 29 of the 538 the whole grid has, as OneWayStreetsTest counts them within 40; the nearest is the same corner.
assert tripled.checks.admissible.violations == 29 : "violations ${tripled.checks.admissible}"
def counterexample = tripled.checks.admissible.counterexample
assert counterexample.state == 'r02c02' && counterexample.estimate == 12 && counterexample.distance == 11 :
        "counterexample ${counterexample}"
assert counterexample.solution.last() == 'r00c00' : "solution ${counterexample.solution}"
def starts = manhattan.effortSuite.starts
assert !starts.isEmpty() && starts.every { it.optimum <= 40 } : "effort suite starts ${starts}"
return true
