import groovy.json.JsonSlurper
import java.security.MessageDigest

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
def slurper = new JsonSlurper()
def output = new File(basedir, 'instructor/target/grade-class')
def students = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'mallory']

// Every student has the usual reports under students/<id>/; their sources and classes are not kept.
def grades = students.collectEntries { id ->
    def json = new File(output, "students/$id/grade.json")
    assert json.isFile() : "no grade.json for $id"
    ['index.html', 'results.json', 'TEST-heuristic-grader.xml', 'prairielearn-results.json'].each {
        assert new File(output, "students/$id/$it").isFile() : "no $it for $id"
    }
    [(id): slurper.parse(json)]
}
assert !new File(output, 'builds').exists() || new File(output, 'builds').list().length == 0
// Each student's values are kept for the same-behaviour grouping, in a folder of the grader's alone.
assert new File(output, 'values/students').list().sort() == students.collect { "${it}.values".toString() }
assert java.nio.file.Files.getPosixFilePermissions(new File(output, 'values').toPath()) ==
        java.nio.file.attribute.PosixFilePermissions.fromString('rwx------')

// What a grade says of a student, to compare: score, heuristics' verdicts, checks and fingerprints, tests' counts.
def summary = { report -> [score: report.score, maxScore: report.maxScore, passed: report.passed,
        compilation: report.compilation.outcome,
        heuristics: report.heuristics.collect { [it.name, it.verdict, it.score, it.maxScore, it.checks,
                it.fingerprint?.digest] },
        slots: report.slots.collect { [it.name, it.earned, it.points, it.status] },
        tests: [report.tests.outcome, report.tests.total, report.tests.successful, report.tests.failed,
                report.tests.score, report.tests.maxScore]] }
// Alice (a Maven project, with a JUnit test) and Bob (a project one folder down) graded in the class get what a
// locked `mvn grade` of their sources alone gave.
['alice', 'bob'].each { id ->
    def alone = slurper.parse(new File(basedir, "$id-alone/target/grade/grade.json"))
    assert summary(grades[id]) == summary(alone) : "$id in the class ${summary(grades[id])} alone ${summary(alone)}"
}
assert grades.alice.heuristics[0].verdict == 'passed' && grades.bob.heuristics[0].verdict == 'passed'
assert grades.alice.tests.total == 2 && grades.alice.tests.successful == 2 : "alice's tests ${grades.alice.tests}"
assert grades.dave.heuristics[0].verdict == 'inadmissible' : "dave ${grades.dave.heuristics*.verdict}"
assert grades.erin.compilation.outcome == 'main-failed' && grades.erin.score == 0 : "erin ${grades.erin.compilation}"
assert grades.frank.heuristics[0].verdict == 'passed' : "frank ${grades.frank.heuristics*.verdict}"
assert grades.carol.heuristics[0].verdict == 'passed' : "carol ${grades.carol.heuristics*.verdict}"

// The annotation processor among frank's sources never ran: it would have left processor-ran.txt where javac ran.
def everyFile = []
basedir.eachFileRecurse(groovy.io.FileType.FILES) { everyFile << it }
assert !everyFile.any { it.name == 'processor-ran.txt' } : 'the student annotation processor ran'

// Mallory read none of her classmates' files (sources, reports, kept values) (her heuristic and her test both say how many she could read) and
// changed none: no file holds her marker, and the submissions are as the IT ships them.
assert grades.mallory.heuristics[0].verdict == 'passed' : "mallory's attack read files: ${grades.mallory.heuristics[0].message}"
assert grades.mallory.tests.total == 1 && grades.mallory.tests.successful == 1 : "mallory's test ${grades.mallory.tests.results}"
def marker = ['OVERWRITTEN', 'BY', 'MALLORY'].join('-')
def marked = everyFile.findAll { it.name != 'build.log' && it.getText('ISO-8859-1').contains(marker) }
assert marked.isEmpty() : "mallory wrote into ${marked}"
// Every file there before the builds (prebuild.groovy) is as it was: sources, POMs, the rubric.
def before = new File(basedir, 'digests-before.txt').readLines().findAll { it }.collectEntries {
    def at = it.lastIndexOf(' ')
    [(it.substring(0, at)): it.substring(at + 1)]
}
assert before.keySet().containsAll(['submissions/alice/src/main/java/student/MyHeuristic.java', 'submissions/carol.zip'])
before.each { relative, digest ->
    def file = new File(basedir, relative)
    assert file.isFile() : "$relative was removed"
    assert MessageDigest.getInstance('SHA-256').digest(file.bytes).encodeHex().toString() == digest : "$relative was changed"
}

// The class report: every student, the copy pair in sameBehaviour and nobody else.
def classJson = slurper.parse(new File(output, 'class.json'))
assert classJson.students*.id == students : "students ${classJson.students*.id}"
classJson.students.each { student ->
    assert student.score == grades[student.id].score : "${student.id}: ${student}"
    assert student.report == "students/${student.id}/grade.json"
    assert student.page == "students/${student.id}/index.html"
}
// Erin's sources do not compile: her row, grades.csv and class.json say so, with the compiler's first message.
def erin = classJson.students.find { it.id == 'erin' }
def erinMessages = grades.erin.compilation.main
assert erin.problem.startsWith(grades.erin.compilation.message + '; first: ' + erinMessages[0].file + ':'
        + erinMessages[0].line + ': ') : "erin ${erin}"
assert erin.passed == false && erin.score == 0
assert new File(output, 'grades.csv').readLines().find { it.startsWith('erin,') }.contains('do not compile')
def classPage = new File(output, 'index.html').text
assert classPage.contains('<span class="problem">' + grades.erin.compilation.message)
// Each name leads to the student's page.
students.each { id -> assert classPage.contains("<a href=\"students/$id/index.html\">$id</a>") : "no link to $id's page" }
assert classJson.sameBehaviour.size() == 1 : "groups ${classJson.sameBehaviour}"
assert classJson.sameBehaviour[0].members.collect { "${it.student} ${it.heuristic}".toString() } ==
        ['bob student.MyHeuristic', 'carol student.MyHeuristic']
assert new File(output, 'grades.csv').isFile() && new File(output, 'index.html').isFile()
// dave's admissibility counterexample is among the states the class fails on, with dave; the cost is the grading's.
def daveCounterexample = grades.dave.heuristics[0].checks.admissible.counterexample.state
assert classJson.sharedFailures.any { it.check == 'admissible' && it.state == daveCounterexample && 'dave' in it.students } :
        "sharedFailures ${classJson.sharedFailures}"
assert classJson.cost.scope.startsWith('grading the submissions in this run') : "cost ${classJson.cost}"
assert new File(output, 'index.html').text.contains('id="shared-failures"')

// The run: progress lines, then the second run skipped everyone already graded.
expectInLog('Grading 7 students, ')
expectInLog('graded 7/7, ')
expectInLog('Skipped 7 of 7 students already graded')
// Failed: a grade that did not pass (dave's inadmissible heuristic) or sources not compiled (erin's); the resumed
// run counts those it skipped.
def failed = grades.count { id, grade -> !grade.passed || grade.compilation.outcome != 'compiled' }
assert failed >= 2 : "failed ${failed}"
expectInLog("Graded 7 of 7 students (0 skipped, already graded), ${failed} failed, ")
expectInLog("Graded 0 of 7 students (7 skipped, already graded), ${failed} failed (${failed} in an earlier run)\n")
// The test JVM's class-data archive, made once before the first student (from JUnit over no tests, in the
// instructor's project), reused by the second run after its manifest was checked; forks of both runs start from it.
def prepared = new File(output, 'prepared/class-data').canonicalPath
assert log.count("Prepared class-data archive test-jvm: ${prepared}/test-jvm.jsa") == 1 : 'the archive was not made once'
assert log.count("Class-data archives: using ${prepared} for the test JVM") == 2 : 'a run did not use the archive'
expectInLog("Cost: ")
expectInLog('same behaviour: review (huarongdao, 2 students): bob student.MyHeuristic, carol student.MyHeuristic')
expectInLog('BUILD SUCCESS')
