import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// A failing test costs its points and nothing more: no minimum is set, so the build passes.
expectInLog('BUILD SUCCESS')
expectInLog('Tests: completed, 5/25 points - 2 tests: 1 successful, 1 failed')
expectInLog('  failed student.ManhattanHeuristicTest#isTheExactDistanceOfTheClassicStart: '
        + 'org.opentest4j.AssertionFailedError: 横刀立马 ==> expected: <116> but was: <3>')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def tests = json.tests
assert tests.outcome == 'completed' : "outcome ${tests.outcome}: ${tests.message}"
// The launcher ran at the version of the project's JUnit Platform engine (junit-jupiter 5.13.4 → Platform 1.13.4).
assert tests.platformVersion == '1.13.4' : "platformVersion ${tests.platformVersion}"
assert [tests.total, tests.successful, tests.failed] == [2, 1, 1] : "counts ${tests.total} ${tests.successful} ${tests.failed}"
def byMethod = tests.results.collectEntries { [(it.methodName): it] }
assert byMethod.isZeroAtAGoal.status == 'successful' && byMethod.isZeroAtAGoal.source == 'project'
def failed = byMethod.isTheExactDistanceOfTheClassicStart
assert failed.status == 'failed' : "status ${failed.status}"
assert failed.failure.contains('at student.ManhattanHeuristicTest.isTheExactDistanceOfTheClassicStart(ManhattanHeuristicTest.java:') : failed.failure
assert failed.durationMillis != null
def points = tests.points.collectEntries { [(it.name): [it.earned, it.possible]] }
assert points == ['student.ManhattanHeuristicTest#isTheExactDistanceOfTheClassicStart': [0, 20],
                  'student.ManhattanHeuristicTest#isZeroAtAGoal': [5, 5]] : "points $points"
// Manhattan earns 75 of 100 as a heuristic; with the tests, 80 of 125.
assert json.score == 80 && json.maxScore == 125 : "score ${json.score}/${json.maxScore}"
assert json.passed == true

// results.json: one Gradescope test per test points entry, with the failing test's failure; no test run, as it completed.
def results = new JsonSlurper().parse(new File(basedir, 'target/grade/results.json'))
assert results.tests.sum { it.score } == json.score && results.tests.sum { it.max_score } == json.maxScore : 'sums'
assert !results.tests*.name.contains('test run') : "${results.tests*.name}"
def gradescope = results.tests.collectEntries { [(it.name): it] }
def zero = gradescope['test student.ManhattanHeuristicTest#isZeroAtAGoal']
assert [zero?.score, zero?.max_score, zero?.status, zero?.visibility] == [5, 5, 'passed', 'visible'] : "$zero"
def exact = gradescope['test student.ManhattanHeuristicTest#isTheExactDistanceOfTheClassicStart']
assert [exact?.score, exact?.max_score, exact?.status] == [0, 20, 'failed'] : "$exact"
assert exact.output.contains('\n\nfailed student.ManhattanHeuristicTest#isTheExactDistanceOfTheClassicStart:\n'
        + 'org.opentest4j.AssertionFailedError: 横刀立马 ==> expected: <116> but was: <3>') : exact.output
assert results.output.contains('\nTests: completed, 5/25 points - 2 tests: 1 successful, 1 failed') : results.output

// TEST-*.xml: a suite 'tests' with a test case per test, the failing one a <failure>; valid against the schema.
def report = new File(basedir, 'target/grade/TEST-heuristic-grader.xml')
def xsd = new File(basedir, '../../../heuristic-grader-core/src/test/resources/junit-xml/junit.xsd')
javax.xml.validation.SchemaFactory.newInstance(javax.xml.XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd)
        .newValidator().validate(new javax.xml.transform.stream.StreamSource(report))
def suites = new groovy.xml.XmlSlurper().parse(report).testsuite
def testsSuite = suites.find { it.@name == 'tests' }
assert testsSuite.@tests == '2' && testsSuite.@failures == '1' && testsSuite.@errors == '0' : "tests suite ${testsSuite.attributes()}"
def cases = testsSuite.testcase.collectEntries { [(it.@name.text()): it] }
assert cases.keySet() == ['isTheExactDistanceOfTheClassicStart', 'isZeroAtAGoal'] as Set : "${cases.keySet()}"
assert cases.values().every { it.@classname == 'student.ManhattanHeuristicTest' }
def failure = cases.isTheExactDistanceOfTheClassicStart.failure
assert failure.@type == 'failed' && failure.@message.text().contains('expected: <116> but was: <3>') : "${failure.attributes()}"
assert cases.isZeroAtAGoal.children().size() == 0 : 'the passing test case holds nothing'
