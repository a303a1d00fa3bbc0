def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
expectInLog('BUILD SUCCESS')
expectInLog('Grading is skipped (grade.skip).')
assert !new File(basedir, 'target/grade').exists() : 'target/grade was written'
