import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
def grade = new File(basedir, 'target/grade')

expectInLog('Compilation: the project has no main sources where Maven compiles them (2 .java files lie elsewhere')
expectInLog('  ManhattanHeuristic.java: not compiled: Maven compiles main sources from src/main/java only; move this'
        + ' file to src/main/java/student/ManhattanHeuristic.java')
expectInLog('BUILD FAILURE')

['grade.json', 'index.html', 'results.json', 'TEST-heuristic-grader.xml', 'prairielearn-results.json'].each { name ->
    assert new File(grade, name).isFile() : "no $name"
}
assert !new File(grade, 'index.html').getText('UTF-8').contains('STALE REPORT') : 'the earlier run\'s index.html is still there'

// No rubric, no named class: the maximum is one heuristic's points, all lost; not 0/0.
def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
assert json.score == 0 && json.maxScore == 100 : "score ${json.score}/${json.maxScore}"
assert json.passed == false && json.heuristics == []
def compilation = json.compilation
assert compilation.outcome == 'no-main-sources' && compilation.pointsNotGraded == 100 : "$compilation"
assert compilation.main*.file == ['ManhattanHeuristic.java', 'src/BlockedHeuristic.java'] : "${compilation.main}"
assert compilation.main*.line == [null, null]
assert compilation.main[1].message.endsWith('move this file to src/main/java/student/blocked/BlockedHeuristic.java') : "${compilation.main[1]}"

def results = new JsonSlurper().parse(new File(grade, 'results.json'))
assert results.score == 0 && results.extra_data.max_score == 100
assert results.output.contains('src/main/java/student/ManhattanHeuristic.java') : results.output
assert results.tests.sum { it.max_score } == 100
def prairie = new JsonSlurper().parse(new File(grade, 'prairielearn-results.json'))
assert prairie.gradable == false
return true
