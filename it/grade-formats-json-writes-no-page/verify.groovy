import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD SUCCESS')
def grade = new File(basedir, 'target/grade')
def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
assert json.passed == true : "passed ${json.passed}"
assert json.heuristics*.name == ['student.ManhattanHeuristic'] : "heuristics graded: ${json.heuristics*.name}"
// The log leads to the report there is: grade.json, there being no page.
assert log =~ /Score: \d+\/\d+\. Report: \S*\/target\/grade\/grade\.json/ : 'the log leads to no grade.json'
assert !log.contains('index.html') : 'the log names a page that was not written'
// Only grade.json: the earlier run's page and CI files are gone, none written anew.
def files = grade.listFiles().findAll { it.isFile() }*.name.sort()
assert files == ['grade.json'] : "files in target/grade: $files"
