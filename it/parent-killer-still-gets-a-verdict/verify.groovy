import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('student code runs in bubblewrap')
expectInLog('student.ParentKillingHeuristic')
expectInLog('BUILD SUCCESS')

def grade = new File(basedir, 'target/grade')
['grade.json', 'index.html', 'results.json', 'TEST-heuristic-grader.xml'].each { name ->
    assert new File(grade, name).isFile() : "no $name"
}
def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
assert json.sandbox.active == true : "sandbox: ${json.sandbox}"
def heuristic = json.heuristics.find { it.name == 'student.ParentKillingHeuristic' }
assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
assert heuristic.verdict == 'passed' : "verdict ${heuristic.verdict}: ${heuristic.message}"
assert new File(grade, 'results.json').text.contains('ParentKillingHeuristic')
