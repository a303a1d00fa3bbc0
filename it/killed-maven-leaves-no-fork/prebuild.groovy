// Runs in the invoker's JVM before the build: a thread that waits for the heuristic's `sleep 987654` to appear, then
// kills the Maven process above it with SIGKILL (as an out-of-memory killer or a cancelled CI job would).
def marker = 'sleep 987654'
def killedFile = new File(basedir, 'killed-maven.txt')
killedFile.delete()
def isMaven = { ProcessHandle p -> p.info().commandLine().orElse('').contains('org.codehaus.plexus.classworlds.launcher.Launcher') }
Thread.start('kill-maven') {
    long deadline = System.currentTimeMillis() + 180_000
    while (System.currentTimeMillis() < deadline) {
        def sleeper = ProcessHandle.allProcesses().filter { it.info().commandLine().orElse('').contains(marker) }.findFirst()
        if (sleeper.isPresent()) {
            Thread.sleep(1000) // let the heuristic stop its watchdog and reach its endless loop
            def maven = sleeper.get().parent()
            while (maven.isPresent() && !isMaven(maven.get())) {
                maven = maven.get().parent()
            }
            if (maven.isPresent()) {
                killedFile.text = "${maven.get().pid()}\n"
                maven.get().destroyForcibly()
            } else {
                killedFile.text = "no Maven process above ${sleeper.get().pid()}\n"
            }
            return
        }
        Thread.sleep(100)
    }
}
return true
