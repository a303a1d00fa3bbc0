import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD SUCCESS')
expectInLog('student code runs in bubblewrap')
expectInLog('student code runs as an unprivileged user of its own')

// The forger sleeps 4 s after the heuristic's construction; give it more than that after Maven ended.
Thread.sleep(7000)

def ps = ['ps', '-eo', 'args'].execute().text
assert !ps.contains('sleep 4; echo') : 'the detached forger outlived the grade'

def checkRun = { String directory, String isolation ->
    def json = new JsonSlurper().parse(new File(basedir, "$directory/grade.json"))
    def results = new File(basedir, "$directory/results.json")
    def gradescope = new JsonSlurper().parse(results)
    assert gradescope.forged == null : "results.json was forged: ${results.text}"
    assert gradescope.score == json.score : "results.json gives ${gradescope.score}, grade.json ${json.score}"
    assert json.sandbox.active == true && json.sandbox.isolation == isolation : "sandbox: ${json.sandbox}"
    def heuristic = json.heuristics.find { it.name == 'student.ForgingHeuristic' }
    assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
    assert heuristic.verdict == 'passed' : "verdict ${heuristic.verdict}: ${heuristic.message}"
}
checkRun('target/grade', 'bubblewrap')
checkRun('target/grade-user', 'user')
