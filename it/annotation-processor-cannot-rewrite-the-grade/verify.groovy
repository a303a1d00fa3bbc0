import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// Every invocation compiled the tests (so javac ran, and would have run the processor) and graded; the third twice,
// Maven's test-compile first, hardened before the build began (GradeBuildHardening).
assert log.count(':testCompile (default-testCompile) @ annotation-processor-cannot-rewrite-the-grade ---') == 4 :
        'testCompile did not run in every invocation'
expectInLog('annotation processing is off for grading: the POM\'s <proc>full</proc> is ignored')
expectInLog('Configuration locked by the platform')
assert !log.contains('BUILD FAILURE') : 'a build failed'

// The processor never ran in Maven's JVM: no marker, and every report keeps the score the grader wrote.
def marker = new File(basedir, 'annotation-processor-ran.txt')
assert !marker.exists() : "the student's annotation processor ran: ${marker.text}"
// Nor did javac instantiate the student's javac plugin, which it does with processing off too, from the class path.
def pluginMarker = new File(basedir, 'javac-plugin-ran.txt')
assert !pluginMarker.exists() : "the student's javac plugin ran: ${pluginMarker.text}"

def slurper = new JsonSlurper()
for (String directory : ['graded-plain', 'graded-locked', 'graded-after-compile']) {
    def grade = slurper.parse(new File(basedir, "$directory/grade.json"))
    assert grade.score < 100 : "$directory: grade.json says ${grade.score}/${grade.maxScore}"
    // The summary the grader logged names the same score as each file.
    expectInLog("Score: ${grade.score}/${grade.maxScore}.")
    def gradescope = slurper.parse(new File(basedir, "$directory/results.json"))
    assert gradescope.score == grade.score : "$directory: results.json says ${gradescope.score}, grade.json ${grade.score}"
    def prairieLearn = slurper.parse(new File(basedir, "$directory/prairielearn-results.json"))
    assert Math.abs(prairieLearn.score - grade.score / grade.maxScore) < 1e-9 :
            "$directory: prairielearn-results.json says ${prairieLearn.score}"
}
// Locked, the instructor's rubric (effort worth nothing) gives a score of its own.
def locked = slurper.parse(new File(basedir, 'graded-locked/grade.json'))
assert locked.configuration.locked == true : 'the second grade was not locked'
// Declared with <extensions>true</extensions>, the grader hardened every compile: nothing to distrust.
def afterCompile = slurper.parse(new File(basedir, 'graded-after-compile/grade.json'))
assert afterCompile.configuration.buildNotTrusted == [] : "buildNotTrusted: ${afterCompile.configuration.buildNotTrusted}"
return true
