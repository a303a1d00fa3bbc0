import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD SUCCESS')
expectInLog('Tests: completed, 30/30 points - 2 tests: 2 successful')

def json = new JsonSlurper().parse(new File(basedir, 'student/target/grade/grade.json'))
def tests = json.tests
assert tests.outcome == 'completed' : "outcome ${tests.outcome}: ${tests.message}"
// The project has no JUnit at all: the launcher took the Platform version of the instructor's JUnit.
assert tests.platformVersion == '1.13.4' : "platformVersion ${tests.platformVersion}"
assert tests.results*.className == ['hidden.HiddenHeuristicTest', 'hidden.HiddenHeuristicTest'] : "${tests.results*.className}"
assert tests.results.every { it.source == 'instructor' && it.status == 'successful' } : "${tests.results}"
assert tests.results.find { it.methodName == 'doesNotOverestimateTheClassicStart' }.tags == ['exam']
def points = tests.points.collectEntries { [(it.kind + ' ' + it.name): [it.earned, it.possible]] }
assert points == ['class hidden.HiddenHeuristicTest': [20, 20], 'tag exam': [10, 10]] : "points $points"
assert json.score == 75 + 30 && json.maxScore == 100 + 30 : "score ${json.score}/${json.maxScore}"

// results.json: the hidden tests' entries reach students only when the grades are published.
def results = new JsonSlurper().parse(new File(basedir, 'student/target/grade/results.json'))
def hidden = results.tests.findAll { it.name in ['class hidden.HiddenHeuristicTest', 'tag exam'] }
assert hidden*.visibility == ['after_published', 'after_published'] : "${hidden.collect { [it.name, it.visibility] }}"
assert hidden*.status == ['passed', 'passed'] : "${hidden.collect { [it.name, it.status] }}"

// grade.json records the SHA-256 of the instructor jar that ran (the one installed by the build's first module)
// and of the rubric file, unlocked as much as locked.
def sha256 = { File file -> java.security.MessageDigest.getInstance('SHA-256').digest(file.bytes).encodeHex().toString() }
def jar = new File(basedir, 'instructor-tests/target/instructor-hidden-tests-1.0.jar')
assert json.configuration.locked == false : "configuration ${json.configuration}"
assert json.configuration.instructorTests == [[artifact: 'io.github.heuristicgrader.it:instructor-hidden-tests:1.0',
        fileName: 'instructor-hidden-tests-1.0.jar', sha256: sha256(jar)]] : "${json.configuration.instructorTests}"
assert json.configuration.rubric.sha256 == sha256(new File(basedir, 'student/rubric.json')) : "${json.configuration.rubric}"
