// What an earlier run left: a report and a work file, which this run must not leave looking current.
def grade = new File(basedir, 'target/grade')
new File(grade, 'work/tests-earlier').mkdirs()
new File(grade, 'work/tests-earlier/java.args').text = 'earlier run\n'
new File(grade, 'index.html').text = '<p>STALE REPORT OF AN EARLIER RUN</p>\n'
new File(grade, 'results.json').text = '{"score": 99}\n'
return true
