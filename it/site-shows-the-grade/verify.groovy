import groovy.json.JsonSlurper
import io.github.heuristicgrader.report.html.HeadlessChromium
import java.nio.file.Files

// mvn site before any grade, then mvn grade site, on a project whose report the heuristic-grader's report goal
// renders into the site (<reporting>): the first run's page says there is no grade; the second's shows grade.json's
// figures, the student's hostile test message as text, and links the grade's own page, copied beside it. Checked in
// headless Chromium: what the page shows, no element or dialog from the student's text, no console error.
def log = new File(basedir, 'build.log').text
assert log.contains('No grade to show: ') : 'the site before any grade says there is none'
assert log.contains('Generating "Heuristic grade" report') : 'maven-site-plugin ran the report goal'
assert !log.contains('BUILD FAILURE')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def site = new File(basedir, 'target/site')
def page = new File(site, 'heuristic-grader.html')
assert page.isFile() : "no ${page}"
def copy = new File(site, 'heuristic-grader/index.html')
assert copy.bytes == new File(basedir, 'target/grade/index.html').bytes : 'the grade\'s page copied as it is'
// The failing test's message, markup a student wrote, reaches the page through the test points' reason.
def hostile = '</script><script>alert(1)</script>'
def reasons = json.tests.points*.reason
assert reasons.any { it.contains(hostile) } : "a reason quoting the hostile message: ${reasons}"
// In the page's source the message is escaped: no script element from it (one would also hold up the browser's load
// with its dialog).
assert !page.getText('UTF-8').contains('<script>alert(1)') : 'the student\'s script is in the page as markup'

def chromium = HeadlessChromium.find()
if (!chromium.isPresent()) {
    assert !HeadlessChromium.inContinuousIntegration() : 'CI=true but no Chromium on the PATH: .ci/run installs it'
    println 'No Chromium on the PATH: the site page is not checked in a browser (apt-get install chromium to check it).'
    return true
}
def screenshots = new File(basedir, '../../report-screenshots').canonicalFile.toPath()
def profile = Files.createTempDirectory('site-page-chromium')
def browser = HeadlessChromium.launch(chromium.get(), profile, screenshots.resolve('site-page-chromium.log'))
try {
    browser.load(page.toPath())
    def text = browser.evaluate('document.querySelector("main, #bodyColumn, body").innerText').asText()
    def score = "Score: ${json.score}/${json.maxScore} points; the grade ${json.passed ? 'passes' : 'fails'}."
    assert text.contains(score) : "the page does not say '${score}': ${text}"
    // Each table as the browser shows it, cell by cell, against grade.json.
    def tables = browser.evaluate('Array.from(document.querySelectorAll("table")).map(t => Array.from(t.rows)'
            + '.map(r => Array.from(r.cells).map(c => c.innerText.trim())))')
    def shown = tables.collect { table -> table.collect { row -> row.collect { it.asText() } } }
    def heuristics = [['heuristic', 'puzzle', 'verdict', 'points']] + json.heuristics.collect {
        [it.slot == null ? it.name : "${it.name} (slot ${it.slot.name})".toString(), 'Huarongdao', it.verdict,
         "${it.score}/${it.maxScore}".toString()]
    }
    assert shown[0] == heuristics : "heuristics ${shown[0]}, grade.json ${heuristics}"
    json.heuristics.eachWithIndex { heuristic, i ->
        def items = [['rubric item', 'points', 'reason']] + heuristic.points.collect {
            [it.item, "${it.earned}/${it.possible}".toString(), it.reason]
        }
        assert shown[1 + i] == items : "${heuristic.name}: ${shown[1 + i]}, grade.json ${items}"
    }
    def t = json.tests
    assert shown[1 + json.heuristics.size()] == [['tests', 'successful', 'failed', 'aborted', 'skipped', 'timed out',
            'crashed', 'not run'], [t.total, t.successful, t.failed, t.aborted, t.skipped, t.timedOut, t.crashed,
            t.notRun].collect { it.toString() }]
    def entries = [['kind', 'entry', 'points', 'reason']] + t.points.collect {
        [it.kind, it.name, "${it.earned}/${it.possible}".toString(), it.reason]
    }
    assert shown[2 + json.heuristics.size()] == entries : "test points ${shown[2 + json.heuristics.size()]}"
    assert text.contains(hostile) : 'the hostile message shows as written'
    // The student's text added nothing to run: the skin's own scripts have a src; none holds the student's alert.
    def inline = browser.evaluate('Array.from(document.scripts).filter(s => s.text.includes("alert")).length')
    assert inline.asInt() == 0 : 'a script from the student\'s text'
    def link = browser.evaluate('Array.from(document.querySelectorAll("main a, #bodyColumn a"))'
            + '.filter(a => a.innerText === "the grade\'s own page").map(a => a.href)')
    assert link.size() == 1 && link.get(0).asText() == copy.toURI().toString().replace('file:/', 'file:///') :
            "the link to the grade's page: ${link}"
    def problems = browser.problems()
    assert problems.isEmpty() : "the page reported: ${problems}"
    browser.screenshot(screenshots.resolve('site-page.png'), 1100, false)
} finally {
    browser.close()
    profile.toFile().deleteDir()
}
return true
