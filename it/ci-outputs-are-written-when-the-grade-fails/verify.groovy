import groovy.json.JsonSlurper
import javax.xml.XMLConstants
import javax.xml.parsers.DocumentBuilderFactory
import javax.xml.transform.stream.StreamSource
import javax.xml.validation.SchemaFactory

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD FAILURE')
expectInLog('student.DoubledManhattanHeuristic: inadmissible, ')

def grade = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def names = ['student.DoubledManhattanHeuristic', 'student.ManhattanHeuristic', 'student.QuittingHeuristic']
assert grade.heuristics*.name == names : "graded ${grade.heuristics*.name}"

// results.json: the fields Gradescope reads, with sums that agree with grade.json.
def results = new JsonSlurper().parse(new File(basedir, 'target/grade/results.json'))
assert results.score instanceof Number && results.score == grade.score : "score ${results.score}, grade.json ${grade.score}"
assert results.execution_time instanceof Number && results.execution_time >= 0 : "execution_time ${results.execution_time}"
assert results.output instanceof String && results.output.startsWith("Score: ${grade.score}/${grade.maxScore}.") : results.output
assert ['output_format', 'test_output_format', 'test_name_format'].every { results[it] == 'text' } : "formats of ${results.keySet()}"
assert results.tests instanceof List && results.tests.size() == 3 * 7 : "${results.tests?.size()} tests"
results.tests.each { test ->
    assert test.name instanceof String && test.output instanceof String : "test ${test}"
    assert test.score instanceof Number && test.max_score instanceof Number : "test ${test.name}: ${test.score}/${test.max_score}"
    assert 0 <= test.score && test.score <= test.max_score : "test ${test.name}: ${test.score}/${test.max_score}"
    assert test.status in ['passed', 'failed'] : "test ${test.name}: status ${test.status}"
    assert test.visibility in ['hidden', 'after_due_date', 'after_published', 'visible'] : "test ${test.name}: ${test.visibility}"
}
assert results.tests.sum { it.score } == results.score : "tests add up to ${results.tests.sum { it.score }}"
assert results.tests.sum { it.max_score } == grade.maxScore : "maxima add up to ${results.tests.sum { it.max_score }}"
assert results.extra_data.max_score == grade.maxScore && results.extra_data.passed == false : "extra_data ${results.extra_data}"
def admissible = results.tests.find { it.name == 'student.DoubledManhattanHeuristic: admissible' }
assert admissible != null && admissible.status == 'failed' && admissible.score == 0 : "admissible ${admissible}"
assert admissible.output.contains('Smallest counterexample: h=') : admissible.output
assert results.tests.find { it.name == 'student.ManhattanHeuristic: verdict' }?.status == 'passed'
assert results.tests.find { it.name == 'student.QuittingHeuristic: verdict' }?.output?.contains('I give up')

// TEST-*.xml: valid against the JUnit schema of the project's tests, one suite per heuristic, counts that agree.
def reports = new File(basedir, 'target/grade').listFiles().findAll { it.name ==~ /TEST-.*\.xml/ }
assert reports*.name == ['TEST-heuristic-grader.xml'] : "JUnit reports ${reports*.name}"
def xsd = new File(basedir, '../../../heuristic-grader-core/src/test/resources/junit-xml/junit.xsd')
assert xsd.isFile() : "no schema at ${xsd.canonicalPath}"
SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd).newValidator()
        .validate(new StreamSource(reports[0]))

def factory = DocumentBuilderFactory.newInstance()
factory.setFeature('http://apache.org/xml/features/disallow-doctype-decl', true)
def root = factory.newDocumentBuilder().parse(reports[0]).documentElement
def elements = { node, String tag -> (0..<node.childNodes.length).collect { node.childNodes.item(it) }.findAll { it.nodeName == tag } }
def suites = elements(root, 'testsuite')
assert suites.collect { it.getAttribute('name') } == names : "suites ${suites.collect { it.getAttribute('name') }}"
// The project has no tests and the rubric gives them no points: no suite for them, no Gradescope test either.
def outcome = { testCase -> ['failure', 'error', 'skipped'].find { !elements(testCase, it).isEmpty() } ?: 'passed' }
def totals = [tests: 0, failure: 0, error: 0]
def outcomes = [:]
suites.each { suite ->
    def cases = elements(suite, 'testcase')
    def counted = cases.countBy { outcome(it) }
    assert suite.getAttribute('tests') == "${cases.size()}" : "${suite.getAttribute('name')}: tests=${suite.getAttribute('tests')}"
    assert suite.getAttribute('failures') == "${counted.failure ?: 0}" : "${suite.getAttribute('name')}: failures"
    assert suite.getAttribute('errors') == "${counted.error ?: 0}" : "${suite.getAttribute('name')}: errors"
    assert suite.getAttribute('skipped') == "${counted.skipped ?: 0}" : "${suite.getAttribute('name')}: skipped"
    totals.tests += cases.size()
    totals.failure += counted.failure ?: 0
    totals.error += counted.error ?: 0
    outcomes[suite.getAttribute('name')] = cases.collectEntries { [(it.getAttribute('name')): outcome(it)] }
}
assert root.getAttribute('tests') == "${totals.tests}" && root.getAttribute('failures') == "${totals.failure}"
assert root.getAttribute('errors') == "${totals.error}"
def checks = ['wellFormed', 'goalZero', 'admissible', 'consistent', 'dominance', 'repeatable', 'effort']
assert outcomes['student.ManhattanHeuristic'].verdict == 'passed' : "${outcomes['student.ManhattanHeuristic']}"
assert outcomes['student.ManhattanHeuristic'].admissible == 'passed'
assert outcomes['student.DoubledManhattanHeuristic'].verdict == 'failure'
assert outcomes['student.DoubledManhattanHeuristic'].admissible == 'failure'
assert outcomes['student.QuittingHeuristic'].verdict == 'error' : "${outcomes['student.QuittingHeuristic']}"
assert checks.every { outcomes['student.QuittingHeuristic'][it] == 'skipped' } : "${outcomes['student.QuittingHeuristic']}"

// GITHUB_STEP_SUMMARY: the Markdown is appended after what earlier steps wrote.
def summary = new File(basedir, 'step-summary.md').getText('UTF-8')
assert summary.startsWith('# Earlier step\n\nBuilt.\n\n## Huarongdao heuristics: ') : summary.take(200)
assert summary.contains("## Huarongdao heuristics: ${grade.score}/${grade.maxScore} points") : summary.take(200)
names.each { name -> assert summary.contains("\n### ${name}: ") : "no section for $name" }
assert summary.contains(' inadmissible | ') && summary.contains(' crashed | ') : summary
assert summary =~ /(?s)Admissibility, smallest counterexample: h=\d+, d=\d+ [^\n]*\n\n```text\n([12<>^v.]{4}\n){5}```\n/ : summary
assert summary.contains('\n### Tests: not-run\n\nthe project has no test classes') : summary
