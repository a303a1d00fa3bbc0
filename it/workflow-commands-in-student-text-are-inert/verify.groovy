import groovy.json.JsonSlurper

// GitHub's runner reading the step's log, as its source does it (actions/runner: Runner.Worker/Handlers/OutputManager.cs
// OnDataReceived, Runner.Worker/ActionCommandManager.cs TryProcessCommand, Runner.Common/ActionCommand.cs TryParseV2
// and TryParse): a line holding "##[" or "::" is tried as "::name props::data" at its start after leading white space,
// then as "##[name props]data" anywhere; only registered names count, case-insensitively. "stop-commands" stops every
// command until one whose name is its data (the token), which is registered for that while.
def registered = ['stop-commands', 'set-env', 'set-output', 'save-state', 'add-mask', 'add-path', 'add-matcher',
                  'remove-matcher', 'debug', 'warning', 'error', 'notice', 'group', 'endgroup', 'echo']
        .collect { it.toLowerCase(Locale.ROOT) } as Set
// .NET's char.IsWhiteSpace, which String.TrimStart uses.
def dotNetWhiteSpace = { char c -> Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u0085' as char }
def properties = { String text, String separator ->
    text.split(separator).findAll { !it.isEmpty() }.collect { it.split('=', 2) }.findAll { it.length == 2 }
            .collectEntries { [(it[0]): it[1]] }
}
def parseV2 = { String line ->
    int start = 0
    while (start < line.length() && dotNetWhiteSpace(line.charAt(start))) {
        start++
    }
    String message = line.substring(start)
    if (!message.startsWith('::')) {
        return null
    }
    int end = message.indexOf('::', 2)
    if (end < 0) {
        return null
    }
    String info = message.substring(2, end)
    int space = info.indexOf(' ')
    String name = space < 0 ? info : info.substring(0, space)
    if (!registered.contains(name.toLowerCase(Locale.ROOT))) {
        return null
    }
    [name: name, properties: space > 0 ? properties(info.substring(space + 1).trim(), ',') : [:],
     data: message.substring(end + 2)]
}
def parseV1 = { String line ->
    int prefix = line.indexOf('##[')
    if (prefix < 0) {
        return null
    }
    int bracket = line.indexOf(']', prefix)
    if (bracket < 0) {
        return null
    }
    String info = line.substring(prefix + 3, bracket)
    int space = info.indexOf(' ')
    String name = space < 0 ? info : info.substring(0, space)
    if (!registered.contains(name.toLowerCase(Locale.ROOT))) {
        return null
    }
    [name: name, properties: space > 0 ? properties(info.substring(space + 1), ';') : [:],
     data: line.substring(bracket + 1)]
}

def log = new File(basedir, 'build.log').getText('UTF-8')
def processed = []
def outsideRegion = []
String stopToken = null
// StreamReader.ReadLine's line ends, as the runner reads a step's output.
for (String line : log.split('\r\n|\r|\n', -1)) {
    if (stopToken == null) {
        outsideRegion << line
    }
    if (!(line.contains('##[') || line.contains('::'))) {
        continue
    }
    def command = parseV2(line) ?: parseV1(line)
    if (command == null) {
        continue
    }
    if (stopToken != null) {
        if (command.name.equalsIgnoreCase(stopToken)) {
            processed << [name: 'resume', token: command.name]
            registered.remove(stopToken.toLowerCase(Locale.ROOT))
            stopToken = null
        }
    } else if (command.name.equalsIgnoreCase('stop-commands')) {
        processed << [name: 'stop-commands', token: command.data]
        stopToken = command.data
        registered.add(stopToken.toLowerCase(Locale.ROOT))
    } else {
        processed << command
    }
}

def grade = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
assert log.contains('BUILD FAILURE')
assert grade.heuristics*.name.containsAll(['student.ForgingConstructorHeuristic', 'student.ForgingEstimateHeuristic'])
assert grade.tests.failed == 1 : "tests failed: ${grade.tests.failed}"

// The grader's stop-commands before anything of the student's, its resume, then its notice with the honest points:
// nothing else is a command, and nothing is left stopped for the rest of the job.
assert processed.size() == 3 : "commands processed: ${processed}"
assert processed[0].name == 'stop-commands' && processed[0].token ==~ /[0-9a-f]{32}/ : "first ${processed[0]}"
assert processed[1] == [name: 'resume', token: processed[0].token] : "second ${processed[1]}"
assert processed[2].name == 'notice' && processed[2].properties == [title: 'Autograding complete']
assert processed[2].data == "Points ${grade.score}/${grade.maxScore}".toString() : "notice ${processed[2]}"
assert grade.score < 100 : "score ${grade.score}"
assert stopToken == null : 'commands left stopped'
// The forgeries were there to be read: the stop-commands region is what makes them inert in the log.
assert log.contains('Points 100/100') : 'the forged notices are not in the log at all'

// Outside the region (Maven's lines before it, the mojo's exception after it), nothing of the student's reads as a
// command either: the grader's own three lines aside.
def graderLines = ["::stop-commands::${processed[0].token}", "::${processed[0].token}::",
                   "::notice title=Autograding complete::Points ${grade.score}/${grade.maxScore}"]*.toString()
def commandLike = { String line -> line.contains('##[') || line.stripLeading().startsWith('::') }
def forgedOutside = outsideRegion.findAll { !graderLines.contains(it) && commandLike(it) }
assert forgedOutside.isEmpty() : "lines outside the region that read as commands: ${forgedOutside}"
// GitLab's section markers lose their escapes and carriage returns (Maven's own colour resets aside).
assert !log.contains('\u001b[0K') && !log.contains('\r') : 'GitLab section marker or carriage return in the log'

// The step summary and the JUnit XML: no command of the student's, no escape, no carriage return.
[new File(basedir, 'step-summary.md'), new File(basedir, 'target/grade/TEST-heuristic-grader.xml')].each { file ->
    assert file.isFile() : "no ${file.name}"
    String text = file.getText('UTF-8')
    assert text.contains('forged') : "${file.name} lacks the student's text"
    def lines = text.split('\r\n|\r|\n', -1).findAll(commandLike)
    assert lines.isEmpty() : "${file.name} lines that read as commands: ${lines}"
    assert !text.contains('\u001b') && !text.contains('\r') && !text.contains('&#13;') && !text.contains('&#27;') :
            "escape or carriage return in ${file.name}"
}
true
