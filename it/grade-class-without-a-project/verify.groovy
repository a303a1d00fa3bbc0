import groovy.json.JsonSlurper

// grade-class with no project: the locked rubric is the configuration, the student API and JUnit come from the
// plugin. Alice (a Maven project with a JUnit test) gets what a locked `mvn grade` of her sources alone gave; Dave
// (loose sources) gets his verdict.
def slurper = new JsonSlurper()
def output = new File(basedir, 'class/grade-class')
def students = ['alice', 'dave']
def grades = students.collectEntries { id ->
    def json = new File(output, "students/$id/grade.json")
    assert json.isFile() : "no grade.json for $id"
    [(id): slurper.parse(json)]
}
def summary = { report -> [score: report.score, maxScore: report.maxScore, passed: report.passed,
        compilation: report.compilation.outcome,
        heuristics: report.heuristics.collect { [it.name, it.verdict, it.score, it.maxScore, it.checks,
                it.fingerprint?.digest] },
        slots: report.slots.collect { [it.name, it.earned, it.points, it.status] },
        tests: [report.tests.outcome, report.tests.total, report.tests.successful, report.tests.failed,
                report.tests.score, report.tests.maxScore]] }
def alone = slurper.parse(new File(basedir, 'alice-alone/target/grade/grade.json'))
assert summary(grades.alice) == summary(alone) : "alice in the class ${summary(grades.alice)} alone ${summary(alone)}"
assert grades.alice.heuristics[0].verdict == 'passed'
// Her JUnit test compiled against the plugin's JUnit Jupiter and ran.
assert grades.alice.tests.total == 2 && grades.alice.tests.successful == 2 : "alice's tests ${grades.alice.tests}"
assert grades.alice.configuration.locked == true
assert grades.dave.heuristics[0].verdict == 'inadmissible' : "dave ${grades.dave.heuristics*.verdict}"

def classJson = slurper.parse(new File(output, 'class.json'))
assert classJson.students*.id == students : "students ${classJson.students*.id}"
classJson.students.each { student ->
    assert student.score == grades[student.id].score : "${student.id}: ${student}"
    assert student.report == "students/${student.id}/grade.json"
}
assert new File(output, 'grades.csv').isFile() && new File(output, 'index.html').isFile()
// Nothing was written beside the class folder as if it were a project's.
assert !new File(basedir, 'class/target/classes').exists()

// With neither a project nor a locked rubric, the goal says what to give, and grades nobody.
def log = new File(basedir, 'build.log').text
assert log.contains('or, with no project, name the instructor\'s rubric with -Dgrade.lockedRubric=FILE') : 'no hint'
assert !new File(basedir, 'class/unlocked/students').exists()

// A locked rubric that lies among the submissions, which students wrote, is refused before anyone is graded.
assert log =~ /the locked rubric \S*MyHeuristic\.java \(grade\.lockedRubric\) lies inside \S*, among the files/ :
        'no refusal'
assert !new File(basedir, 'class/inside/students').exists()
return true
