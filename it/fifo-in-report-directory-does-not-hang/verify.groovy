import groovy.json.JsonSlurper
import java.nio.file.Files
import java.nio.file.LinkOption

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// Passed, not not-loadable: its constructor made the FIFOs. Yet Maven finished and wrote every report in their place.
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

// With the sandbox, nothing but the fork's own directory is writable to the heuristic: the FIFOs were never made,
// and the heuristic that insisted on them could not be constructed. Every report is written all the same.
def sandboxed = new File(basedir, 'target/grade-sandboxed')
for (name in ['grade.json', 'index.html', 'results.json', 'TEST-heuristic-grader.xml']) {
    assert Files.isRegularFile(new File(sandboxed, name).toPath(), LinkOption.NOFOLLOW_LINKS) : "sandboxed $name is no regular file"
}
def sandboxedJson = new JsonSlurper().parse(new File(sandboxed, 'grade.json'))
assert sandboxedJson.sandbox.active == true : "the sandbox was not active: ${sandboxedJson.sandbox}"
def refused = sandboxedJson.heuristics.find { it.name == 'student.FifoHeuristic' }
assert refused.verdict == 'not-loadable' : "sandboxed verdict ${refused.verdict}: ${refused.message}"
assert refused.failure.detail.contains('Read-only file system') : refused.failure.detail
