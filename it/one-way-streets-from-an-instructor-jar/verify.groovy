import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// The instructor's build tested (against its own plain Dijkstra) and installed the domain jar; the student's
// graded with it, through the fork.
expectInLog('Tests run: 5, Failures: 0, Errors: 0, Skipped: 0')
expectInLog('one-way-streets-domain-1.0-SNAPSHOT.jar')
expectInLog('BUILD FAILURE')

def json = new JsonSlurper().parse(new File(basedir, 'assignment/target/grade/grade.json'))
assert json.domains*.name == ['one-way-streets'] : "domains ${json.domains*.name}"
def domain = json.domains[0]
assert domain.baseline == 'rows' : "baseline ${domain.baseline}"
// As OneWayStreetsTest finds them by a plain Dijkstra over corner texts: the distances are least tolls.
assert domain.database.states == 900 : "corners ${domain.database.states}"
assert domain.database.solvable == 863 : "solvable ${domain.database.solvable}"
assert domain.database.goals == 1 : "goals ${domain.database.goals}"
assert domain.database.maxDistance == 151 : "farthest ${domain.database.maxDistance}"

def heuristic = { String name ->
    def found = json.heuristics.find { it.name == name }
    assert found != null : "heuristics graded: ${json.heuristics*.name}"
    assert found.domain == 'one-way-streets' : "domain of $name: ${found.domain}"
    assert found.states == 900 : "corners evaluated by $name: ${found.states}"
    assert found.solvable == 863 : "corners checked for $name: ${found.solvable}"
    found
}
def manhattan = heuristic('student.ManhattanHeuristic')
assert manhattan.verdict == 'passed' : "Manhattan: ${manhattan.verdict}: ${manhattan.message}"
assert manhattan.checks.admissible.passed == true : "admissible ${manhattan.checks.admissible}"
assert manhattan.checks.consistent.passed == true : "consistent ${manhattan.checks.consistent}"

def tripled = heuristic('student.TripledManhattanHeuristic')
assert tripled.verdict == 'inadmissible' : "verdict ${tripled.verdict}: ${tripled.message}"
def admissible = tripled.checks.admissible
assert admissible.passed == false : "admissible ${admissible}"
// 538, as OneWayStreetsTest counts them over its own Dijkstra's tolls; the corners of the car park and the dead
// ends, where 3 × (rows + columns) is no less wrong, are left out.
assert admissible.violations == 538 : "violations ${admissible.violations}"
def counterexample = admissible.counterexample
assert counterexample.state == 'r02c02' : "counterexample ${counterexample}"
assert counterexample.estimate == 12 && counterexample.distance == 11 : "h=${counterexample.estimate}, d=${counterexample.distance}"
assert counterexample.solution.first() == 'r02c02' && counterexample.solution.last() == 'r00c00' : "solution ${counterexample.solution}"
// Consistency weighs each block's toll: h(s) > toll + h(t) on 261 blocks, as OneWayStreetsTest counts them.
assert tripled.checks.consistent.violations == 261 : "inconsistent ${tripled.checks.consistent}"
expectInLog("261 moves where h drops by more than the move's cost")
// The console draws the first such block with its toll, found from the domain's own moves.
assert log =~ /inconsistent: h drops by more than the move.s cost across 261 moves, such as this one \(it costs [1-5]\):/ : "no weighted inconsistency in the log"

// The solution's d are least tolls, from 11 down to 0 at the goal (not 11 less the number of moves), in the log and
// in the page's player.
assert log =~ /h=12 d=11\*.*h=0 d=0/ : 'the log\'s solution does not end at d=0'
def page = new File(basedir, 'assignment/target/grade/index.html').getText('UTF-8')
assert page.contains('but the goal costs <span class="n">11</span> to reach') : 'the page does not give the cost'
assert page =~ /"distances":\[11,[0-9,]*,0\]/ : 'the player lacks the steps\' distances'

// The effort suite's distances come from the database (the domain gives none): 5 starts at each.
def starts = json.heuristics.find { it.name == 'student.ManhattanHeuristic' }.effortSuite.starts
assert starts.size() >= 25 && starts.size() % 5 == 0 : "effort suite starts ${starts.size()}"
return true
