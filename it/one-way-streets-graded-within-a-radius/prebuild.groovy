// Runs before the builds: copies the domain and the assignment of it/one-way-streets-from-an-instructor-jar here as
// they are in the repository, without any build output, then gives the assignment a rubric that grades within a toll
// of 40 of the goal.
def root = basedir.canonicalFile.parentFile.parentFile.parentFile
def copyProjects = evaluate(new File(root, 'it/copy-projects.groovy'))
copyProjects(new File(root, 'it/one-way-streets-from-an-instructor-jar'), basedir, ['domain', 'assignment'])
new File(basedir, 'assignment/rubric.yaml').text = 'radius: 40\n'
return true
