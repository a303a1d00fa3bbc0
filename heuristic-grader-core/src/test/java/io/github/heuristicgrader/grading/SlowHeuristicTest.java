package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.fixtures.ProgressFixtures;
import io.github.heuristicgrader.fork.ForkTestSupport;
import io.github.heuristicgrader.fork.Progress;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.rtg.ElevatorPuzzle;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.Verdict;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A heuristic too slow for its fork's limit, graded for real: its progress in the log while it runs, and when it times
 * out, the layouts done, the time per call, the estimated total and the parameter that raises the limit, in the
 * console and in grade.json. Times have wide slack: other builds share the machine.
 */
class SlowHeuristicTest {

    private static final String SLOW = ProgressFixtures.OneMillisecondPerCall.class.getName();
    private static final Pattern PROGRESS = Pattern.compile(Pattern.quote(SLOW) + ": ([\\d,]+) of 363,480 layouts"
            + " \\(\\d+%\\), [\\d.]+ (?:ms|s) per call; [\\d.]+ s left before the fork's limit, all layouts would take"
            + " about .+");

    @TempDir
    Path output;

    @Test
    void logsProgressThenReportsHowFarItCameWhenItTimesOut() throws Exception {
        List<String> info = new CopyOnWriteArrayList<>();
        Path classes = ForkTestSupport.graderClasses();
        Path testClasses = compiled(ProgressFixtures.class);
        GradeRequest request = new GradeRequest(List.of(SLOW), testClasses, List.of(testClasses), List.of(classes),
                Path.of(System.getProperty("java.home"), "bin", "java"), List.of(), output, Duration.ofSeconds(12),
                256, Rubric.standard(), 0, Duration.ZERO);

        GradeOutcome outcome = ExhaustiveGrader.builder().logTo(info::add, line -> { }).build().grade(request);

        List<String> progress = info.stream().filter(line -> line.startsWith(SLOW + ": ")).toList();
        assertEquals(2, progress.size(), "a line at 5 s and one at 10 s of 12: " + info);
        long before = 0;
        for (String line : progress) {
            Matcher matcher = PROGRESS.matcher(line);
            assertTrue(matcher.matches(), line);
            long done = Long.parseLong(matcher.group(1).replace(",", ""));
            assertTrue(done > before, progress.toString());
            before = done;
        }

        HeuristicReport slow = outcome.report().heuristics().get(0);
        assertEquals(Verdict.TIMED_OUT, slow.verdict());
        assertTrue(slow.states() >= before && slow.states() < 12_000, slow.states() + " layouts");
        assertNotNull(slow.nanosPerEvaluation());
        assertTrue(slow.nanosPerEvaluation() >= 1e6 && slow.nanosPerEvaluation() < 12e9 / Math.max(1, slow.states())
                + 1, slow.nanosPerEvaluation() + " ns per call");
        assertTrue(slow.message().startsWith(SLOW + " did not finish within the fork's limit of 12.0 s: "
                + String.format(java.util.Locale.ROOT, "%,d", slow.states()) + " of 363,480 layouts evaluated, "),
                slow.message());
        assertTrue(slow.message().endsWith("; raise forkTimeoutSeconds (grade.forkTimeoutSeconds) to give it more"
                + " time, or make each call faster"), slow.message());
        // The estimate is the time per call over every layout: at 1 ms or more, 6 minutes or more.
        assertTrue(slow.message().matches(".*all layouts would take about (?:\\d+ min \\d+ s|\\d+ h \\d+ min);.*"),
                slow.message());
        assertTrue(outcome.summary().stream().anyMatch(line -> line.contains(slow.message())), outcome.summary()::toString);

        GradeReport read = new JsonReportWriter().read(outcome.jsonReport());
        assertEquals(slow.states(), read.heuristics().get(0).states());
        assertEquals(slow.nanosPerEvaluation(), read.heuristics().get(0).nanosPerEvaluation());
    }

    @Test
    void aProgressLineSaysLayoutsDoneTimePerCallTimeLeftAndTheEstimatedTotal() {
        Progress progress = new Progress("x.Slow", 12_345, 363_480, Duration.ofMillis(14_814),
                Duration.ofSeconds(105));

        assertEquals("x.Slow: 12,345 of 363,480 layouts (3%), 1.2 ms per call; 1 min 45 s left before the fork's"
                + " limit, all layouts would take about 7 min 16 s",
                ForkedHeuristicRunner.progressLine(progress, HuarongdaoPuzzle.standard()));
    }

    @Test
    void progressAndTimeoutSayTheStatesInTheHeuristicsDomainsWords() {
        Progress progress = new Progress("x.Slow", 1_000, 30_914, Duration.ofSeconds(2), Duration.ofSeconds(3));
        ElevatorPuzzle elevator = ElevatorPuzzle.standard();

        assertEquals("x.Slow: 1,000 of 30,914 facilities (3%), 2.0 ms per call; 3.0 s left before the fork's limit,"
                + " all facilities would take about 1 min 2 s", ForkedHeuristicRunner.progressLine(progress, elevator));
        assertTrue(ForkedHeuristicRunner.timeoutMessage("x.Slow", progress, Duration.ofSeconds(5), elevator)
                .contains(": 1,000 of 30,914 facilities evaluated, 2.0 ms per call, so all facilities would take"));
    }

    @Test
    void aTimeoutBeforeTheFirstLayoutSaysHowLongTheFirstCallRanAndNamesTheParameter() {
        Progress stuck = new Progress("x.Endless", 0, 363_480, Duration.ofMillis(7_500), Duration.ZERO);

        assertEquals("x.Endless did not finish within the fork's limit of 8.0 s: 0 of 363,480 layouts evaluated,"
                + " the first call still running after 7.5 s; raise"
                + " forkTimeoutSeconds (grade.forkTimeoutSeconds) to give it more time, or make each call faster",
                ForkedHeuristicRunner.timeoutMessage("x.Endless", stuck, Duration.ofSeconds(8),
                        HuarongdaoPuzzle.standard()));
    }

    private static Path compiled(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
