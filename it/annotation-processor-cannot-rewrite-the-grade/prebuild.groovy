// The platform keeps the instructor's rubric outside the submission: copy it beside the project, where the second
// invocation's command line names it with -Dgrade.lockedRubric.
def rubric = new File(basedir, '../annotation-processor-cannot-rewrite-the-grade.rubric.yaml')
rubric.bytes = new File(basedir, 'instructor-rubric.yaml').bytes
return true
