import groovy.json.JsonSlurper

// Mallory's zip (prebuild.groovy: her heuristic beside 48 GiB of zeros in 51 MB) is refused before anything of it is
// inflated: graded as a submission with no sources, the reason in her report and the log, the reading's CPU time
// in the log and bounded. Alice and Dave are graded as usual.
def log = new File(basedir, 'build.log').text
def slurper = new JsonSlurper()
def output = new File(basedir, 'class/grade-class')
def bomb = new File(basedir, 'submissions/mallory.zip')
assert bomb.length() < 60_000_000 && bomb.length() > 40_000_000 : "the bomb is ${bomb.length()} bytes"

def grades = ['alice', 'dave', 'mallory'].collectEntries { id ->
    def json = new File(output, "students/$id/grade.json")
    assert json.isFile() : "no grade.json for $id"
    [(id): slurper.parse(json)]
}
assert grades.alice.heuristics[0].verdict == 'passed' && grades.alice.score > 0 : "alice ${grades.alice.score}"
assert grades.dave.heuristics[0].verdict == 'inadmissible' : "dave ${grades.dave.heuristics*.verdict}"

def reason = 'the submission cannot be read: the zip mallory.zip declares 48 GiB of content, over the 1 GiB a' +
        ' submission\'s zip may hold: nothing of it was inflated'
assert grades.mallory.compilation.outcome == 'no-main-sources' : "mallory ${grades.mallory.compilation}"
assert grades.mallory.compilation.main*.message == [reason] : "mallory ${grades.mallory.compilation.main}"
assert grades.mallory.score == 0 : "mallory ${grades.mallory.score}"

// The log gives each submission's reading time in CPU milliseconds; the bomb's is bounded (0.3 ms here, while
// ZipInputStream inflated 48 GiB: the class run took 1 min 42 s of CPU on the code before).
def refused = log =~ /mallory: the submission cannot be read, graded as one with no sources \(([0-9.]+) ms of CPU\): (.*)/
assert refused.find() : 'no line for mallory\'s zip in the log'
def cpuMillis = refused.group(1) as double
assert refused.group(2).startsWith('the zip mallory.zip declares 48 GiB of content') : refused.group(2)
assert cpuMillis < 2000 : "reading mallory's zip took ${cpuMillis} ms of CPU"
println "mallory's zip bomb was refused after ${cpuMillis} ms of CPU"
['alice', 'dave'].each { id ->
    assert log =~ /$id: sources read in [0-9.]+ ms of CPU \(1 main and 0 test files\)/ : "no reading line for $id"
}

def classJson = slurper.parse(new File(output, 'class.json'))
assert classJson.students*.id == ['alice', 'dave', 'mallory'] : "students ${classJson.students*.id}"
return true
