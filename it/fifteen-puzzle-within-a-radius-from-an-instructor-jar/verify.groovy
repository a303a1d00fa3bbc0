import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// The instructor's build tested (against OEIS A089484 and a plain search) and installed the domain jar; the
// student's graded with it, through the fork.
expectInLog('Tests run: 10, Failures: 0, Errors: 0, Skipped: 0')
expectInLog('fifteen-puzzle-domain-1.0-SNAPSHOT.jar')
expectInLog('BUILD FAILURE')

// Every output says where the checks ran: the console, grade.json, the page and results.json.
def checkedOn = 'checked on the 61,865 arrangements within 14 moves of the goal, of 10,461,394,944,000'
expectInLog("15-puzzle: $checkedOn.")

def grade = new File(basedir, 'assignment/target/grade')
def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
assert json.domains*.name == ['fifteen-puzzle'] : "domains ${json.domains*.name}"
def domain = json.domains[0]
assert domain.baseline == 'manhattan' : "baseline ${domain.baseline}"
// The sum of OEIS A089484's a(0) to a(14), as FifteenPuzzleTest finds them by a plain breadth-first search.
assert domain.database.states == 61865 : "arrangements ${domain.database.states}"
assert domain.database.solvable == 61865 : "solvable ${domain.database.solvable}"
assert domain.database.goals == 1 : "goals ${domain.database.goals}"
assert domain.database.maxDistance == 14 : "farthest ${domain.database.maxDistance}"
assert domain.database.region.radius == 14 : "region ${domain.database.region}"
assert domain.database.region.unitCosts == true : "region ${domain.database.region}"
assert domain.database.region.spaceStates == 10461394944000 : "region ${domain.database.region}"

def page = new File(grade, 'index.html').getText('UTF-8')
assert page.contains("15-puzzle: $checkedOn.") : 'the page does not say where the checks ran'
def results = new JsonSlurper().parse(new File(grade, 'results.json'))
assert results.output.contains("15-puzzle: $checkedOn.") : "results.json's output: ${results.output}"

def heuristic = { String name ->
    def found = json.heuristics.find { it.name == name }
    assert found != null : "heuristics graded: ${json.heuristics*.name}"
    assert found.domain == 'fifteen-puzzle' : "domain of $name: ${found.domain}"
    assert found.states == 61865 : "arrangements evaluated by $name: ${found.states}"
    found
}
['student.ManhattanHeuristic', 'student.LinearConflictHeuristic'].each { name ->
    def graded = heuristic(name)
    assert graded.verdict == 'passed' : "$name: ${graded.verdict}: ${graded.message}"
    assert graded.checks.admissible.passed && graded.checks.consistent.passed : "$name: ${graded.checks}"
}
def doubled = heuristic('student.DoubleCountedConflictsHeuristic')
assert doubled.verdict == 'inadmissible' : "verdict ${doubled.verdict}: ${doubled.message}"
// 2,418, as FifteenPuzzleTest counts them over its plain search; the nearest first, with its optimal path.
assert doubled.checks.admissible.violations == 2418 : "violations ${doubled.checks.admissible}"
def counterexample = doubled.checks.admissible.counterexample
assert counterexample.state == '1234/5678/9eca/df_b' : "counterexample ${counterexample}"
assert counterexample.estimate == 11 && counterexample.distance == 9 :
        "h=${counterexample.estimate}, d=${counterexample.distance}"
assert counterexample.solution.size() == 10 : "solution ${counterexample.solution}"
assert counterexample.solution.last() == '1234/5678/9abc/def_' : "solution ${counterexample.solution}"

// The A* suite's classic starts lie within the radius; the effort suite's starts are chosen from the region.
assert domain.suite*.puzzle == ['one move', 'corner turned'] : "suite ${domain.suite*.puzzle}"
def starts = json.heuristics.find { it.name == 'student.LinearConflictHeuristic' }.effortSuite.starts
assert !starts.isEmpty() && starts.every { it.optimum <= 14 } : "effort suite starts ${starts}"
return true
