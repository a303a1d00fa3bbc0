def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('BUILD SUCCESS')
expectInLog('Not running heuristic-grader-maven-plugin:')
expectInLog(':grade (early) of io.github.heuristicgrader.it:grade-bound-to-compile-runs-once:jar:1.0-SNAPSHOT while compiling for the grade')
assert log.count('Score: 75/100.') == 1 : 'graded more than once'
assert log.count(':compile (default-compile) @ grade-bound-to-compile-runs-once ---') == 1 : 'compiled more than once'
return true
