import groovy.json.JsonSlurper

def whole = new File(basedir, 'build.log').text
// The log holds the three builds: the instructor's jar, then the student's graded twice (default naming, then names).
def header = 'Building instructor-test-jar-is-picked-up-student'
def first = whole.indexOf(header)
def second = whole.indexOf(header, first + 1)
assert first >= 0 && second > first : 'build.log lacks the two student builds'
def log = whole.substring(first, second)
def namedLog = whole.substring(second)
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD SUCCESS')
expectInLog('Tests: completed, 30/30 points - 3 tests: 2 successful, 1 failed')

def json = new JsonSlurper().parse(new File(basedir, 'student/target/grade/grade.json'))
def tests = json.tests
assert tests.outcome == 'completed' : "outcome ${tests.outcome}: ${tests.message}"
// The project has no JUnit at all: the launcher took the Platform version of the instructor's JUnit.
assert tests.platformVersion == '1.13.4' : "platformVersion ${tests.platformVersion}"
// grade.json is the instructor's record: it keeps the hidden tests' names unless the rubric says otherwise.
assert tests.results*.className == ['hidden.HardStartTest', 'hidden.HiddenHeuristicTest',
        'hidden.HiddenHeuristicTest'] : "${tests.results*.className}"
assert tests.results.every { it.source == 'instructor' } : "${tests.results}"
assert tests.results*.status == ['failed', 'successful', 'successful'] : "${tests.results*.status}"
assert tests.results.find { it.methodName == 'doesNotOverestimateTheClassicStart' }.tags == ['exam']
def points = tests.points.collectEntries { [(it.kind + ' ' + it.name): [it.earned, it.possible]] }
assert points == ['class hidden.HiddenHeuristicTest': [20, 20], 'tag exam': [10, 10]] : "points $points"
assert json.score == 75 + 30 && json.maxScore == 100 + 30 : "score ${json.score}/${json.maxScore}"

// results.json: the hidden tests' entries reach students only when the grades are published.
def results = new JsonSlurper().parse(new File(basedir, 'student/target/grade/results.json'))
def hidden = results.tests.findAll { it.name in ['class hidden.HiddenHeuristicTest', 'tag exam'] }
assert hidden*.visibility == ['after_published', 'after_published'] : "${hidden.collect { [it.name, it.visibility] }}"
assert hidden*.status == ['passed', 'passed'] : "${hidden.collect { [it.name, it.status] }}"

// grade.json records the SHA-256 of the instructor jar that ran (the one installed by the build's first module)
// and of the rubric file, unlocked as much as locked.
def sha256 = { File file -> java.security.MessageDigest.getInstance('SHA-256').digest(file.bytes).encodeHex().toString() }
def jar = new File(basedir, 'instructor-tests/target/instructor-hidden-tests-1.0.jar')
assert json.configuration.locked == false : "configuration ${json.configuration}"
assert json.configuration.instructorTests == [[artifact: 'io.github.heuristicgrader.it:instructor-hidden-tests:1.0',
        fileName: 'instructor-hidden-tests-1.0.jar', sha256: sha256(jar)]] : "${json.configuration.instructorTests}"
assert json.configuration.rubric.sha256 == sha256(new File(basedir, 'student/rubric.json')) : "${json.configuration.rubric}"

// Hidden test names: by default no output a student reads before Gradescope publishes names a hidden test, nor puts
// a hidden class's name in a failure; the rubric's hiddenTestNames brings them back where it says names.
def hiddenNames = ['HardStartTest', 'estimatesTheClassicStartExactly', 'HiddenHeuristicTest',
        'doesNotOverestimateTheClassicStart', 'isZeroAtAGoal']
def summaries = new File(basedir, 'student/step-summary.md').text.split('(?m)^(?=## )').findAll { !it.isBlank() }
assert summaries.size() == 2 : "step-summary.md holds ${summaries.size()} summaries"
def numbered = [
        'build.log': log,
        'step-summary.md': summaries[0],
        'TEST-heuristic-grader.xml': new File(basedir, 'student/target/grade/TEST-heuristic-grader.xml').text,
        'index.html': new File(basedir, 'student/target/grade/index.html').text]
numbered.each { name, text ->
    hiddenNames.each { secret -> assert !text.contains(secret) : "$name names the hidden $secret" }
}
expectInLog('failed hidden test 1: org.opentest4j.AssertionFailedError: hidden class 1 wants the exact distance')
expectInLog('class  20/20  hidden class 2 - 2 of 2 tests passed')
assert numbered['TEST-heuristic-grader.xml'].contains('name="hidden test 1"') : 'the JUnit XML lacks hidden test 1'
assert numbered['step-summary.md'].contains('hidden test 1') : 'the summary lacks hidden test 1'

def named = [
        'build.log': namedLog,
        'step-summary.md': summaries[1],
        'TEST-heuristic-grader.xml': new File(basedir, 'student/target/grade-names/TEST-heuristic-grader.xml').text]
named.each { name, text ->
    ['HardStartTest', 'estimatesTheClassicStartExactly', 'HiddenHeuristicTest'].each { secret ->
        assert text.contains(secret) : "$name lacks $secret though the rubric says names"
    }
}
assert namedLog.contains('failed hidden.HardStartTest#estimatesTheClassicStartExactly: org.opentest4j'
        + '.AssertionFailedError: HardStartTest wants the exact distance') : 'the named log lacks the failure'
assert namedLog.contains('Tests: completed, 30/30 points - 3 tests: 2 successful, 1 failed') : 'totals changed'
