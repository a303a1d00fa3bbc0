// The student's native library, compiled from student/src/main/c into the resources, where gcc is installed; without
// gcc the submission ships none, and verify.groovy checks what it can.
def gcc = ['sh', '-c', 'command -v gcc'].execute()
if (gcc.waitFor() != 0) {
    println 'no gcc here: the submission ships no native library'
    return true
}
def resources = new File(basedir, 'student/src/main/resources')
resources.mkdirs()
def compile = ['gcc', '-shared', '-fPIC', '-O2', '-o', new File(resources, 'libforger.so').path,
        new File(basedir, 'student/src/main/c/forger.c').path].execute()
compile.waitForProcessOutput(System.out, System.err)
assert compile.exitValue() == 0 : 'gcc failed'
return true
