import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD FAILURE')
expectInLog('student.ManhattanHeuristic: passed, ')
expectInLog('student.CarelessHeuristic: threw, ')
expectInLog('student.QuittingHeuristic: crashed, ')
// The console names the exception and the student's line, and draws the layout it was thrown on.
expectInLog('  threw java.lang.IndexOutOfBoundsException')
expectInLog(' at CarelessHeuristic.java:12, on this layout:')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def byName = json.heuristics.collectEntries { [(it.name): it] }
assert byName.keySet() == ['student.CarelessHeuristic', 'student.ManhattanHeuristic', 'student.QuittingHeuristic'] as Set : "graded ${byName.keySet()}"

// The good one is graded in full beside the broken ones.
def good = byName['student.ManhattanHeuristic']
assert good.verdict == 'passed' : "verdict ${good.verdict}: ${good.message}"
assert good.checks.admissible.passed == true
assert good.effort.size() == json.domains[0].suite.size() && good.effort.every { it.optimal } : "effort ${good.effort}"

// The careless one throws on some layouts: the first one and the student's frames are in the report.
def careless = byName['student.CarelessHeuristic']
assert careless.verdict == 'threw' : "verdict ${careless.verdict}: ${careless.message}"
assert careless.failure.kind == 'exception'
assert careless.failure.state.length() == 20 : "layout ${careless.failure.state}"
assert careless.failure.detail.contains('IndexOutOfBoundsException') : careless.failure.detail
assert careless.failure.detail.contains('student.CarelessHeuristic.estimate') : careless.failure.detail
assert careless.checks.wellFormed.failed > 0 && careless.checks.wellFormed.firstFailed == careless.failure.state
assert careless.score == 0 : "score ${careless.score}: checks on the layouts it answered earn nothing"

// The quitting one ends its JVM: the exit code, the layout and what it printed are in the report.
def quitting = byName['student.QuittingHeuristic']
assert quitting.verdict == 'crashed' : "verdict ${quitting.verdict}: ${quitting.message}"
assert quitting.failure.kind == 'exit' : "kind ${quitting.failure.kind}"
assert quitting.failure.detail == 'exit code 3' : quitting.failure.detail
assert quitting.failure.state != null && quitting.failure.state.length() == 20 : "layout ${quitting.failure.state}"
assert quitting.failure.output.contains('I give up') : "output ${quitting.failure.output}"

assert new File(basedir, 'target/grade/index.html').isFile() : 'no index.html'
