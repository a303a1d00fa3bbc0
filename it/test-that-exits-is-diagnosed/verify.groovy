import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// System.exit in a test ends the test JVM, not Maven: the grade is written and the build goes on.
expectInLog('BUILD SUCCESS')
expectInLog('Tests: exited, 10/30 points - the test JVM ended with exit code 3 (System.exit or Runtime.halt) during'
        + ' student.QuittingTest#quits; 3 tests: 1 successful, 1 crashed, 1 not-run')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def tests = json.tests
assert tests.outcome == 'exited' : "outcome ${tests.outcome}: ${tests.message}"
def status = tests.results.collectEntries { [(it.methodName): it.status] }
assert status == [isZeroAtAGoal: 'successful', quits: 'crashed', neverRuns: 'not-run'] : "statuses $status"
def quits = tests.results.find { it.methodName == 'quits' }
assert quits.failure.contains('exit code 3') && quits.durationMillis == null : "quits: ${quits.failure}"
assert tests.output.contains('giving up') : "output: ${tests.output}"
def points = tests.points[0]
assert [points.kind, points.name, points.earned, points.possible] == ['class', 'student.QuittingTest', 10, 30] : "$points"
assert points.reason == '1 of 3 tests passed; not passed: student.QuittingTest#neverRuns not-run, student.QuittingTest#quits crashed' : points.reason
assert json.score == 75 + 10 && json.maxScore == 100 + 30 : "score ${json.score}/${json.maxScore}"
