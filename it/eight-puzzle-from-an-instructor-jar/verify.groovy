import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// The instructor's build tested and installed the domain jar; the student's graded with it, through the fork.
expectInLog('Tests run: 7, Failures: 0, Errors: 0, Skipped: 0')
expectInLog('eight-puzzle-domain-1.0-SNAPSHOT.jar')
expectInLog('BUILD FAILURE')

def json = new JsonSlurper().parse(new File(basedir, 'assignment/target/grade/grade.json'))
assert json.domains*.name == ['eight-puzzle'] : "domains ${json.domains*.name}"
def domain = json.domains[0]
assert domain.baseline == 'misplaced-tiles' : "baseline ${domain.baseline}"
// As EightPuzzleTest finds them by a plain breadth-first search over strings.
assert domain.database.states == 181440 : "arrangements ${domain.database.states}"
assert domain.database.solvable == 181440 : "solvable ${domain.database.solvable}"
assert domain.database.goals == 1 : "goals ${domain.database.goals}"
assert domain.database.maxDistance == 31 : "farthest ${domain.database.maxDistance}"

def heuristic = { String name ->
    def found = json.heuristics.find { it.name == name }
    assert found != null : "heuristics graded: ${json.heuristics*.name}"
    assert found.domain == 'eight-puzzle' : "domain of $name: ${found.domain}"
    assert found.states == 181440 : "arrangements evaluated by $name: ${found.states}"
    found
}
['student.ManhattanHeuristic', 'student.LinearConflictHeuristic'].each { name ->
    def graded = heuristic(name)
    assert graded.verdict == 'passed' : "$name: ${graded.verdict}: ${graded.message}"
    assert graded.checks.admissible.passed == true : "$name admissible ${graded.checks.admissible}"
    assert graded.checks.consistent.passed == true : "$name consistent ${graded.checks.consistent}"
}

def misplaced = heuristic('student.MisplacedTilesHeuristic')
assert misplaced.verdict == 'inadmissible' : "verdict ${misplaced.verdict}: ${misplaced.message}"
def admissible = misplaced.checks.admissible
assert admissible.passed == false : "admissible ${admissible}"
// 78, as EightPuzzleTest counts them over its own breadth-first distances.
assert admissible.violations == 78 : "violations ${admissible.violations}"
// One move from the goal the blank's cell counts too: h=2 where d=1.
def counterexample = admissible.counterexample
assert counterexample.state == '123/456/7_8' : "counterexample ${counterexample}"
assert counterexample.estimate == 2 && counterexample.distance == 1 : "h=${counterexample.estimate}, d=${counterexample.distance}"
assert counterexample.solution == ['123/456/7_8', '123/456/78_'] : "solution ${counterexample.solution}"

// The page draws the arrangements with the domain's own SVG and style rules.
def page = new File(basedir, 'assignment/target/grade/index.html').text
assert page.contains('class="eight-tile') && page.contains('.eight-tile{') : 'the page lacks the 8-puzzle drawing'

// No class of the instructor's lies in the grader's packages, and the heuristics' JVM got edu.example.eight alone.
def domainJar = new File(basedir, 'domain/target/classes')
def theirs = []
domainJar.eachFileRecurse { if (it.name.endsWith('.class')) theirs << domainJar.toPath().relativize(it.toPath()).toString() }
assert theirs && theirs.every { it.startsWith('edu/example/eight/') } : "instructor classes ${theirs}"
def sideJar = new File(basedir, 'assignment/target/grade/work/classpath/domain-edu.example.eight.jar')
assert sideJar.isFile() : "no jar of the declared package in ${sideJar.parentFile.list()}"
def entries = new java.util.zip.ZipFile(sideJar).withCloseable { zip -> zip.entries().collect { it.name }.sort() }
assert entries == ['edu/example/eight/Tiles.class', 'edu/example/eight/TilesParser.class'] : "side jar ${entries}"
return true
