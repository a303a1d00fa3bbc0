import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectIn = { String where, String text, String expected ->
    assert text.contains(expected) : "$where lacks: $expected"
}

// The antrun execution did run, before the tests compiled: the grader cannot stop it, only say so.
expectIn('build.log', log, "the POM's own code runs in Maven's JVM")
expectIn('build.log', log, 'BUILD SUCCESS')

def grade = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def findings = grade.configuration.buildNotTrusted
assert findings.size() == 4 : "buildNotTrusted: $findings"
def jvmConfig = "The submission's .mvn/jvm.config gives Maven's JVM options that load code into it:" +
        " -agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=127.0.0.1:0."
def agent = "Maven's JVM runs with the agent -agentlib:jdwp=transport=dt_socket,server=y,suspend=n," +
        "address=127.0.0.1:0, which sees and can change every class it loads."
def repository = "The POM declares the plugin repository file:///nonexistent/untrusted-build-plugins, from which" +
        " Maven may load any plugin into its JVM."
def antrun = "The POM runs maven-antrun-plugin:3.1.0:run (before-the-grade) at generate-sources in Maven's JVM" +
        " before the tests compile."
assert findings == [jvmConfig, agent, repository, antrun] : "buildNotTrusted: $findings"
assert grade.configuration.locked == false

// Every report says so, each finding on a line of its own that starts "Build not trusted: ".
def lines = findings.collect { "Build not trusted: $it" }
// The page escapes markup and the summary Markdown's punctuation: read both back as text.
def html = new File(basedir, 'target/grade/index.html').text.replace('&#39;', "'").replace('&apos;', "'")
        .replace('&quot;', '"').replace('&lt;', '<').replace('&gt;', '>').replace('&amp;', '&')
def gradescope = new JsonSlurper().parse(new File(basedir, 'target/grade/results.json'))
def prairieLearn = new JsonSlurper().parse(new File(basedir, 'target/grade/prairielearn-results.json'))
def summary = new File(basedir, 'step-summary.md').getText('UTF-8').replace('\\', '')
for (String line : lines) {
    expectIn('build.log', log, "[INFO] $line")
    expectIn('index.html', html, "<p class=\"not-trusted\">$line</p>")
    expectIn('results.json output', gradescope.output, line)
    expectIn('prairielearn-results.json output', prairieLearn.output, line)
    expectIn('the step summary', summary, line)
}
expectIn('prairielearn-results.json message', prairieLearn.message, 'Build not trusted: see the output.')
return true
