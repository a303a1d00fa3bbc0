import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

def withExtras = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
def slotsOnly = new JsonSlurper().parse(new File(basedir, 'target/grade-slots-only/grade.json'))

// The rubric fixes the maximum: 25 + 75, with or without the two extra classes.
assert withExtras.maxScore == 100 : "maxScore with extras ${withExtras.maxScore}"
assert slotsOnly.maxScore == 100 : "maxScore without extras ${slotsOnly.maxScore}"
assert withExtras.score == slotsOnly.score : "score ${withExtras.score} with extras, ${slotsOnly.score} without"
assert withExtras.passed == true : "an extra class's verdict does not fail the grade"
assert withExtras.heuristics*.name.sort() == ['student.AdvancedHeuristic', 'student.CopyOfManhattanHeuristic',
        'student.DoubledHeuristic', 'student.ManhattanHeuristic'] : "heuristics ${withExtras.heuristics*.name}"

def byName = withExtras.heuristics.collectEntries { [(it.name): it] }
for (extra in ['student.CopyOfManhattanHeuristic', 'student.DoubledHeuristic']) {
    def report = byName[extra]
    assert report.slot.graded == false && report.slot.name == null : "$extra slot ${report.slot}"
    assert report.score == 0 && report.maxScore == 0 : "$extra ${report.score}/${report.maxScore}"
    assert report.points.every { it.earned == 0 && it.possible == 0 } : "$extra points ${report.points}"
    expectInLog("$extra (not graded): ")
}
// Still checked: the doubled heuristic's verdict is there for the student to see.
assert byName['student.DoubledHeuristic'].verdict == 'inadmissible'
def manhattan = byName['student.ManhattanHeuristic']
assert manhattan.slot.name == 'manhattan' && manhattan.slot.graded
assert manhattan.slot.baseline.differing == 0 && manhattan.slot.baseline.states == 363480 : "${manhattan.slot.baseline}"
assert manhattan.score == 25 && manhattan.maxScore == 25 : "manhattan ${manhattan.score}/${manhattan.maxScore}"
assert byName['student.AdvancedHeuristic'].maxScore == 75
assert withExtras.slots*.status == ['filled', 'filled'] : "slots ${withExtras.slots}"

def results = new JsonSlurper().parse(new File(basedir, 'target/grade/results.json'))
assert results.score == withExtras.score
assert results.tests.find { it.name == 'student.DoubledHeuristic (not graded): admissible' }?.max_score == 0
assert new File(basedir, 'target/grade/TEST-heuristic-grader.xml').text.contains('name="student.DoubledHeuristic (not graded)"')
assert new File(basedir, 'target/grade/index.html').text.contains('student.<wbr/>DoubledHeuristic (not graded)')
expectInLog('Slot advanced: filled')
