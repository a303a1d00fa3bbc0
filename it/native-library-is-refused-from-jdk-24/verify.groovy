import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
expectInLog('BUILD SUCCESS')

def grade = new File(basedir, 'student/target/grade')
def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
def found = []
new File(grade, 'work').eachFileRecurse { if (it.name == 'native.txt') found << it }
assert found.size() == 1 : "native reports: $found"
def outcome = found[0].text
def status = json.tests.results.collectEntries { [(it.methodName): it.status] }
def honest = ['isZeroAtAGoal': 'successful', 'isTheExactDistanceOfTheClassicStart': 'failed']

if (!new File(basedir, 'student/src/main/resources/libforger.so').isFile()) {
    // No gcc where the IT ran: nothing native to load, the hidden tests ran as they are.
    assert outcome == 'no library shipped' : outcome
    assert status == honest : "results $status"
    assert json.score == 100 : "score ${json.score}"
} else if (Runtime.version().feature() >= 24) {
    // --illegal-native-access=deny: the library is refused and the hidden tests run as they are.
    assert outcome.startsWith('refused: java.lang.IllegalCallerException') : outcome
    assert status == honest : "results $status"
    assert json.score == 100 : "score ${json.score}"
} else {
    // JDK 17 to 23 cannot refuse native code to the class path: the library writes into the runner's socket and
    // the forgery stands. docs/instructors/threat-model.md lists it as a concession: grade on JDK 24 or later.
    assert outcome == 'loaded' : outcome
    assert status == ['isZeroAtAGoal': 'successful', 'isTheExactDistanceOfTheClassicStart': 'successful'] : "results $status"
    assert json.score == 125 : "score ${json.score}"
}
assert json.maxScore == 150 : "maxScore ${json.maxScore}"
