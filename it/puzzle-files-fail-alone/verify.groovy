import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// Messages on every assertion keep the whole log or report out of a failure's output.
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// The file that is no puzzle neither stops the grade nor fails it: both heuristics are admissible, so it passes.
expectInLog('BUILD SUCCESS')
expectInLog('[WARNING] Puzzle file notes.txt left out of the suite: no domain graded reads it (elevator, huarongdao)')
expectInLog('[WARNING]   elevator: the text is neither the puzzle\'s, a line per floor')
expectInLog('[WARNING]   huarongdao: a layout has 5 rows of 4 glyphs')

def json = new JsonSlurper().parse(new File(basedir, 'target/grade/grade.json'))
assert json.passed == true : "passed ${json.passed}"
assert json.domains*.name == ['elevator', 'huarongdao'] : "domains ${json.domains*.name}"
assert json.unreadPuzzleFiles*.file == ['notes.txt'] : "unread ${json.unreadPuzzleFiles}"
def notes = json.unreadPuzzleFiles[0]
assert notes.refusals*.domain == ['elevator', 'huarongdao'] : "refusals ${notes.refusals}"
assert notes.refusals.every { it.reason } : "refusals ${notes.refusals}"

// Every good file, by its title or else its file name, with the optimum SuiteStartsTest finds by breadth-first
// search over the student API's own moves (theItsPuzzleFilesHaveTheOptimaItsVerifyPins).
def expected = [
        'huarongdao': [
                'Crown': [file: 'crown.txt', optimum: 92,
                          source: 'made up for this test: the 2x2 piece under two singles'],
                'two-up': [file: 'two-up.txt', optimum: 99]],
        'elevator': [
                'AoC 2016 day 11, worked example': [file: 'worked-example.txt', optimum: 11,
                                                     source: 'https://adventofcode.com/2016/day/11'],
                'Three pairs, compact text': [file: 'compact.txt', optimum: 16],
                'three-pairs': [file: 'three-pairs.txt', optimum: 13],
                // A published part-two input as people edit it: no articles, "a elerium", odd spaces, lower case.
                'aoc-hand-edited': [file: 'aoc-hand-edited.txt', optimum: 61]]]
expected.each { domainName, puzzles ->
    def suite = json.domains.find { it.name == domainName }.suite
    puzzles.each { name, want ->
        def puzzle = suite.find { it.puzzle == name }
        assert puzzle != null : "$domainName suite lacks $name: ${suite*.puzzle}"
        assert puzzle.file == want.file : "$name file ${puzzle.file}"
        assert puzzle.optimum == want.optimum : "$name optimum ${puzzle.optimum}, expected ${want.optimum}"
        assert puzzle.source == want.source : "$name source ${puzzle.source}"
    }
    assert suite.findAll { it.file != null }.size() == puzzles.size() : "$domainName files ${suite*.file}"
}

// Each heuristic searched every puzzle of its domain, the files' included, and found their optima.
['student.ManhattanHeuristic': 'huarongdao', 'student.HalfTheFloorsToClimb': 'elevator'].each { name, domainName ->
    def heuristic = json.heuristics.find { it.name == name }
    assert heuristic != null : "heuristics graded: ${json.heuristics*.name}"
    assert heuristic.verdict == 'passed' : "$name verdict ${heuristic.verdict}: ${heuristic.message}"
    expected[domainName].each { puzzleName, want ->
        def effort = heuristic.effort.find { it.puzzle == puzzleName }
        assert effort != null && effort.optimal && effort.cost == want.optimum : "$name on $puzzleName: $effort"
    }
}

def page = new File(basedir, 'target/grade/index.html').getText('UTF-8')
assert page.contains('<code>notes.txt</code>') : 'the page does not name the file left out'
assert page.contains('a layout has 5 rows of 4 glyphs') : "the page lacks huarongdao's reason"
assert page.contains('>Crown<') : 'the page does not name a puzzle by its title'
assert page.contains('https://adventofcode.com/2016/day/11') : "the page lacks a puzzle's source"
