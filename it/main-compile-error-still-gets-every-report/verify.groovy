import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
def grade = new File(basedir, 'target/grade')

// The goal ran the lifecycle itself, past the compiler's failure, to the reports; the build still fails.
expectInLog('--- maven-compiler-plugin:')
expectInLog('COMPILATION ERROR')
expectInLog('Compilation: the main sources do not compile (2 errors)')
expectInLog('  src/main/java/student/BlockedHeuristic.java:11:')
expectInLog('BUILD FAILURE')
assert !log.contains('Grading could not be done as configured') : 'a compile error is the student\'s fault, not a setup error'

// Every report is written, and none of the earlier run's is left.
['grade.json', 'index.html', 'results.json', 'TEST-heuristic-grader.xml', 'prairielearn-results.json'].each { name ->
    assert new File(grade, name).isFile() : "no $name"
}
def html = new File(grade, 'index.html').getText('UTF-8')
assert !html.contains('STALE REPORT') : 'the earlier run\'s index.html is still there'
assert html.contains('id="compilation"') && html.contains('src/main/java/student/BlockedHeuristic.java') : 'no compilation section'
assert !new File(grade, 'work/tests-earlier').exists() : 'the earlier run\'s work files are still there'

// grade.json: score 0 of everything the rubric offers (both slots and the test), with the compiler's messages.
def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
assert json.score == 0 && json.maxScore == 30 + 70 + 5 : "score ${json.score}/${json.maxScore}"
assert json.passed == false
assert json.heuristics == []
assert json.slots*.status == ['empty', 'empty'] && json.slots.every { it.message.contains('do not compile') } : "${json.slots}"
assert json.tests.outcome == 'not-run' && json.tests.message == 'the main sources do not compile' : "${json.tests.message}"
assert json.tests.maxScore == 5 && json.tests.score == 0
def compilation = json.compilation
assert compilation.outcome == 'main-failed' : "${compilation.outcome}"
assert compilation.pointsNotGraded == 0 : 'the slots carry the heuristics\' points'
assert compilation.test == []
assert compilation.main.size() == 2 : "${compilation.main}"
compilation.main.each { message ->
    assert message.file == 'src/main/java/student/BlockedHeuristic.java' && message.line == 11 : "$message"
    assert message.column instanceof Integer && message.column > 0 : "$message"
    assert message.message.startsWith('cannot find symbol\n') && message.message.contains('symbol:') : "$message"
}

// Gradescope: score 0, the maxima adding up, the file and line in the output students see.
def results = new JsonSlurper().parse(new File(grade, 'results.json'))
assert results.score == 0 && results.extra_data.max_score == 105 : "${results.score} ${results.extra_data}"
assert results.output.contains('src/main/java/student/BlockedHeuristic.java:11:') : results.output
assert results.tests.sum { it.max_score } == 105
def compiling = results.tests.find { it.name == 'compilation' }
assert compiling != null && compiling.status == 'failed' && compiling.output.contains('BlockedHeuristic.java:11:') : "$compiling"

// PrairieLearn: not charged to the student.
def prairie = new JsonSlurper().parse(new File(grade, 'prairielearn-results.json'))
assert prairie.gradable == false && prairie.score == 0 : "${prairie.gradable} ${prairie.score}"
assert prairie.output.contains('BlockedHeuristic.java:11:')

// JUnit XML: a failed compilation case.
def xml = new File(grade, 'TEST-heuristic-grader.xml').getText('UTF-8')
assert xml.contains('<testsuite name="compilation"') && xml.contains('type="main-failed"') : xml.take(600)
return true
