// The files an earlier run in every format left: a run in one format must not leave them looking current.
def grade = new File(basedir, 'target/grade')
grade.mkdirs()
['index.html', 'results.json', 'TEST-heuristic-grader.xml', 'prairielearn-results.json', 'grade.json'].each {
    new File(grade, it).text = 'stale'
}
return true
