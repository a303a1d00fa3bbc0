import groovy.json.JsonSlurper
import io.github.heuristicgrader.report.html.HeadlessChromium
import io.github.heuristicgrader.report.html.ReportInBrowser

// The report of a real `mvn grade`, one heuristic passing and one overestimating, and the student's tests (one
// passing, one failing with markup in its name and message, one disabled), opened in headless Chromium:
// ReportInBrowser (src/test/java) holds the page against grade.json, steps through the counterexample's solution
// with the mouse and the arrow keys, reads h and d at every step, measures the charts' text at 1280 and 390 px (9 px
// or more), and fails on any console error. Screenshots go to target/report-screenshots/.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD SUCCESS') : 'failOnViolation is false: the build succeeds'

def grade = new File(basedir, 'target/grade')
def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
def verdicts = json.heuristics.collectEntries { [(it.name): it.verdict] }
assert verdicts == ['student.BlockedExitHeuristic': 'passed', 'student.HastyHeuristic': 'inadmissible'] : "verdicts ${verdicts}"
def counterexample = json.heuristics.find { it.name == 'student.HastyHeuristic' }.checks.admissible.counterexample
def solution = counterexample.solution
assert solution.size() >= 3 : "a solution of two moves or more to step through with the keys: ${solution}"
// h along the solution is the heuristic's own value on each layout: ask the student's class itself.
def student = new URLClassLoader([new File(basedir, 'target/classes').toURI().toURL()] as URL[],
        io.github.heuristicgrader.api.Heuristic.classLoader).loadClass('student.HastyHeuristic')
        .getDeclaredConstructor().newInstance()
def estimates = solution.collect { student.estimate(io.github.heuristicgrader.api.huarongdao.Board.parse(it)) }
assert counterexample.solutionEstimates == estimates : "solutionEstimates ${counterexample.solutionEstimates}, the class gives ${estimates}"
assert (0..<solution.size()).any { estimates[it] > counterexample.distance - it } : 'h > d somewhere along the way'
def tests = json.tests
assert tests.outcome == 'completed' : "tests ${tests.outcome}: ${tests.message}"
assert [tests.total, tests.successful, tests.failed, tests.skipped] == [3, 1, 1, 1] : "tests: ${tests.message}"
assert [tests.score, tests.maxScore] == [5, 20] : "test points ${tests.score}/${tests.maxScore}"
assert new File(grade, 'index.html').isFile() : 'no index.html'

def chromium = HeadlessChromium.find()
if (!chromium.isPresent()) {
    assert !HeadlessChromium.inContinuousIntegration() : 'CI=true but no Chromium on the PATH: .ci/run installs it'
    println 'No Chromium on the PATH: the report is not checked in a browser (apt-get install chromium to check it).'
    return true
}
def screenshots = new File(basedir, '../../report-screenshots').canonicalFile.toPath()
println ReportInBrowser.check(chromium.get(), grade.toPath(), screenshots, 'graded')
return true
