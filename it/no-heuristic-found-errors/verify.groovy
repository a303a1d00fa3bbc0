def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
expectInLog('BUILD FAILURE')
assert log.toLowerCase().contains('no heuristic') : 'build.log lacks: no heuristic'
// A setup error, not a grade: the report still says why.
assert new File(basedir, 'target/grade/grade.json').isFile() : 'no grade.json'
