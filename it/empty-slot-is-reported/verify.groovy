import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// An empty required slot stops the build as a setup error naming the slot and what to write...
expectInLog('BUILD FAILURE')
expectInLog("slot 'advanced' (75 points, class AdvancedHeuristic) is empty: no heuristic class AdvancedHeuristic was"
        + ' found; write public class AdvancedHeuristic, implementing Heuristic<Board>, with a public no-argument'
        + ' constructor')

// ...and the report is still written, the empty slot's points in the maximum.
def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
assert json.passed == false : "passed ${json.passed}"
assert json.maxScore == 100 && json.score == 25 : "score ${json.score}/${json.maxScore}"
def advanced = json.slots.find { it.name == 'advanced' }
assert advanced.status == 'empty' && advanced.earned == 0 && advanced.points == 75 : "advanced ${advanced}"
assert advanced.heuristics == [] && advanced.required == true
assert json.slots.find { it.name == 'manhattan' }.status == 'filled'
def results = new JsonSlurper().parse(new File(basedir, 'target/grade/results.json'))
def slotTest = results.tests.find { it.name == 'slot advanced: empty' }
assert slotTest != null && slotTest.score == 0 && slotTest.max_score == 75 : "results.json tests ${results.tests*.name}"
assert new File(basedir, 'target/grade/index.html').text.contains('data-slot="advanced" data-status="empty"')
