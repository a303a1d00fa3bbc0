import groovy.json.JsonSlurper
import java.nio.file.Files
import java.nio.file.StandardCopyOption
import java.security.MessageDigest

// The instructor's path to a student template (heuristic-grader:student-template), then the student's first build
// of it: offline (-o), on a fresh local repository, with a "Maven Central" that holds everything but the grader, so
// that the grader can come from the template's own repository only.
def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }
def slurper = new JsonSlurper()
def pom = new File(basedir, 'pom.xml').text
def graderVersion = (pom =~ /<artifactId>heuristic-grader-api<\/artifactId>\s*<version>([^<]+)</)[0][1]

// The solution earns its points; the template is written beside it.
def solution = slurper.parse(new File(basedir, 'target/grade/grade.json'))
assert solution.score == 95 : "solution score ${solution.score}"
def template = new File(basedir, 'target/student-template')
expectInLog("Wrote the student template to ${template.canonicalPath}")
expectInLog('stub: edu.example.huarongdao.BlockedExitHeuristic')
expectInLog('left out: instructor/NOTES.md (excluded)')

// Each slot's class is a stub: its Javadoc and signature kept, its body throwing; nothing of the worked answer left.
['ManhattanHeuristic', 'BlockedExitHeuristic'].each { name ->
    def stub = new File(template, "src/main/java/edu/example/huarongdao/${name}.java").getText('UTF-8')
    assert stub.contains('public class ' + name + ' implements Heuristic<Board> {') : stub
    assert stub.contains("throw new UnsupportedOperationException(\"${name}.estimate is not written yet\");") : stub
    assert !stub.contains('distanceToExit(') && !stub.contains('blockers(') : "worked code left in $name:\n$stub"
}
assert new File(template, 'src/main/java/edu/example/huarongdao/BlockedExitHeuristic.java').text
        .contains('Manhattan distance of the 2×2 piece plus the number of other pieces standing on the exit.')
// The instructor's own files, the build output and the solution's grade stay out; the student's test and README go in.
assert !new File(template, 'instructor').exists() : 'instructor/ reached the template'
assert !new File(template, 'target').exists()
assert new File(template, 'src/test/java/edu/example/huarongdao/BlockedExitHeuristicTest.java').isFile()
assert new File(template, 'README.md').isFile() && new File(template, 'rubric.yaml').isFile()

// The grader is embedded at the POM's version, each file with checksums of its bytes; the POM declares it.
def embedded = new File(template, '.mvn/grader-repository')
def pluginJar = new File(embedded, "io/github/heuristicgrader/heuristic-grader-maven-plugin/${graderVersion}/"
        + "heuristic-grader-maven-plugin-${graderVersion}.jar")
assert pluginJar.isFile() : "no plugin jar at $pluginJar"
def sha1 = MessageDigest.getInstance('SHA-1').digest(pluginJar.bytes).encodeHex().toString()
assert new File(pluginJar.path + '.sha1').text == sha1
['heuristic-grader-api', 'heuristic-grader-core', 'heuristic-grader-worker', 'heuristic-grader-spi'].each {
    assert new File(embedded, "io/github/heuristicgrader/${it}/${graderVersion}/${it}-${graderVersion}.jar").isFile() : it
}
assert new File(embedded, "io/github/heuristicgrader/heuristic-grader-parent/${graderVersion}/"
        + "heuristic-grader-parent-${graderVersion}.pom").isFile()
def groups = []
embedded.eachDirRecurse { if (it.name == graderVersion || it.name ==~ /\d.*/) groups << embedded.toPath().relativize(it.parentFile.parentFile.toPath()).toString() }
assert groups.unique().every { it == 'io/github/heuristicgrader' } : "not only the grader embedded: ${groups.unique()}"
def templatePom = new File(template, 'pom.xml').text
assert templatePom.contains('<url>${project.baseUri}.mvn/grader-repository</url>')
assert templatePom.contains('<checksumPolicy>fail</checksumPolicy>')

def maven = new File(System.getProperty('maven.home'), 'bin/mvn').path
def run = { String name, File directory, List<String> arguments ->
    def builder = new ProcessBuilder([maven, '-B', '-ntp'] + arguments).directory(directory).redirectErrorStream(true)
            .redirectOutput(new File(basedir, "${name}.log"))
    def env = builder.environment()
    env.keySet().removeAll(env.keySet().findAll { it.startsWith('MAVEN_') || it == 'JAVA_TOOL_OPTIONS' })
    int status = builder.start().waitFor()
    println "${name}: exit ${status}"
    [status, new File(basedir, "${name}.log").text]
}
def copyTree = { File from, File to ->
    Files.walk(from.toPath()).withCloseable { paths ->
        paths.each { path ->
            def target = to.toPath().resolve(from.toPath().relativize(path).toString())
            if (Files.isDirectory(path)) Files.createDirectories(target)
            else Files.copy(path, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES)
        }
    }
}
def settings = { File central ->
    def file = new File(basedir, "settings-${central.name}.xml")
    file.text = """<settings>
  <mirrors>
    <mirror><id>central-stand-in</id><mirrorOf>central</mirrorOf><url>${central.toURI()}</url></mirror>
  </mirrors>
</settings>
"""
    file
}
// -o: nothing from the network; file repositories (the template's own, the stand-in) stay readable offline.
def offline = { File localRepository, File central, String... goals ->
    ['-o', '-Daether.offline.protocols=file', "-Dmaven.repo.local=${localRepository}".toString(),
     '-s', settings(central).path, '-Dgrade.failOnViolation=false'] + goals.toList()
}

// Maven Central's stand-in: what a probe build of a copy of the template took from this build's local repository,
// less the grader's own group.
def probeTemplate = new File(basedir, 'probe-template')
copyTree(template, probeTemplate)
def (probeStatus, probeLog) = run('probe', probeTemplate, offline(new File(basedir, 'probe-repository'),
        new File(localRepositoryPath.toString()), 'grade'))
assert probeStatus == 0 : "probe build failed: see probe.log"
def central = new File(basedir, 'central')
copyTree(new File(basedir, 'probe-repository'), central)
new File(central, 'io/github/heuristicgrader').deleteDir()
central.eachFileRecurse { if (it.name == '_remote.repositories' || it.name.endsWith('.lastUpdated')) it.delete() }
assert !new File(central, 'io/github/heuristicgrader').exists()

// The student's first build: a fresh local repository, the grader only in the template. It grades, and the template
// alone earns no slot points (check-template, as the kits run it).
def student = new File(basedir, 'student-template')
copyTree(template, student)
def fresh = new File(basedir, 'fresh-repository')
def (status, studentLog) = run('student', student, offline(fresh, central, 'grade', 'heuristic-grader:check-template'))
assert status == 0 : "the template's own build failed offline: see student.log"
assert studentLog.contains("The template earns no slot points alone")
def grade = slurper.parse(new File(student, 'target/grade/grade.json'))
assert grade.score == 0 : "template score ${grade.score}"
assert grade.slots.every { it.earned == 0 } : "template slots ${grade.slots}"
assert grade.heuristics.every { it.verdict == 'threw' } : "verdicts ${grade.heuristics*.verdict}"
// The template's own repository is no "Build not trusted" finding: it holds only the grader.
assert grade.configuration.buildNotTrusted.isEmpty() : "not trusted: ${grade.configuration.buildNotTrusted}"
assert !studentLog.contains('Build not trusted') : 'the template build is named not trusted'
def tracking = new File(fresh, "io/github/heuristicgrader/heuristic-grader-maven-plugin/${graderVersion}/_remote.repositories")
assert tracking.text.contains('heuristic-grader-embedded') : "the plugin came from elsewhere: ${tracking.text}"

// A plugin jar changed after the template was written fails its checksum: Maven stops before loading it.
def tampered = new File(basedir, 'tampered-template')
copyTree(template, tampered)
def tamperedJar = new File(tampered, embedded.toPath().relativize(pluginJar.toPath()).toString()
        .with { ".mvn/grader-repository/$it" })
def bytes = tamperedJar.bytes
bytes[bytes.length - 1] = (byte) (bytes[bytes.length - 1] ^ 1)
tamperedJar.bytes = bytes
def (tamperedStatus, tamperedLog) = run('tampered', tampered, offline(new File(basedir, 'fresh-repository-2'), central,
        'grade'))
assert tamperedStatus != 0 : 'a tampered plugin jar was loaded'
assert tamperedLog.contains('Checksum validation failed') : "see tampered.log"
return true
