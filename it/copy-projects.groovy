// Shared by the ITs that grade a project kept elsewhere in the repository (examples/…, another IT's domain): a
// prebuild.groovy evaluates this file and calls what it returns with the folder to copy from, its own basedir and
// the projects' names. Each project is copied as it is in the repository, without any build output (target/).
return { File source, File basedir, List<String> projects ->
    assert source.isDirectory() : "nothing to copy at $source"
    projects.each { project ->
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
}
