def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// The rubric's maxStates is below Huarongdao's 363,480 layouts: the grade stops before the moves are built, and
// says what to change and to what, its numbers grouped.
expectInLog('the Huarongdao (domain huarongdao) has 363,480 layouts, more than the limit of 100,000 states; raise'
        + ' maxStates in the rubric file to 363,480 or more')
expectInLog('or grade the states within a radius of the goals (grade.radius), or choose smaller domain settings')
assert !log.contains('363480') : 'a count printed without its grouping'
expectInLog('BUILD FAILURE')
