def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
expectInLog('BUILD FAILURE')
expectInLog('student.NoSuchHeuristic')
// The class that is there compiled; only the missing one is at fault.
assert new File(basedir, 'target/classes/student/ManhattanHeuristic.class').isFile() : 'not compiled'
