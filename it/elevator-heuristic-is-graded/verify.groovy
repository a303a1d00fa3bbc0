import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// Bare "mvn grade" grades Heuristic<Board> and Heuristic<Facility> classes of one project, each on its own puzzle;
// the overestimating one fails the build.
expectInLog(':compile (default-compile) @ elevator-heuristic-is-graded ---')
expectInLog('BUILD FAILURE')
expectInLog('student.FloorsToClimb')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
assert json.schemaVersion == 2 : "schemaVersion ${json.schemaVersion}"
assert json.passed == false : "passed ${json.passed}"
assert json.domains*.name == ['elevator', 'huarongdao'] : "domains ${json.domains*.name}"

// The figures of each state database, as ElevatorPuzzleTest and StandardStateSpaceTest compute them two ways.
def elevator = json.domains.find { it.name == 'elevator' }
assert elevator.baseline == 'two-items-per-move' : "elevator baseline ${elevator.baseline}"
def facilities = elevator.database
assert facilities.states == 54180 : "facilities ${facilities.states}"
assert facilities.solvable == 30914 : "solvable facilities ${facilities.solvable}"
assert facilities.goals == 7 : "goal facilities ${facilities.goals}"
assert facilities.maxDistance == 78 : "largest facility distance ${facilities.maxDistance}"
assert facilities.moves == 124782 : "facility moves ${facilities.moves}"
def workedExample = elevator.suite.find { it.puzzle == 'worked example' }
assert workedExample != null && workedExample.optimum == 11 : "worked example ${workedExample}"
def huarongdao = json.domains.find { it.name == 'huarongdao' }
assert huarongdao.baseline == 'manhattan' : "huarongdao baseline ${huarongdao.baseline}"
assert huarongdao.database.states == 363480 : "layouts ${huarongdao.database.states}"
assert huarongdao.database.solvable == 267115 : "solvable layouts ${huarongdao.database.solvable}"

def heuristic = { String name ->
    def found = json.heuristics.find { it.name == name }
    assert found != null : "heuristics graded: ${json.heuristics*.name}"
    found
}

def half = heuristic('student.HalfTheFloorsToClimb')
assert half.domain == 'elevator' : "domain ${half.domain}"
assert half.verdict == 'passed' : "verdict ${half.verdict}: ${half.message}"
assert half.states == 54180 && half.solvable == 30914 : "facilities evaluated ${half.states}, solvable ${half.solvable}"
assert half.checks.admissible.passed == true : "admissible ${half.checks.admissible.passed}"
assert half.checks.consistent.passed == true : "consistent ${half.checks.consistent.passed}"

def floors = heuristic('student.FloorsToClimb')
assert floors.domain == 'elevator' : "domain ${floors.domain}"
assert floors.verdict == 'inadmissible' : "verdict ${floors.verdict}: ${floors.message}"
def admissible = floors.checks.admissible
assert admissible.passed == false && admissible.violations == 178 : "admissible ${admissible.passed}, ${admissible.violations} violations"
// One pair on floor 3 with the elevator: 1 move, but 2 floors to climb.
def counterexample = admissible.counterexample
assert counterexample.state == '3:33' : "counterexample ${counterexample}"
assert counterexample.estimate == 2 && counterexample.distance == 1 : "h=${counterexample.estimate}, d=${counterexample.distance}"
assert counterexample.solution == ['3:33', '4:44'] : "solution ${counterexample.solution}"
assert floors.checks.consistent.violations == 22198 : "inconsistent moves ${floors.checks.consistent.violations}"

def manhattan = heuristic('student.ManhattanHeuristic')
assert manhattan.domain == 'huarongdao' : "domain ${manhattan.domain}"
assert manhattan.verdict == 'passed' : "verdict ${manhattan.verdict}: ${manhattan.message}"
assert manhattan.checks.admissible.passed == true : "admissible ${manhattan.checks.admissible.passed}"

assert new File(basedir, 'target/grade/index.html').isFile() : 'no index.html'
