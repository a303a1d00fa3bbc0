def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log out of a failure's output.
def rubric = new File(basedir, 'rubric.yaml').canonicalPath
assert log.contains("the locked rubric ${rubric} (grade.lockedRubric) lies inside ${basedir.canonicalPath}, among the"
        + ' files being graded: in a submission a student controls them and could put a rubric of their own there;'
        + ' keep the instructor\'s rubric outside the project being graded') : 'no refusal'
assert log.contains('BUILD FAILURE') : 'build.log lacks: BUILD FAILURE'
assert !new File(basedir, 'target/grade/grade.json').exists() : 'graded with the student\'s rubric'
