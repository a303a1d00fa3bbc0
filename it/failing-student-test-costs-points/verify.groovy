import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// A failing test costs its points and nothing more: no minimum is set, so the build passes.
expectInLog('BUILD SUCCESS')
expectInLog('Tests: completed, 5/25 points - 2 tests: 1 successful, 1 failed')
expectInLog('  failed student.ManhattanHeuristicTest#isTheExactDistanceOfTheClassicStart: '
        + 'org.opentest4j.AssertionFailedError: 横刀立马 ==> expected: <116> but was: <3>')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def tests = json.tests
assert tests.outcome == 'completed' : "outcome ${tests.outcome}: ${tests.message}"
// The launcher ran at the version of the project's JUnit Platform engine (junit-jupiter 5.13.4 → Platform 1.13.4).
assert tests.platformVersion == '1.13.4' : "platformVersion ${tests.platformVersion}"
assert [tests.total, tests.successful, tests.failed] == [2, 1, 1] : "counts ${tests.total} ${tests.successful} ${tests.failed}"
def byMethod = tests.results.collectEntries { [(it.methodName): it] }
assert byMethod.isZeroAtAGoal.status == 'successful' && byMethod.isZeroAtAGoal.source == 'project'
def failed = byMethod.isTheExactDistanceOfTheClassicStart
assert failed.status == 'failed' : "status ${failed.status}"
assert failed.failure.contains('at student.ManhattanHeuristicTest.isTheExactDistanceOfTheClassicStart(ManhattanHeuristicTest.java:') : failed.failure
assert failed.durationMillis != null
def points = tests.points.collectEntries { [(it.name): [it.earned, it.possible]] }
assert points == ['student.ManhattanHeuristicTest#isTheExactDistanceOfTheClassicStart': [0, 20],
                  'student.ManhattanHeuristicTest#isZeroAtAGoal': [5, 5]] : "points $points"
// Manhattan earns 75 of 100 as a heuristic; with the tests, 80 of 125.
assert json.score == 80 && json.maxScore == 125 : "score ${json.score}/${json.maxScore}"
assert json.passed == true
