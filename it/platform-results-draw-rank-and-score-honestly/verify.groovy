import groovy.json.JsonSlurper
import io.github.heuristicgrader.report.html.HeadlessChromium
import java.nio.file.Files

// One grade of three heuristics (Manhattan: partial credit; Hasty: overestimates; Markup: prints and throws markup),
// with the rubric's gradescope section asking for a leaderboard. Each platform's file is read as the platform reads it:
// Gradescope's leaderboard against grade.json's own counts, its HTML outputs rendered in Chromium with the student's
// markup inert; PrairieLearn's counterexample image within its bound and drawn by the browser; GitHub Classroom's
// result replayed as its reporter reads it.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD SUCCESS') : 'failOnViolation is false: the build succeeds'
def grade = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def heuristic = { String name -> grade.heuristics.find { it.name == "student.$name" } }
assert heuristic('ManhattanHeuristic').verdict == 'passed'
assert heuristic('HastyHeuristic').verdict == 'inadmissible'
assert heuristic('MarkupHeuristic').verdict == 'threw'
def markup = '<img src=x onerror="document.title=\'pwned\'"><script>document.title=\'pwned\'</script>' +
        '![x](javascript:alert(1)) [y](javascript:alert(2)) **bold** &amp;'

// --- Gradescope ---------------------------------------------------------------------------------------------------
def gradescope = new JsonSlurper().parse(new File(basedir, 'target/grade/results.json'))
assert gradescope.score == grade.score && gradescope.tests.sum { it.score } == grade.score
// The leaderboard: per heuristic with effort figures, its forced expansions (fewer is better: asc) and the share of
// the baseline's it saves (desc), each computed here again from grade.json's starts.
def columns = []
grade.heuristics.findAll { it.effortSuite != null }.each { h ->
    def starts = h.effortSuite.starts
    long forced = starts.sum { it.fBelowOptimal as long }
    def counted = starts.findAll { it.baselineFBelowOptimal > 0 }
    double saved = 100 * counted.sum { 1 - it.fBelowOptimal / it.baselineFBelowOptimal } / counted.size()
    columns << [name: "${h.name}: forced expansions".toString(), value: forced, order: 'asc']
    columns << [name: "${h.name}: % of the baseline's saved".toString(), value: saved, order: 'desc']
}
assert gradescope.leaderboard.size() == columns.size() && columns.size() == 4 : "leaderboard ${gradescope.leaderboard}"
[gradescope.leaderboard, columns].transpose().each { written, expected ->
    assert written.name == expected.name && written.order == expected.order : "leaderboard ${written} vs ${expected}"
    assert Math.abs(written.value - expected.value) <= 0.051 : "leaderboard ${written.name}: ${written.value} vs ${expected.value}"
}
def forcedOf = { String name -> gradescope.leaderboard.find { it.name == "student.$name: forced expansions" }.value }
assert forcedOf('HastyHeuristic') < forcedOf('ManhattanHeuristic') : 'an overestimate forces fewer expansions, and ranks first'

def html = gradescope.tests.findAll { it.output_format == 'html' }
def table = gradescope.tests.find { it.name == 'student.HastyHeuristic: admissible' }
assert table.output_format == 'html' && table.output.contains('<table>') : "admissible: ${table}"
def markupVerdict = gradescope.tests.find { it.name == 'student.MarkupHeuristic: verdict' }
assert markupVerdict.output_format == 'html'
assert markupVerdict.output.contains('&lt;img src=x onerror=&quot;document.title=&#39;pwned&#39;&quot;&gt;')
html.each { test ->
    def rest = test.output.replaceAll('</?(pre|p|table|tr|td|code)>', '')
    assert !rest.contains('<') && !rest.contains('>') : "markup left in ${test.name}: ${test.output.take(400)}"
}

// --- PrairieLearn -------------------------------------------------------------------------------------------------
def plFile = new File(basedir, 'target/grade/prairielearn-results.json')
assert plFile.length() < 1_000_000 : "PrairieLearn's limit is 1 MB: ${plFile.length()} bytes"
def prairieLearn = new JsonSlurper().parse(plFile)
assert prairieLearn.gradable == true && prairieLearn.format_errors == []
def hastyPart = prairieLearn.tests.find { it.name == 'student.HastyHeuristic' }
assert hastyPart.images.size() == 1 : "images ${hastyPart.images*.label}"
def image = hastyPart.images[0]
def counterexample = heuristic('HastyHeuristic').checks.admissible.counterexample
assert image.label == "smallest counterexample: h=${counterexample.estimate}, d=${counterexample.distance}".toString()
assert image.url.startsWith('data:image/svg+xml;base64,') && image.url.length() <= 65536 : "url of ${image.url.length()}"
def svg = new String(image.url.substring(image.url.indexOf(',') + 1).decodeBase64(), 'UTF-8')
assert svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') : svg.take(200)
// The drawing is of the counterexample grade.json names: its label spells the layout, rows of four.
def spelled = (counterexample.state as String).toList().collate(4)*.join().join(' ')
assert svg.contains("aria-label=\"layout ${spelled}\"") : "the image is not of ${spelled}: ${svg.take(300)}"
assert prairieLearn.tests.findAll { it.name != 'student.HastyHeuristic' }.every { it.images == [] }

// --- GitHub Classroom: the reporter's own reading (classroom-resources/autograding-grading-reporter, dist/main.js) --
def resultLine = new File(basedir, 'github-output').readLines('UTF-8').find { it.startsWith('result=') }
def classroom = new JsonSlurper().parseText(new String(resultLine.substring('result='.length()).decodeBase64(), 'UTF-8'))
// ConsoleResults: a test is ✅ exactly when status === "pass", and "Grand total tests passed" counts those.
def passedByStatus = classroom.tests.count { it.status == 'pass' }
// The check run's table (getTestScore): passed / tests × max_score. NotifyClassroom: "Points Σscore/Σmax_score".
def tableScore = passedByStatus / classroom.tests.size() * classroom.max_score
def points = "Points ${classroom.tests.sum { it.score }}/${classroom.max_score}".toString()
assert points == "Points ${grade.score}/${grade.maxScore}".toString() : points
classroom.tests.each { test ->
    assert (test.status == 'pass') == (test.score == test.max_score) : "status disagrees with the points: ${test}"
}
def manhattan = classroom.tests.find { it.name == 'student.ManhattanHeuristic' }
assert manhattan.score > 0 && manhattan.score < manhattan.max_score && manhattan.status == 'fail' : "partial: ${manhattan}"
assert passedByStatus == 0 && tableScore == 0 : 'no heuristic earned all its points, so the table shows 0 passed'
// ConsoleResults, line by line as the reporter prints them (colours left out): a name, then " - line <line_no>" unless
// line_no is 0 (a missing one prints "- line undefined"); an error's message.
def console = ['🔄 Processing: grade']
classroom.tests.each { test ->
    def line = test.line_no != 0 ? " - line ${test.line_no}" : ''
    console << (test.status == 'pass' ? "✅ ${test.name}${line}" : test.status == 'error'
            ? "Error: ${test.message ?: "Failed to run test '${test.name}'"}" : "❌ ${test.name}${line}").toString()
}
console << "Total points for grade: ${String.format(Locale.ROOT, '%.2f', tableScore as double)}/${classroom.max_score}".toString()
console << "🏆 Grand total tests passed: ${passedByStatus}/${classroom.tests.size()}".toString()
console << "notice Autograding complete: ${points}".toString()
assert console.every { !it.contains(' - line ') } : "the reporter would print a line number: ${console}"
println "What Classroom's reporter prints:\n${console.join('\n')}"

// --- In a browser -------------------------------------------------------------------------------------------------
def chromium = HeadlessChromium.find()
if (!chromium.isPresent()) {
    assert !HeadlessChromium.inContinuousIntegration() : 'CI=true but no Chromium on the PATH: .ci/run installs it'
    println 'No Chromium on the PATH: the outputs are not rendered in a browser (apt-get install chromium to check).'
    return true
}
def escape = { String text -> text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;') }
def style = '<style>body{font:14px sans-serif;margin:12px;max-width:760px}section{border:1px solid #ccc;' +
        'border-radius:4px;margin:8px 0;padding:4px 12px}h3{font-size:15px}pre{white-space:pre-wrap;' +
        'background:#f6f6f6;padding:6px}td code{padding:0 2px}</style>'
// Gradescope's test outputs: names as text; outputs as their format says, the HTML put in as it is (Gradescope would
// sanitize it too: this shows that the grader's escaping alone makes the student's markup inert).
def gradescopePage = new StringBuilder("<!doctype html><meta charset=utf-8><title>results</title>$style")
gradescope.tests.findAll { it.name.startsWith('student.HastyHeuristic: admissible') ||
        it.name.startsWith('student.MarkupHeuristic: verdict') }.each { test ->
    gradescopePage << "<section><h3>${escape(test.name)} (${test.score}/${test.max_score})</h3>"
    gradescopePage << (test.output_format == 'html' ? test.output : "<pre>${escape(test.output)}</pre>") << '</section>'
}
// PrairieLearn's pl-external-grader-results: the test's message and output as text, each image an <img>.
def plPage = new StringBuilder("<!doctype html><meta charset=utf-8><title>results</title>$style")
plPage << "<h3>Score: ${Math.round(prairieLearn.score * 100)}%</h3>"
plPage << "<section><h3>${escape(hastyPart.name)} [${hastyPart.points}/${hastyPart.max_points}]</h3>"
plPage << "<pre>${escape(hastyPart.message)}</pre>"
hastyPart.images.each { plPage << "<figure><figcaption>${escape(it.label)}</figcaption><img src=\"${it.url}\"></figure>" }
plPage << '</section>'

def screenshots = new File(basedir, '../../platform-screenshots').canonicalFile.toPath()
Files.createDirectories(screenshots)
def browser = HeadlessChromium.launch(chromium.get(), screenshots.resolve('profile'), screenshots.resolve('chromium.log'))
try {
    def page = screenshots.resolve('gradescope.html')
    Files.writeString(page, gradescopePage.toString())
    browser.viewport(800, 200, false)
    browser.load(page)
    assert browser.evaluate('document.title').asText() == 'results' : 'the student\'s script or image handler ran'
    assert browser.evaluate("document.querySelectorAll('section img, section script, section a').length").asInt() == 0
    assert browser.evaluate("document.querySelectorAll('section table td').length").asInt() >= 20 : 'the board as a table'
    assert browser.evaluate('document.body.innerText').asText().contains(markup) : 'the student\'s text shows as written'
    browser.screenshot(screenshots.resolve('gradescope.png'), 800, false)

    page = screenshots.resolve('prairielearn.html')
    Files.writeString(page, plPage.toString())
    browser.viewport(800, 200, false)
    browser.load(page)
    def size = browser.evaluate("(function () { var i = document.querySelector('figure img');" +
            " var r = i.getBoundingClientRect(); return [i.complete, i.naturalWidth, i.naturalHeight, r.left, r.top]; })()")
    assert size.get(0).asBoolean() && size.get(1).asInt() > 0 && size.get(2).asInt() > 0 : "the SVG image drew nothing: ${size}"
    // The same drawing as a PNG, as the browser rasterises it at its size: the measure of PNG against SVG.
    def pngUrlChars = { double scale ->
        'data:image/png;base64,'.length() + browser.send('Page.captureScreenshot', [format: 'png',
                clip: [x: size.get(3).asDouble(), y: size.get(4).asDouble(), width: size.get(1).asInt(),
                       height: size.get(2).asInt(), scale: scale]]).path('data').asText().length()
    }
    println "counterexample image ${size.get(1).asInt()}x${size.get(2).asInt()} px: SVG data URL ${image.url.length()}" +
            " characters, PNG data URL ${pngUrlChars(1)} characters at 1x, ${pngUrlChars(2)} at 2x"
    browser.screenshot(screenshots.resolve('prairielearn.png'), 800, false)
    assert browser.problems().isEmpty() : "browser problems: ${browser.problems()}"
} finally {
    browser.close()
}
return true
