import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// Poisoned work files fail their own fork, never the run: every heuristic is graded, every report written.
expectInLog('student.ManhattanHeuristic: passed, ')
expectInLog('student.DevZeroHeuristic: tampered, ')
expectInLog('student.ForgedResultHeuristic: tampered, ')
expectInLog('Tests: tampered, 0/30 points - the test JVM left a file the grader refuses: the live status file is a symbolic link')
// The build fails as a grade fails (the tampered heuristics), not as a broken setup.
expectInLog('BUILD FAILURE')
expectInLog('The grade fails:')
assert !log.contains('OutOfMemoryError') : 'the grader read /dev/zero'

// The same verdicts with the sandbox, as a user of the fork's own and without either; each run wrote its own reports.
def checkRun = { File grade, String isolation ->
    for (name in ['grade.json', 'index.html', 'results.json', 'TEST-heuristic-grader.xml']) {
        assert new File(grade, name).isFile() : "no $name"
    }
    def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
    assert json.sandbox.isolation == isolation : "sandbox in ${grade.name}: ${json.sandbox}"
    def byName = json.heuristics.collectEntries { [(it.name): it] }
    assert byName.keySet() == ['student.DevZeroHeuristic', 'student.ForgedResultHeuristic', 'student.ManhattanHeuristic'] as Set : "graded ${byName.keySet()}"

    def good = byName['student.ManhattanHeuristic']
    assert good.verdict == 'passed' && good.score == 75 : "Manhattan ${good.verdict} ${good.score}: ${good.message}"

    def devZero = byName['student.DevZeroHeuristic']
    assert devZero.verdict == 'tampered' && devZero.score == 0 : "DevZero ${devZero.verdict} ${devZero.score}"
    assert devZero.failure.kind == 'tampered' : "kind ${devZero.failure.kind}"
    assert devZero.failure.detail.startsWith('the live status file is a symbolic link, not a regular file') : devZero.failure.detail

    def forged = byName['student.ForgedResultHeuristic']
    assert forged.verdict == 'tampered' && forged.score == 0 : "Forged ${forged.verdict} ${forged.score}"
    assert forged.failure.detail.startsWith("the worker's result file ") : forged.failure.detail
    assert forged.failure.detail.contains('result.bin') : forged.failure.detail

    // The test run: no test result can be trusted, so none is reported and the class entry earns nothing.
    def tests = json.tests
    assert tests.outcome == 'tampered' : "outcome ${tests.outcome}: ${tests.message}"
    assert tests.results == [] && tests.total == 0 : "results ${tests.results}"
    assert tests.message.contains('status.bin') : tests.message
    assert tests.points[0].earned == 0 && tests.points[0].reason.startsWith('the test run was tampered with: ') : "${tests.points[0]}"
    assert json.score == 75 && json.maxScore == 300 + 30 : "score ${json.score}/${json.maxScore}"

    def results = new JsonSlurper().parse(new File(grade, 'results.json'))
    assert results.score == 75 : "results.json score ${results.score}"
    assert results.tests.find { it.name == 'test run' }?.output?.startsWith('tampered: ') : 'results.json test run'
    def junit = new File(grade, 'TEST-heuristic-grader.xml').text
    assert junit.contains('<error type="tampered"') : 'JUnit XML has no tampered error'

    // Nothing of the poisoned result files is left in the work directory.
    def leftovers = []
    new File(grade, 'work').eachFileRecurse { if (it.name.startsWith('result.bin')) leftovers << it }
    assert leftovers == [] : "left in work: $leftovers"
}
checkRun(new File(basedir, 'target/grade-unsandboxed'), 'none')
checkRun(new File(basedir, 'target/grade'), 'bubblewrap')
checkRun(new File(basedir, 'target/grade-user'), 'user')
