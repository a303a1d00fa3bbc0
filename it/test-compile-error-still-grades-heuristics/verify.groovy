import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
def grade = new File(basedir, 'target/grade')

expectInLog('COMPILATION ERROR')
expectInLog('Compilation: the test sources do not compile (1 error)')
expectInLog('  src/test/java/student/ManhattanHeuristicTest.java:14:')
expectInLog('student.ManhattanHeuristic: passed, ')
expectInLog('BUILD FAILURE')

['grade.json', 'index.html', 'results.json', 'TEST-heuristic-grader.xml', 'prairielearn-results.json'].each { name ->
    assert new File(grade, name).isFile() : "no $name"
}
assert !new File(grade, 'index.html').getText('UTF-8').contains('STALE REPORT') : 'the earlier run\'s index.html is still there'

// The heuristic, a record inside, compiled with the POM's release 17, and was graded as usual; the tests earn 0 of 25.
def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
assert json.heuristics*.name == ['student.ManhattanHeuristic']
def manhattan = json.heuristics[0]
assert manhattan.verdict == 'passed' && manhattan.score > 0 : "${manhattan.verdict} ${manhattan.score}"
assert json.tests.outcome == 'not-run' && json.tests.message == 'the test sources do not compile' : "${json.tests.message}"
assert json.tests.score == 0 && json.tests.maxScore == 25
assert json.score == manhattan.score && json.maxScore == manhattan.maxScore + 25 : "score ${json.score}/${json.maxScore}"
assert json.passed == false
def compilation = json.compilation
assert compilation.outcome == 'tests-failed' && compilation.main == [] && compilation.pointsNotGraded == 0 : "$compilation"
assert compilation.test.size() == 1
assert compilation.test[0].file == 'src/test/java/student/ManhattanHeuristicTest.java' && compilation.test[0].line == 14 : "${compilation.test}"
assert compilation.test[0].message.contains("';' expected") : "${compilation.test}"

def results = new JsonSlurper().parse(new File(grade, 'results.json'))
assert results.score == json.score && results.extra_data.max_score == json.maxScore
assert results.output.contains('src/test/java/student/ManhattanHeuristicTest.java:14:') : results.output
assert results.tests.sum { it.max_score } == json.maxScore
assert results.tests.sum { it.score } == json.score
def prairie = new JsonSlurper().parse(new File(grade, 'prairielearn-results.json'))
assert prairie.gradable == false
return true
