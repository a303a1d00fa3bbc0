// Runs before the builds: copies the domain and the assignment of it/one-way-streets-from-an-instructor-jar here as
// they are in the repository, without any build output, then gives the assignment a rubric that grades within a toll
// of 40 of the goal.
def root = basedir.canonicalFile.parentFile.parentFile.parentFile
def source = new File(root, 'it/one-way-streets-from-an-instructor-jar')
assert source.isDirectory() : "no one-way streets at $source"
['domain', 'assignment'].each { project ->
    def from = new File(source, project)
    def to = new File(basedir, project)
    to.deleteDir()
    from.eachFileRecurse { file ->
        def relative = from.toPath().relativize(file.toPath())
        if (relative.getName(0).toString() == 'target') {
            return
        }
        def target = to.toPath().resolve(relative).toFile()
        if (file.isDirectory()) {
            target.mkdirs()
        } else {
            target.parentFile.mkdirs()
            target.bytes = file.bytes
        }
    }
}
new File(basedir, 'assignment/rubric.yaml').text = 'radius: 40\n'
return true
