import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('annotation processors come only from io.github.heuristicgrader.it:marker-processor:1.0 for grading:'
        + ' the POM\'s <proc>full</proc> is ignored')
assert !log.contains('BUILD FAILURE') : 'a build failed'

// The processor the lock named ran in both compiles; the student's processor and javac plugin never did.
assert new File(basedir, 'target/classes/instructor-processor-ran.txt').isFile() : 'the instructor\'s processor did not run'
assert new File(basedir, 'target/test-classes/instructor-processor-ran.txt').isFile() :
        'the instructor\'s processor did not run on the tests'
def marker = new File(basedir, 'annotation-processor-ran.txt')
assert !marker.exists() : "the student's annotation processor ran: ${marker.text}"
def pluginMarker = new File(basedir, 'javac-plugin-ran.txt')
assert !pluginMarker.exists() : "the student's javac plugin ran: ${pluginMarker.text}"

def grade = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
assert grade.configuration.locked == true
assert grade.configuration.buildNotTrusted == [] : "buildNotTrusted: ${grade.configuration.buildNotTrusted}"
expectInLog("Score: ${grade.score}/${grade.maxScore}.")
def gradescope = new JsonSlurper().parse(new File(basedir, 'target/grade/results.json'))
assert gradescope.score == grade.score : "results.json says ${gradescope.score}, grade.json ${grade.score}"
return true
