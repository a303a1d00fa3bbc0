import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
def slurper = new JsonSlurper()

// Refused: the template (worked ManhattanHeuristic and BlockedExitHeuristic) is graded once, earns slot points
// alone, and the run stops before any student, naming each slot, its class, its points and the two ways out.
expectInLog("the template alone earns slot points, which every submission without these classes would get from it:"
        + " slot 'advanced' (class edu.example.huarongdao.BlockedExitHeuristic) earns 75 of 80 points; slot 'manhattan'"
        + " (class edu.example.huarongdao.ManhattanHeuristic) earns 20 of 20 points. Replace each of these classes in"
        + " the template by a stub that compiles (its estimate throwing UnsupportedOperationException, say), or, for a"
        + " template meant to give these points, set -Dgrade.templateMayEarnPoints=true")
expectInLog('BUILD FAILURE')
def refused = new File(basedir, 'instructor/target/grade-class')
assert new File(refused, 'template/grade.json').isFile()
assert !new File(refused, 'students/notes-only').exists() : 'a student was graded by the refused run'

// Allowed: the student who wrote only `class Notes {}` gets the template's points, as the instructor chose, and the
// log says where they come from.
expectInLog("The template alone earns slot points, which every submission without these classes gets"
        + " (grade.templateMayEarnPoints): slot 'advanced' (class edu.example.huarongdao.BlockedExitHeuristic) earns 75"
        + " of 80 points; slot 'manhattan' (class edu.example.huarongdao.ManhattanHeuristic) earns 20 of 20 points")
def notes = slurper.parse(new File(basedir, 'instructor/target/allowed/students/notes-only/grade.json'))
assert notes.score == 95 && notes.maxScore == 100 : "score ${notes.score}/${notes.maxScore}"
assert notes.slots.collectEntries { [it.name, it.earned] } == [manhattan: 20, advanced: 75] : "slots ${notes.slots}"
def given = notes.slots.find { it.name == 'manhattan' }
assert given.status == 'filled' && given.message.startsWith('filled by edu.example.huarongdao.ManhattanHeuristic, the'
        + " template's class, unchanged (the submission has no source of its own for it): 20/20 points") : "$given"
expectInLog('BUILD SUCCESS')

// Stubbed: the template earns nothing alone and is not refused; the student who wrote only `class Notes {}` gets 0,
// each slot missing (empty), its report saying the class is the template's, unchanged, rather than a verdict of the
// stub's exception.
def stubbed = new File(basedir, 'instructor-stubbed/target/grade-class')
def stubTemplate = slurper.parse(new File(stubbed, 'template/grade.json'))
assert stubTemplate.slots.every { it.earned == 0 } : "stubbed template: ${stubTemplate.slots}"
def missing = slurper.parse(new File(stubbed, 'students/notes-only/grade.json'))
assert missing.score == 0 : "stubbed: score ${missing.score}"
missing.slots.each { slot ->
    def simple = slot.className.tokenize('.').last()
    assert slot.status == 'empty' && slot.earned == 0 : "stubbed: ${slot}"
    assert slot.message.endsWith("is empty: the submission has no ${simple}.java of its own, so ${slot.className} is the"
            + " template's, unchanged, and earns nothing; write it in place of the template's") : "stubbed: ${slot.message}"
}
assert new File(stubbed, 'students/notes-only/index.html').text.contains('data-slot="manhattan" data-status="empty"')
