def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
expectInLog('BUILD FAILURE')
// The <points> map reached the rubric as numbers: the bad value is named, not a ClassCastException.
expectInLog("rubric item 'admissible' in the POM's <points> needs 0 to 10000 points, not -5")
assert !new File(basedir, 'target/grade').exists() : 'target/grade was written'
