def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log out of a failure's output.
def config = new File(basedir, '.mvn/maven.config').canonicalPath
assert log.contains("${config} sets a grader property (grade.*), which would pass for the platform's command line") : 'no refusal'
assert log.contains('BUILD FAILURE') : 'build.log lacks: BUILD FAILURE'
assert !new File(basedir, 'target/grade/grade.json').exists() : 'graded with the student\'s property'
