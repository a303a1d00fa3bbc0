import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD SUCCESS')
def grade = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
assert grade.passed == true : "passed ${grade.passed}"

// GITHUB_OUTPUT: what the step wrote before stays, then result=<Base64 of the reporter's JSON>, once.
def lines = new File(basedir, 'github-output').readLines('UTF-8')
assert lines[0] == 'earlier=value' && lines[1].startsWith('result=') : "first lines ${lines.take(2)*.take(20)}"
def results = lines.findAll { it.startsWith('result=') }
assert results.size() == 1 : "result lines: ${results.size()}"
def classroom = new JsonSlurper().parseText(new String(results[0].substring('result='.length()).decodeBase64(), 'UTF-8'))
assert classroom.keySet() as List == ['version', 'status', 'max_score', 'tests'] : "fields ${classroom.keySet()}"
assert classroom.version == 1 && classroom.status == 'pass' : "version ${classroom.version}, status ${classroom.status}"
assert classroom.max_score == grade.maxScore : "max_score ${classroom.max_score}, grade.json ${grade.maxScore}"
assert classroom.tests*.name == ['student.ManhattanHeuristic'] : "tests ${classroom.tests*.name}"
assert classroom.tests.sum { it.score } == grade.score : "tests add up to ${classroom.tests.sum { it.score }}"
assert classroom.tests.sum { it.max_score } == grade.maxScore

// The annotation Classroom reads: at the start of a line (not after "[INFO] "), exactly once.
def annotation = "::notice title=Autograding complete::Points ${grade.score}/${grade.maxScore}".toString()
def annotations = log.readLines().findAll { it.contains('::notice') }
assert annotations == [annotation] : "annotation lines ${annotations}"

// PrairieLearn: its own file, the score as a ratio, gradable.
def prairieLearn = new JsonSlurper().parse(new File(basedir, 'target/grade/prairielearn-results.json'))
assert prairieLearn.gradable == true : "gradable ${prairieLearn.gradable}"
assert Math.abs(prairieLearn.score - grade.score / grade.maxScore) < 1e-9 : "score ${prairieLearn.score}"
assert prairieLearn.tests*.points.sum() == grade.score && prairieLearn.tests*.max_points.sum() == grade.maxScore
