import groovy.json.JsonSlurper
import java.nio.file.Files
import java.nio.file.LinkOption

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// Unsandboxed, its constructor made the FIFOs (and said so in target/fifo-attacks.txt). Yet Maven finished and wrote
// every report in their place.
expectInLog('student.FifoHeuristic: passed, ')
expectInLog('BUILD SUCCESS')
def grade = new File(basedir, 'target/grade')
for (name in ['grade.json', 'index.html', 'results.json', 'TEST-heuristic-grader.xml']) {
    assert Files.isRegularFile(new File(grade, name).toPath(), LinkOption.NOFOLLOW_LINKS) : "$name is no regular file"
}
assert !grade.list().any { it.endsWith('.tmp') } : "temporary report files left: ${grade.list()}"

def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
def heuristic = json.heuristics.find { it.name == 'student.FifoHeuristic' }
assert heuristic != null && heuristic.verdict == 'passed' : "heuristics ${json.heuristics*.name}"
def results = new JsonSlurper().parse(new File(grade, 'results.json'))
assert results.score == json.score : "results.json score ${results.score}, grade.json ${json.score}"

// Only the unsandboxed run's FIFOs reached the project.
def attacks = new File(basedir, 'target/fifo-attacks.txt')
assert attacks.isFile() && attacks.readLines() == ['FIFOs made'] : "attacks that reached the project: ${attacks.isFile() ? attacks.readLines() : 'none'}"

// With the sandbox, the host's files are out of the heuristic's reach: whatever it made, it made in its own view
// (read-only, or a private tmpfs where the project lies under /tmp). The first run's reports in target/grade, which
// the second run's heuristic went for and nothing else rewrote, are still the first run's regular files; the second
// run wrote its own reports in target/grade-sandboxed.
for (name in ['grade.json', 'results.json']) {
    assert Files.isRegularFile(new File(grade, name).toPath(), LinkOption.NOFOLLOW_LINKS) : "the sandboxed heuristic replaced $name"
}
assert new JsonSlurper().parse(new File(grade, 'grade.json')).sandbox.active == false : 'target/grade was rewritten'
def sandboxed = new File(basedir, 'target/grade-sandboxed')
for (name in ['grade.json', 'index.html', 'results.json', 'TEST-heuristic-grader.xml']) {
    assert Files.isRegularFile(new File(sandboxed, name).toPath(), LinkOption.NOFOLLOW_LINKS) : "sandboxed $name is no regular file"
}
def sandboxedJson = new JsonSlurper().parse(new File(sandboxed, 'grade.json'))
assert sandboxedJson.sandbox.active == true : "the sandbox was not active: ${sandboxedJson.sandbox}"
