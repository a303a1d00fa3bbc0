import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// The student's heuristic, loaded by the first hidden test, forges every hidden test's success from inside the
// instructor's JVM and halts with 0. Before the journal left by a socket, that earned 125/150 (hidden tests 50/50);
// now the test it halted in crashed and the other never ran.
expectInLog('BUILD SUCCESS')

def checkRun = { File grade, String isolation ->
    def json = new JsonSlurper().parse(new File(grade, 'grade.json'))
    assert json.sandbox.isolation == isolation : "sandbox in ${grade.name}: ${json.sandbox}"
    def tests = json.tests
    def status = tests.results.collectEntries { [(it.methodName): [it.source, it.status]] }
    assert status == ['isZeroAtAGoal': ['instructor', 'crashed'],
            'isTheExactDistanceOfTheClassicStart': ['instructor', 'not-run']] : "results in ${grade.name}: $status"
    assert tests.points.collect { [it.name, it.earned, it.possible] } == [['hidden.HiddenHeuristicTest', 0, 50]] : "${tests.points}"
    assert json.score == 75 && json.maxScore == 150 : "score in ${grade.name}: ${json.score}/${json.maxScore}"

    // What the hidden tests' JVM is not kept from is said in the report: native code before JDK 24, and, without
    // isolation, the processes of the other forks; the page and the platforms' outputs show the same line.
    def gaps = json.sandbox.notEnforced.findAll { it.contains("hidden tests' JVM") }
    def expectedGaps = []
    if (Runtime.version().feature() < 24) {
        expectedGaps << "native code refused to the hidden tests' JVM (needs JDK 24 or later; the forks run JDK ${Runtime.version().feature()})"
    }
    if (isolation == 'none') {
        expectedGaps << "the hidden tests' JVM kept apart from the other forks (a process a heuristic starts can take its results socket)"
    }
    assert gaps == expectedGaps : "not enforced in ${grade.name}: ${json.sandbox.notEnforced}"
    def page = new File(grade, 'index.html').text
    expectedGaps.each { assert page.contains(it.replace("'", '&#39;')) || page.contains(it) : "page of ${grade.name} lacks: $it" }

    // What each attempt came to, as the forger wrote it in the fork's own directory.
    def found = []
    new File(grade, 'work').eachFileRecurse { if (it.name == 'attacks.txt') found << it }
    assert found.size() == 1 : "attack reports in ${grade.name}: $found"
    def attacks = found[0].readLines().collectEntries { line ->
        [(line.replaceFirst(/ (succeeded|refused): .*/, '')): line]
    }
    def expect = { String attack, String outcome ->
        assert attacks[attack]?.startsWith("$attack $outcome") : "${grade.name}: ${attacks[attack]}"
    }
    // The socket was removed once the runner had connected; the journal file is read by no one.
    expect('socket', 'refused: java.net.SocketException: No such file or directory')
    expect('journal file', 'succeeded: appended to journal.txt')
    // A connected socket cannot be opened again through /proc.
    expect('proc fd', 'refused: java.io.FileNotFoundException: /proc/self/fd/')
    assert attacks['proc fd'].endsWith('(No such device or address)') : attacks['proc fd']
    // Printed, and still not believed.
    expect('stdout', 'succeeded: printed')
    expect('reflection', 'refused: java.lang.reflect.InaccessibleObjectException: Unable to make ')
    assert attacks['reflection'].contains('module io.github.heuristicgrader.worker.runner does not "opens io.github.heuristicgrader.worker.runner"') : attacks['reflection']
    expect('unsafe', 'refused: java.lang.ClassNotFoundException: sun.misc.Unsafe')
    expect('attach', 'refused: java.lang.ClassNotFoundException: com.sun.tools.attach.VirtualMachine')
    // No process can be started there: a process of the same user could take the socket with pidfd_getfd and
    // forge (this very attack earned 125/150 when processes could start).
    expect('process', 'refused: java.lang.NoClassDefFoundError: Could not initialize class java.lang.ProcessImpl')
    // The JVM refuses native code to the class path from JDK 24 on; before, it tried to load the library (a real
    // one would have run: docs/instructors/threat-model.md says so).
    if (Runtime.version().feature() >= 24) {
        expect('native', 'refused: java.lang.IllegalCallerException')
    } else {
        expect('native', 'refused: java.lang.UnsatisfiedLinkError: ')
        assert attacks['native'].endsWith('invalid ELF header') : attacks['native']
    }
}
checkRun(new File(basedir, 'student/target/grade'), 'bubblewrap')
checkRun(new File(basedir, 'student/target/grade-user'), 'user')
checkRun(new File(basedir, 'student/target/grade-unsandboxed'), 'none')
expectInLog("Tests: crashed, 0/50 points - the instructor's test run crashed; 2 tests: 1 crashed, 1 not-run")
expectInLog('Score: 75/150.')
