// Maven was killed with SIGKILL while the heuristic's JVM and the process it started ran: within a few seconds none
// of them may be left.
def killedFile = new File(basedir, 'killed-maven.txt')
assert killedFile.exists() : 'the heuristic never started its process, so Maven was not killed; see build.log'
assert killedFile.text.trim() ==~ /\d+/ : killedFile.text

def leftOver = {
    ProcessHandle.allProcesses().filter { p ->
        def line = p.info().commandLine().orElse('')
        line.contains('sleep 987654') || (line.contains(basedir.path) && p.pid() != ProcessHandle.current().pid())
    }.toList()
}
long deadline = System.currentTimeMillis() + 15_000
def alive = leftOver()
while (!alive.isEmpty() && System.currentTimeMillis() < deadline) {
    Thread.sleep(200)
    alive = leftOver()
}
def described = alive.collect { "${it.pid()} ${it.info().commandLine().orElse('?')}" }
alive.each { it.destroyForcibly() } // never leave them to the next IT
assert described.isEmpty() : "processes outlived the killed Maven: $described"
return true
