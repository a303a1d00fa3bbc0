import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// The control: Surefire runs the student's failing test under JUnit's defaults, and the interceptor skips its body.
expectInLog('Tests run: 1, Failures: 0, Errors: 0, Skipped: 0')
expectInLog('BUILD SUCCESS')

def json = new JsonSlurper().parse(new File(basedir, 'student/target/grade/grade.json'))
def tests = json.tests
assert tests.outcome == 'completed' : "outcome ${tests.outcome}: ${tests.message}"
def status = tests.results.collectEntries { [(it.className + '#' + it.methodName): [it.source, it.status]] }
// The hidden tests ran, and failed: the student's properties and service files did not reach their JVM.
assert status == [
        'hidden.HiddenHeuristicTest#isTheExactDistanceOfTheClassicStart': ['instructor', 'failed'],
        'hidden.HiddenHeuristicTest#isWellInformedAtTheClassicStart': ['instructor', 'failed'],
        // The student's own tests are guarded by the same switches.
        'student.OwnTest#failsOnPurpose': ['project', 'failed']] : "results $status"
def points = tests.points.collectEntries { [(it.kind + ' ' + it.name): [it.earned, it.possible]] }
assert points == ['test student.OwnTest#failsOnPurpose': [0, 10], 'class hidden.HiddenHeuristicTest': [0, 50]] : "points $points"
assert tests.instructorRun?.outcome == 'completed' : "instructorRun ${tests.instructorRun}"
expectInLog('Tests: completed, 0/60 points - 3 tests: 3 failed')
