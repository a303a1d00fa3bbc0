import groovy.json.JsonSlurper
import java.security.MessageDigest

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
assert !log.contains('Grading is skipped') : 'the POM skipped grading despite the lock'
assert log.contains('Configuration locked by grade.lockedRubric') : 'build.log lacks the lock'
// failOnViolation=false in the POM and in .mvn/jvm.config: ignored, the inadmissible heuristic fails the build.
assert log.contains('The grade fails:') && log.contains('BUILD FAILURE') : 'build.log lacks the failed grade'

def rubricFile = new File(basedir, '../locked-rubric-overrides-the-student-pom.rubric.yaml').canonicalFile
def sha256 = MessageDigest.getInstance('SHA-256').digest(rubricFile.bytes).encodeHex().toString()

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def configuration = json.configuration
assert configuration.locked == true : "configuration ${configuration}"
assert configuration.rubric.path == rubricFile.path : "rubric ${configuration.rubric}"
assert configuration.rubric.sha256 == sha256 : "rubric ${configuration.rubric}, file's SHA-256 ${sha256}"
assert configuration.instructorTests == [] : "instructor tests ${configuration.instructorTests}"
def ignored = configuration.ignored.collect { "${it.parameter}=${it.value} (${it.source})".toString() }
[
    'points=<admissible>1000</admissible> (pom)',
    'skip=true (pom)',
    'failOnViolation=false (pom)',
    'minimumScore=0 (pom)',
    'sandbox=off (pom)',
    'heuristics=student.ManhattanHeuristic (pom)',
    'grade.minimumScore=0 (properties)',
    'grade.skip=true (properties)',
    'grade.failOnViolation=false (system)',
].each { assert ignored.contains(it) : "ignored lacks ${it}: ${ignored}" }

// The instructor's points, not the student's 1000; the default sandbox, not the student's off.
def heuristic = { String name ->
    def found = json.heuristics.find { it.name == name }
    assert found != null : "heuristics graded: ${json.heuristics*.name}"
    found
}
def manhattan = heuristic('student.ManhattanHeuristic')
def admissible = manhattan.points.find { it.item == 'admissible' }
assert admissible.possible == 60 && admissible.earned == 60 : "admissible ${admissible}"
assert manhattan.maxScore == 100 : "maxScore ${manhattan.maxScore}"
def doubled = heuristic('student.DoubledManhattanHeuristic')
assert doubled.verdict == 'inadmissible' : "verdict ${doubled.verdict}"
assert json.maxScore == 200 : "maxScore ${json.maxScore}"
assert json.passed == false : 'the grade passed'
assert json.sandbox.mode == 'auto' : "sandbox ${json.sandbox}"

def line = 'Configuration locked by the platform: rubric ' + rubricFile.path + ' (SHA-256 ' + sha256 + ')'
assert log.contains(line) : 'the summary lacks the lock line'
assert new File(basedir, 'target/grade/index.html').text.contains('<p class="configuration">' + line) : 'HTML lacks the lock'
def results = new JsonSlurper().parse(new File(basedir, 'target/grade/results.json'))
assert results.output.contains(line) : "Gradescope's output lacks the lock: ${results.output}"
