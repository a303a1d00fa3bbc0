import groovy.json.JsonSlurper

def whole = new File(basedir, 'build.log').text
// The log holds both builds; the instructor's jar is named in the first, which installs it.
def start = whole.indexOf('student-test-cannot-read-instructor-tests-student')
assert start >= 0 : 'build.log lacks the student build'
def log = whole.substring(start)
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
expectInLog('BUILD SUCCESS')

def json = new JsonSlurper().parse(new File(basedir, 'student/target/grade/grade.json'))
def tests = json.tests
def status = tests.results.collectEntries { [(it.className + '#' + it.methodName): [it.source, it.status]] }
// The hidden test ran in its own JVM; the student's tests ran in theirs, and the second ended it.
assert status == ['hidden.SecretHeuristicTest#isZeroAtAGoal': ['instructor', 'successful'],
        'student.SnoopingTest#failsWithWhatItFound': ['project', 'failed'],
        'student.SnoopingTest#printsWhatItFoundAndEndsTheJvm': ['project', 'crashed']] : "results $status"
assert tests.outcome == 'exited' : "outcome ${tests.outcome}: ${tests.message}"
assert tests.instructorRun?.outcome == 'completed' : "instructorRun ${tests.instructorRun}"

// Every output a student may read: the build log, the Markdown summary, the JUnit XML, and in results.json the
// top-level output and every visible test.
def results = new JsonSlurper().parse(new File(basedir, 'student/target/grade/results.json'))
def studentFacing = [
        'build.log': log,
        'step-summary.md': new File(basedir, 'student/step-summary.md').text,
        'TEST-heuristic-grader.xml': new File(basedir, 'student/target/grade/TEST-heuristic-grader.xml').text,
        'results.json output': results.output]
results.tests.findAll { it.visibility == 'visible' }.each { studentFacing["results.json test ${it.name}"] = it.output }
def visibleRun = results.tests.find { it.name == 'test run' }
assert visibleRun?.visibility == 'visible' : "test run ${visibleRun}"

// What the snooping test found reached them all (so a leak would show) but for the top-level output ...
['build.log', 'step-summary.md', 'TEST-heuristic-grader.xml', 'results.json test test run'].each { name ->
    assert studentFacing[name].contains('CLASSPATH ') : "$name lacks what the student's test printed"
}
// ... and nothing of the instructor's jar was among it: not its file, not its classes, not the guessed class.
studentFacing.each { name, text ->
    ['instructor-secret-tests', 'ENTRY hidden/', 'FOUND-CLASS', 'FOUND-RESOURCE'].each { secret ->
        assert !text.contains(secret) : "$name shows $secret"
    }
}
assert studentFacing['results.json test test run'].contains('no class') : 'the snooping test did not look'
