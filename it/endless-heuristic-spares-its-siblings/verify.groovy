import groovy.json.JsonSlurper

// The second heuristic ran past its time limit of 5 s; the first and the third get exactly
// the verdicts, counts and points they get graded alone, and the log says which were evaluated again and why.
def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

expectInLog('Re-forking student.SecondHeuristic, student.ThirdHeuristic, each in a JVM of its own, after the JVM shared with'
        + ' student.FirstHeuristic: student.SecondHeuristic ran past its time limit of 5 s')

def read = { String directory ->
    def json = new JsonSlurper().parse(new File(basedir, directory + '/grade.json'))
    json.heuristics.collectEntries { [(it.name): it] }
}
def together = read('graded-together')
assert together.keySet() == ['student.FirstHeuristic', 'student.SecondHeuristic', 'student.ThirdHeuristic'] as Set
assert together['student.SecondHeuristic'].verdict == 'timed-out' : together['student.SecondHeuristic']

// Everything but the times measured: the verdict, every check's counts, the effort, the points.
def graded = { Map heuristic -> heuristic.findAll { key, value -> !(key in ['nanosPerEvaluation', 'constructorNanos']) } }
['student.FirstHeuristic': 'graded-first', 'student.ThirdHeuristic': 'graded-third'].each { name, directory ->
    def alone = read(directory)
    assert alone.keySet() == [name] as Set
    assert graded(together[name]) == graded(alone[name]) : "$name together: ${graded(together[name])}\nalone: ${graded(alone[name])}"
    assert together[name].verdict == 'passed' : together[name]
}
return true
