def log = new File(basedir, 'build.log').text
def expectInLog = { String text -> assert log.contains(text) : "build.log lacks: $text" }

// OEIS A089484 summed: the arrangements within each number of moves of the goal, as FifteenPuzzleTest holds them.
def within = [1, 3, 7, 17, 41, 95, 202, 414, 860, 1806, 3754, 7692, 15500, 31044, 61865, 122707, 241707, 473551,
        920893, 1780637]
def grouped = { long n -> String.format(Locale.ROOT, '%,d', n) }

// The grade stops on the heap before filling it: the region counted (or the search stopped before it held more than
// the heap), the heap it needs as an -Xmx figure, and the largest radius that fits with its count.
assert !log.contains('OutOfMemoryError') : 'the heap was filled'
def counted = log =~ ('the 15-puzzle \\(domain fifteen-puzzle\\) has ([\\d,]+) arrangements within 19 moves of its'
        + ' goals, which need ([\\d,]+) MiB of heap \\(\\d+ bytes a state and 4 a move, [\\d,]+ moves at most\\) but'
        + ' ([\\d,]+) MiB are free; give Maven\'s JVM -Xmx(\\d+)g in MAVEN_OPTS or .mvn/jvm.config')
def stopped = log =~ ('the 15-puzzle \\(domain fifteen-puzzle\\) has more than ([\\d,]+) arrangements within 19 moves'
        + ' of its goals \\(the search back from the goals stopped there\\), which need at least [\\d,]+ MiB of heap'
        + ' \\(\\d+ bytes a state, its moves beside\\), more than the [\\d,]+ MiB free; give Maven\'s JVM at least'
        + ' -Xmx(\\d+)g in MAVEN_OPTS or .mvn/jvm.config')
boolean isCounted = counted.find()
assert isCounted || stopped.find() : 'no heap message in build.log'
if (isCounted) {
    assert counted.group(1) == grouped(within[19]) : "counted ${counted.group(1)}"
}
def fits = log =~ ('or grade within the largest radius that fits the heap now, (\\d+) \\(([\\d,]+) arrangements\\):'
        + ' set radius: (\\d+) in the rubric file \\(grade.radius\\)')
assert fits.find() : 'no radius suggested'
int radius = fits.group(1) as int
assert radius < 19 && fits.group(3) == fits.group(1) : "radius ${fits.group(1)}, set ${fits.group(3)}"
assert fits.group(2) == grouped(within[radius]) : "within $radius: ${fits.group(2)}, not ${within[radius]}"
expectInLog('BUILD FAILURE')
return true
