import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def slurper = new JsonSlurper()
def members = { group -> group.members.collect { "${it.student} ${it.heuristic}".toString() } }

// With the template: Ben's rewrite of Ann's heuristic, one more on a handful of layouts, is grouped with hers, with
// the states they differ on counted exactly; Cy and Dee kept the template's heuristic and are left out.
def output = new File(basedir, 'instructor/target/grade-class')
def classJson = slurper.parse(new File(output, 'class.json'))
assert classJson.students*.id == ['ann', 'ben', 'cy', 'dee', 'eve'] : "students ${classJson.students*.id}"
assert classJson.sameBehaviour.size() == 1 : "groups ${classJson.sameBehaviour}"
def near = classJson.sameBehaviour[0]
assert members(near) == ['ann student.MyHeuristic', 'ben student.MyHeuristic']
assert near.states == 363480
assert near.differingStates > 0 && near.differingStates < 100 : "ann and ben differ on ${near.differingStates}"
assert near.links == [[from: 1, to: 2, differingStates: near.differingStates]] : "links ${near.links}"
assert Math.abs(near.differingShare - near.differingStates / (double) near.states) < 1e-15
// The template was graded apart, into template/, and is nobody's grade.
assert new File(output, 'template/grade.json').isFile()
assert !new File(output, 'students/template').exists()
// Its starter heuristic earns points, which the run allowed, and says so.
assert log.contains('The template alone earns slot points, which every submission without these classes gets'
        + " (grade.templateMayEarnPoints): slot 'heuristic' (class student.MyHeuristic) earns")
def ann = slurper.parse(new File(output, 'students/ann/grade.json'))
def ben = slurper.parse(new File(output, 'students/ben/grade.json'))
assert ann.heuristics[0].fingerprint.digest != ben.heuristics[0].fingerprint.digest : 'the copy is not identical'

// Without the template: Cy's and Dee's kept template is a group of equal behaviour too.
def without = slurper.parse(new File(basedir, 'instructor/target/without-template/class.json'))
assert without.sameBehaviour.collect { members(it) } == [['ann student.MyHeuristic', 'ben student.MyHeuristic'],
        ['cy student.MyHeuristic', 'dee student.MyHeuristic']] : "groups ${without.sameBehaviour}"
assert without.sameBehaviour[1].differingStates == 0

assert log.contains('same behaviour: review (huarongdao, 2 students): ann student.MyHeuristic, ben student.MyHeuristic')
assert !log.toLowerCase().contains('plagiar')
assert log.contains('BUILD SUCCESS')
