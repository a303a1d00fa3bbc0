import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
def prepared = new File(basedir, '../grade-uses-prepared-class-data.prepared/class-data').canonicalFile

// The prepare goal made both archives from this project's code alone: JUnit over no tests, its own heuristic.
expectInLog("Prepared class-data archive test-jvm: ${prepared}/test-jvm.jsa")
expectInLog("Prepared class-data archive worker: ${prepared}/worker.jsa")
expectInLog('warm-up: evaluated student.ManhattanHeuristic')
['test-jvm.jsa', 'worker.jsa', 'manifest.properties', 'heuristic-grader-worker.jar'].each {
    assert new File(prepared, it).isFile() : "no $it in $prepared"
}

// The prepare goal also wrote the domain's state space and suites, which the jar carries the digest of, and the
// grade given the directory read them instead of building them.
def preparedDomains = new File(basedir, '../grade-uses-prepared-class-data.prepared/domains').canonicalFile
assert log.readLines().any { it.contains('Prepared domains: the ') && it.contains("written to ${preparedDomains}/") } :
        'build.log lacks the prepared domain file written'
assert log.readLines().any { it.contains('Prepared domains: the ') && it.contains("read from ${preparedDomains}/") } :
        'build.log lacks the grade reading the prepared domain file'

// The grade given the directory says it uses them, and its forks were started with them.
expectInLog("Class-data archives: using ${prepared} for the test JVM and worker JVM")
def work = new File(basedir, 'target/grade/work')
def arguments = work.listFiles().findAll { new File(it, 'java.args').isFile() }.collect { new File(it, 'java.args').text }
assert arguments.size() >= 2 : "forks in ${work}: ${work.list()}"
['test-jvm.jsa', 'worker.jsa'].each { archive ->
    assert arguments.any { it.contains("\"-XX:SharedArchiveFile=${prepared}/${archive}\"") } : "no fork used $archive"
}

// Archives shipped inside the project are refused, with the reason, and the grade goes on without them.
def shipped = new File(basedir, 'shipped-by-the-student/class-data').canonicalFile
expectInLog("Class-data archives in ${shipped} are not used, the forks run without them: ${shipped} lies inside ${basedir.canonicalFile}")
def refusedArguments = new File(basedir, 'target/grade-refused/work').listFiles()
        .findAll { new File(it, 'java.args').isFile() }.collect { new File(it, 'java.args').text }
assert refusedArguments.size() >= 2 && refusedArguments.every { !it.contains('SharedArchiveFile') }

// Every figure of the three grades but the times is the same.
def slurper = new JsonSlurper()
def strip
strip = { value ->
    if (value instanceof Map) {
        return value.findAll { k, v -> !(k ==~ /(?i).*(nanos|millis|seconds|time|elapsed|duration|cost|generated|report|directory|path).*/) }
                .collectEntries { k, v -> [(k): strip(v)] }
    }
    value instanceof List ? value.collect { strip(it) } : value
}
def without = slurper.parse(new File(basedir, 'target/grade-without/grade.json'))
def with = slurper.parse(new File(basedir, 'target/grade/grade.json'))
def refused = slurper.parse(new File(basedir, 'target/grade-refused/grade.json'))
assert with.score == without.score && refused.score == without.score : "scores ${without.score} ${with.score} ${refused.score}"
assert with.tests.results*.status == without.tests.results*.status
assert strip(with.heuristics) == strip(without.heuristics)
assert strip(with.tests) == strip(without.tests)
assert strip(refused.heuristics) == strip(without.heuristics)
// Neither the student's nor the grade's output has a word of the JVM about the archives.
assert !log.toLowerCase().contains('[cds') && !log.contains('shared archive')
