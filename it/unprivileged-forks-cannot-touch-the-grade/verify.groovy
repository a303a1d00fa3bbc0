import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// Maven outlived the attempts to kill it, and graded.
expectInLog('student code runs as an unprivileged user of its own')
expectInLog('BUILD SUCCESS')

// The detached forger sleeps 3 s; give it more than that after Maven ended.
Thread.sleep(6000)
def processes = ['ps', '-eo', 'uid=,stat=,args='].execute().text.readLines()*.trim().findAll { !it.isEmpty() }
def alive = processes.collect { it.split(/\s+/, 3) }.findAll { !it[1].startsWith('Z') }
// Its sleep 300 (the heuristic's) and sleep 301 (the test's) ran as fork users; other builds on the machine may sleep too.
def forkUsers = alive.findAll { (it[0] as long) in 60000L..60999L }
assert forkUsers == [] : "processes of the fork users are left: $forkUsers"

def grade = new File(basedir, 'target/grade')
def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
assert json.sandbox.isolation == 'user' && json.sandbox.active == true && json.sandbox.mode == 'user' : "sandbox: ${json.sandbox}"
def heuristic = json.heuristics.find { it.name == 'student.VandalHeuristic' }
assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
assert heuristic.verdict == 'passed' : "verdict ${heuristic.verdict}: ${heuristic.message}"
// What it printed is in its live status, kept in its directory.
def printed = ''
new File(grade, 'work').eachDirMatch(~/VandalHeuristic-.*/) { printed += new File(it, 'status.bin').getText('ISO-8859-1') }
['grade.json: refused java.nio.file.AccessDeniedException', 'worker jar: refused java.nio.file.AccessDeniedException'].each {
    assert printed.contains(it) : "the heuristic's output lacks: $it"
}

// The student's tests pass only where their attacks were refused.
def tests = json.tests
assert tests.outcome == 'completed' : "outcome ${tests.outcome}: ${tests.message}"
def statuses = tests.results.collectEntries { [(it.methodName): it.status] }
assert statuses == [cannotWriteTheReport: 'successful', cannotWriteTheWorkerJar: 'successful',
                    cannotKillMaven: 'successful', leavesAProcessRunning: 'successful'] : "tests: $statuses"

// Every report is the grader's, and agrees with grade.json.
def results = new JsonSlurper().parse(new File(grade, 'results.json'))
assert results.score == json.score : "results.json gives ${results.score}, grade.json ${json.score}"
def jar = new File(grade, 'work/classpath/heuristic-grader-worker.jar')
assert jar.bytes.length > 1000 && !jar.text.startsWith('forged') : 'the worker jar was rewritten'
// Each fork's directory was taken back once it ended, so that no later fork with the same id can read it.
new File(grade, 'work').eachDir {
    def owner = java.nio.file.Files.getAttribute(it.toPath(), 'unix:uid', java.nio.file.LinkOption.NOFOLLOW_LINKS)
    assert owner == 0 : "${it.name} is owned by uid $owner"
}
// Nothing was written into the forks' directories after they ended.
def late = []
new File(grade, 'work').eachFileRecurse { if (it.name in ['late.txt', 'result.bin']) late << it }
assert late == [] : "written after the fork ended: $late"
