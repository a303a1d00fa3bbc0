import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
def slurper = new JsonSlurper()

// The two students were graded as usual, their reports written under their ids.
def ann = slurper.parse(new File(basedir, 'reports/ann/grade.json'))
def bob = slurper.parse(new File(basedir, 'reports/bob/grade.json'))
def annHeuristic = ann.heuristics.find { it.name == 'ann.RowsToExit' }
def bobHeuristic = bob.heuristics.find { it.name == 'bob.VerticalGap' }
assert annHeuristic?.verdict == 'passed' : "ann: ${annHeuristic?.message}"
assert bobHeuristic?.verdict == 'passed' : "bob: ${bobHeuristic?.message}"
// Written differently, the same function: the same fingerprint, and not the baseline's.
assert annHeuristic.fingerprint.algorithm == 'sha256-int32-v1'
assert annHeuristic.fingerprint.states == ann.domains[0].database.states
assert annHeuristic.fingerprint.digest ==~ /[0-9a-f]{64}/
assert annHeuristic.fingerprint.digest == bobHeuristic.fingerprint.digest
assert annHeuristic.fingerprint.digest != ann.domains[0].baselineFingerprint.digest

def output = new File(basedir, 'instructor/target/grade-class')
def classJson = slurper.parse(new File(output, 'class.json'))
assert classJson.schemaVersion == 3
assert classJson.students*.id == ['ann', 'bob', 'cat'] : "students ${classJson.students*.id}"
def byId = classJson.students.collectEntries { [it.id, it] }
[ann: ann, bob: bob].each { id, report ->
    def student = byId[id]
    assert student.score == report.score && student.maxScore == report.maxScore : "$id: ${student}"
    assert student.problem == null : "$id: ${student.problem}"
    assert student.report == "../../../reports/$id/grade.json" : "$id: ${student.report}"
    assert new File(output, student.report).canonicalFile == new File(basedir, "reports/$id/grade.json").canonicalFile
    assert student.page == "../../../reports/$id/index.html" : "$id: ${student.page}"
    assert new File(output, student.page).isFile()
    assert student.passed == report.passed
    assert student.verdicts*.verdict == report.heuristics*.verdict
}
assert byId.cat.score == null && byId.cat.problem.startsWith('grade.json is not JSON') : "cat: ${byId.cat}"
assert classJson.sameBehaviour.size() == 1 : "groups ${classJson.sameBehaviour}"
def group = classJson.sameBehaviour[0]
assert group.domain == 'huarongdao' && group.differingShare == 0
assert group.members.collect { "${it.student} ${it.heuristic}".toString() } == ['ann ann.RowsToExit', 'bob bob.VerticalGap']
assert classJson.rejected*.entry == ['notes.txt'] : "rejected ${classJson.rejected}"

def csv = new File(output, 'grades.csv').text.split('\r\n') as List
assert csv[0] == 'id,score,max,problem' : csv[0]
assert csv[1] == "ann,${ann.score},${ann.maxScore},".toString() : csv[1]
assert csv[2] == "bob,${bob.score},${bob.maxScore},".toString() : csv[2]
assert csv[3].startsWith('cat,,,grade.json is not JSON') || csv[3].startsWith('cat,,,"grade.json is not JSON') : csv[3]

def page = new File(output, 'index.html').text
assert page.contains('Same behaviour: review (huarongdao, 2 heuristics, 2 students, rare, equal everywhere)')
// Each name leads to the student's page beside the report.
assert page.contains('<a href="../../../reports/ann/index.html">ann</a>')
assert page.contains('<a href="../../../reports/bob/index.html">bob</a>')
assert !page.toLowerCase().contains('plagiar')
assert page.contains('<svg class="histogram"')

// The aggregates, read from the real reports: the histogram counts the two read, each graded heuristic's effort
// figure is its report's, and the cost is the aggregation's own.
assert classJson.scoreHistogram*.students.sum() == 2 : "histogram ${classJson.scoreHistogram}"
[annHeuristic, bobHeuristic].each { heuristic ->
    def spread = classJson.effort.find { it.part == heuristic.name }
    assert spread != null && spread.saved*.saved == [heuristic.effortSuite.saved] : "effort ${classJson.effort}"
}
assert classJson.cost.scope == "reading 3 student folders' reports, in this JVM (no grading)" : "${classJson.cost}"
assert classJson.cost.wallSeconds >= 0
assert page.contains('<section class="card" id="effort">')
assert page.contains('<section class="card" id="cost">')
expectInLog('Cost: ')

expectInLog('Class report: 3 student folders, 2 reports read, 1 with a problem, 1 same-behaviour groups to'
        + ' review')
expectInLog('same behaviour: review (huarongdao, 2 students): ann ann.RowsToExit, bob bob.VerticalGap')
expectInLog('BUILD SUCCESS')
