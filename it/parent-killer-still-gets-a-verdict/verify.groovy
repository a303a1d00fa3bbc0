import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('student code runs in bubblewrap')
expectInLog('student code runs as an unprivileged user of its own')
expectInLog('student.ParentKillingHeuristic')
expectInLog('BUILD SUCCESS')

def checkRun = { String directory, String isolation ->
    def grade = new File(basedir, directory)
    ['grade.json', 'index.html', 'results.json', 'TEST-heuristic-grader.xml'].each { name ->
        assert new File(grade, name).isFile() : "no $directory/$name"
    }
    def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
    assert json.sandbox.active == true && json.sandbox.isolation == isolation : "sandbox: ${json.sandbox}"
    def heuristic = json.heuristics.find { it.name == 'student.ParentKillingHeuristic' }
    assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
    assert heuristic.verdict == 'passed' : "verdict ${heuristic.verdict}: ${heuristic.message}"
    assert new File(grade, 'results.json').text.contains('ParentKillingHeuristic')
}
checkRun('target/grade', 'bubblewrap')
// As a user of its own, it sees Maven and every ancestor but may signal none of them.
checkRun('target/grade-user', 'user')
