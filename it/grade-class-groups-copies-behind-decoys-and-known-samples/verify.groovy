import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def slurper = new JsonSlurper()
def members = { group -> group.members.collect { "${it.student} ${it.heuristic}".toString() } }
def output = new File(basedir, 'instructor/target/grade-class')
def classJson = slurper.parse(new File(output, 'class.json'))
def page = new File(output, 'index.html').text

assert classJson.schemaVersion == 3
assert classJson.students*.id == ['ann', 'ben', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal', 'ivy']
// Every pair of the class's functions was compared on every state, and the report says so.
assert classJson.sameBehaviourComparison.domains.collect { [it.domain, it.method, it.states] } ==
        [['huarongdao', 'every-pair', 363480]] : "${classJson.sameBehaviourComparison}"
assert classJson.sameBehaviourComparison.notCompared == []
assert page.contains('huarongdao: every pair on every state')

assert classJson.sameBehaviour.size() == 3 : "groups ${classJson.sameBehaviour}"
// Ben's copy of Ann's heuristic (111 layouts apart) stays with hers behind his two decoys (277 from the copy and from
// each other, 388 from Ann's): one group with every link counted.
def decoys = classJson.sameBehaviour[0]
assert members(decoys) == ['ann student.MyHeuristic', 'ben student.DecoyOne', 'ben student.DecoyTwo',
        'ben student.MyHeuristic'] : "${decoys}"
def function = { id, name -> decoys.members.find { it.student == id && it.heuristic == name }.function }
def link = { a, b -> decoys.links.find { [it.from, it.to] as Set == [a, b] as Set }?.differingStates }
assert link(function('ann', 'student.MyHeuristic'), function('ben', 'student.MyHeuristic')) == 111
assert link(function('ben', 'student.MyHeuristic'), function('ben', 'student.DecoyOne')) == 277
assert link(function('ben', 'student.DecoyOne'), function('ben', 'student.DecoyTwo')) == 277
assert link(function('ann', 'student.MyHeuristic'), function('ben', 'student.DecoyOne')) == null
assert decoys.students == 2 && !decoys.common
assert decoys.differingStates == 277 && decoys.states == 363480

// Cy's copy of Dee's differs on one state of each band of the sample every run used to take: 16 layouts.
def sample = classJson.sameBehaviour[1]
assert members(sample) == ['cy student.MyHeuristic', 'dee student.MyHeuristic']
assert sample.links.collect { it.differingStates } == [16]
assert sample.students == 2 && !sample.common

// Four students compute the columns away, each their own way: one function, common in a class of 9 (auto: more
// than 3 students), ranked after the rare groups, still listed.
def common = classJson.sameBehaviour[2]
assert members(common) == ['eve student.MyHeuristic', 'fay student.MyHeuristic', 'gus student.MyHeuristic',
        'hal student.MyHeuristic']
assert common.members*.sharedBy == [4, 4, 4, 4] && common.members*.function == [1, 1, 1, 1]
assert common.students == 4 && common.common && common.links == []
assert classJson.sameBehaviourComparison.commonFunction == 3

// Ivy's copy of Ann's, changed on 0.4 % of the layouts, is past the share: the closest pairs list it with its count.
def closest = classJson.closestPairs.collect { "${it.student} ${it.heuristic} ${it.otherStudent} ${it.otherHeuristic} ${it.differingStates}".toString() }
assert closest == ['ann student.MyHeuristic ben student.DecoyOne 388', 'ann student.MyHeuristic ben student.DecoyTwo 388',
        'ann student.MyHeuristic ivy student.MyHeuristic 1459', 'ben student.MyHeuristic ivy student.MyHeuristic 1568',
        'ben student.DecoyOne ivy student.MyHeuristic 1843', 'ben student.DecoyTwo ivy student.MyHeuristic 1844'] :
        "closest ${closest}"
assert classJson.closestPairs.every { Math.abs((it.differingShare as double) - it.differingStates / (double) it.states) < 1e-15 }

// The page shows the same.
assert page.indexOf('Same behaviour: review (huarongdao, 4 heuristics, 2 students, rare') <
        page.indexOf('Same behaviour: review (huarongdao, 2 heuristics, 2 students, rare')
assert page.indexOf('Same behaviour: review (huarongdao, 2 heuristics, 2 students, rare') <
        page.indexOf('Same behaviour: review (huarongdao, 4 heuristics, 4 students, common, equal everywhere)')
assert page.contains('differ on 111 states of 363,480')
assert page.contains('differ on 16 states of 363,480')
assert page.contains('Closest pairs beyond the share')
assert page.contains('1,459 of 363,480 (0.401 %)')
assert log.contains('same behaviour: review (huarongdao, 2 students): ann student.MyHeuristic, ben student.DecoyOne,'
        + ' ben student.DecoyTwo, ben student.MyHeuristic')
assert log.contains('compared (huarongdao): every pair on every state')

// From the reports alone, only equal fingerprints group; with grade.commonFunction=4 the four are rare.
def reportsOnly = slurper.parse(new File(basedir, 'instructor/target/reports-only/class.json'))
assert reportsOnly.sameBehaviour.collect { [members(it), it.students, it.common] } == [[['eve student.MyHeuristic',
        'fay student.MyHeuristic', 'gus student.MyHeuristic', 'hal student.MyHeuristic'], 4, false]]
assert reportsOnly.sameBehaviourComparison.domains*.method == ['equal-fingerprints']
assert reportsOnly.sameBehaviourComparison.commonFunction == 4
assert reportsOnly.closestPairs == []

assert !log.toLowerCase().contains('plagiar')
assert log.contains('BUILD SUCCESS')
