import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def slurper = new JsonSlurper()
def target = new File(basedir, 'instructor/target')

// class.json without what differs by nature between one run and a merge: the cost, and where each student's files
// lie relative to class.json (students/ann/… in one run, shard-1-of-3/students/ann/… in the merge).
def comparable = { File file ->
    def json = slurper.parse(file)
    json.remove('cost')
    json.students.each { student ->
        ['report', 'page'].each { key ->
            if (student[key] != null) {
                student[key] = student[key].replaceFirst('^(shard-[0-9]+-of-[0-9]+/)?', '')
            }
        }
    }
    json
}
def single = comparable(new File(target, 'single/class.json'))
def merged = comparable(new File(target, 'sharded/class.json'))
assert single.students*.id == ['ann', 'ben', 'cy', 'dee', 'eve'] : "students ${single.students*.id}"
assert single.sameBehaviour.size() == 1 && single.sameBehaviour[0].members*.student == ['ann', 'ben'] :
        "the near copy is found in one run: ${single.sameBehaviour}"
assert merged == single : "the merge of the shards differs from one run:\n${merged}\n${single}"

// Each shard grades its own part, the students sorted by id and split as evenly as whole students allow.
def manifest = { int index ->
    def properties = new Properties()
    new File(target, "sharded/shard-${index}-of-3/shard.properties").withReader { properties.load(it) }
    properties
}
assert manifest(1).students == 'ann' && manifest(2).students == 'ben,cy' && manifest(3).students == 'dee,eve'
(1..3).each { assert manifest(it).submissions == '5' && manifest(it).count == '3' }
assert new File(target, 'sharded/shard-1-of-3/students/ann/grade.json').isFile()
assert !new File(target, 'sharded/shard-1-of-3/students/ben').exists() : 'a shard writes its own students alone'
assert new File(target, 'sharded/shard-2-of-3/values/students/ben.values').isFile() : 'values travel with the shard'
assert new File(target, 'sharded/shard-3-of-3/template/grade.json').isFile() : "the template's grade too"
assert log.contains('Shard 2/3 (-Dgrade.shard=2/3)')
assert log.contains('Shard 2/3: 2 of the class\'s 5 students, ben to cy, into ')
// The second run of shard 3, as an engine's retry, grades nobody again.
assert log.contains('Skipped 2 of 2 students already graded')

// A merge with shard 2 missing and shard 1 given twice says both, and grades no one.
def incomplete = slurper.parse(new File(target, 'incomplete/class.json'))
assert incomplete.students*.id == ['ann', 'dee', 'eve'] : "students ${incomplete.students*.id}"
def rejected = incomplete.rejected.collectEntries { [(it.entry): it.reason] }
assert rejected['shard-2-of-3'].startsWith('missing: no output of shard 2/3 was given') : "rejected ${rejected}"
assert rejected['shard-1-of-3'] == 'given 2 times' : "rejected ${rejected}"
def ann = incomplete.students.find { it.id == 'ann' }
assert ann.problem.contains('graded twice: in shard-1-of-3 and in shard-1-of-3') : "ann ${ann}"
assert log.contains('BUILD SUCCESS')
