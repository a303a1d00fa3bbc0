import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD SUCCESS')
expectInLog('student code runs in bubblewrap')

// The forger sleeps 4 s after the heuristic's construction; give it more than that after Maven ended.
Thread.sleep(7000)

def ps = ['ps', '-eo', 'args'].execute().text
assert !ps.contains('sleep 4; echo') : 'the detached forger outlived the grade'

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def results = new File(basedir, 'target/grade/results.json')
def gradescope = new JsonSlurper().parse(results)
assert gradescope.forged == null : "results.json was forged: ${results.text}"
assert gradescope.score == json.score : "results.json gives ${gradescope.score}, grade.json ${json.score}"
assert json.sandbox.active == true : "sandbox: ${json.sandbox}"
def heuristic = json.heuristics.find { it.name == 'student.ForgingHeuristic' }
assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
assert heuristic.verdict == 'passed' : "verdict ${heuristic.verdict}: ${heuristic.message}"
