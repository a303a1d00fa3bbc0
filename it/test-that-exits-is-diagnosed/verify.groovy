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

// results.json: a 0-point test run saying what stopped it, then the class entry with the tests that did not pass.
def results = new JsonSlurper().parse(new File(basedir, 'target/grade/results.json'))
assert results.tests.sum { it.score } == json.score && results.tests.sum { it.max_score } == json.maxScore : 'sums'
def run = results.tests.find { it.name == 'test run' }
assert [run?.score, run?.max_score, run?.status] == [0, 0, 'failed'] : "$run"
assert run.output.startsWith('exited: the test JVM ended with exit code 3') && run.output.contains('giving up') : run.output
def quitting = results.tests.find { it.name == 'class student.QuittingTest' }
assert [quitting?.score, quitting?.max_score, quitting?.status] == [10, 30, 'failed'] : "$quitting"
assert quitting.output.contains('\n\ncrashed student.QuittingTest#quits:\n') : quitting.output
assert quitting.output.contains('\n\nnot-run student.QuittingTest#neverRuns:\n') : quitting.output

// TEST-*.xml: the test that exited is an <error>, the one never reached <skipped>.
def suites = new groovy.xml.XmlSlurper().parse(new File(basedir, 'target/grade/TEST-heuristic-grader.xml')).testsuite
def testsSuite = suites.find { it.@name == 'tests' }
def cases = testsSuite.testcase.collectEntries { [(it.@name.text()): it] }
assert cases.keySet() == ['isZeroAtAGoal', 'neverRuns', 'quits'] as Set : "${cases.keySet()}"
assert cases.quits.error.@type == 'crashed' && cases.neverRuns.skipped.size() == 1 : 'quits crashed, neverRuns skipped'
assert [testsSuite.@tests, testsSuite.@errors, testsSuite.@skipped] == ['3', '1', '1'] : "${testsSuite.attributes()}"
