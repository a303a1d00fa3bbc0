def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
expectInLog('BUILD FAILURE')
// 2^31-1 points once overflowed the total to a negative score with BUILD SUCCESS; now the item is named.
expectInLog("rubric item 'admissible' in the POM's <points> needs 0 to 10000 points, not 2147483647")
assert !log.contains('BUILD SUCCESS') : 'the build succeeded'
assert !new File(basedir, 'target/grade').exists() : 'target/grade was written'
