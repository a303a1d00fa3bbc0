import groovy.json.JsonSlurper

// Eve's heuristic and test read everything of the grader's machine they could and threw it into her reports. None
// of the instructor's canaries (two environment variables and a system property given to Maven) may stand in any
// file the student gets back, in any format, graded alone (sandboxed or not) or in a class.
def canary = 'canary-instructor-9d27c4'
def slurper = new JsonSlurper()
// Each folder of reports, and whether its forks ran sandboxed (in bubblewrap, or as a user of their own).
def reports = [[new File(basedir, 'eve-alone/target/grade'), true],
               [new File(basedir, 'eve-unsandboxed/target/grade'), false],
               [new File(basedir, 'instructor/target/grade-class/students/eve'), true]]
reports.each { folder, sandboxed ->
    def files = []
    folder.eachFileRecurse(groovy.io.FileType.FILES) { files << it }
    ['grade.json', 'index.html', 'results.json', 'TEST-heuristic-grader.xml', 'prairielearn-results.json'].each { name ->
        assert files.any { it.name == name } : "no $name in $folder"
    }
    files.each { file ->
        assert !file.getText('ISO-8859-1').contains(canary) : "$file holds the instructor's secret"
    }

    // Eve did run and report what she found: the attack was made, and found nothing of the grader's.
    def report = slurper.parse(new File(folder, 'grade.json'))
    assert (report.sandbox.isolation != 'none') == sandboxed : "$folder: ${report.sandbox}"
    def message = report.heuristics[0].message
    assert message.contains('canary=null') : "$folder: the heuristic's message ${message.take(500)}"
    def test = report.tests.results.find { it.displayName?.contains('failsWithWhatItFound') }
    assert test != null && test.status == 'failed' && test.failure.toString().contains('canary=null') :
            "$folder: the test ${report.tests.results}"
    // The test's failure keeps more of what it found than the heuristic's message, which keeps its first line.
    def found = test.failure.toString()
    assert found.contains('\nenvironment={HOME=') : "$folder: ${found.take(2000)}"
    if (report.sandbox.isolation == 'bubblewrap') {
        // The machine's name is not the fork's, and no secret-like file (homes, keys, password hashes) is readable.
        assert found.contains('\nhostname=heuristic-grader-fork\n') : "$folder: ${found.take(2000)}"
        assert found.contains('\nfiles=[]\n') : "$folder: ${found.take(2000)}"
    }
    println "${folder}: ${report.sandbox.isolation}, ${files.size()} files, no canary"
}
true
