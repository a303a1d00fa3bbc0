package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import edu.example.token.Strip;
import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.domain.token.DoubledStripHeuristic;
import io.github.heuristicgrader.domain.token.ExactStripHeuristic;
import io.github.heuristicgrader.domain.token.TokenDomain;
import io.github.heuristicgrader.fixtures.ZeroHeuristic;
import io.github.heuristicgrader.fork.ForkTestSupport;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.DomainReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.Verdict;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A domain defined only in the tests (the token strip of {@link TokenDomain}, registered by the test services file)
 * graded through the real fork, discovery and reports: the seam is all a domain needs.
 */
class SecondDomainTest {

    @TempDir
    Path output;

    private GradeOutcome grade(List<String> classNames) throws Exception {
        Path testClasses = compiled(ZeroHeuristic.class);
        // The strip's student side (edu.example.token) reaches the worker from the test classes, as declared.
        GradeRequest request = new GradeRequest(classNames, testClasses, List.of(testClasses),
                Stream.concat(ForkTestSupport.graderClasspath().stream(), Stream.of(testClasses)).toList(),
                Path.of(System.getProperty("java.home"), "bin", "java"), List.of(),
                output, Duration.ofSeconds(30), 128, Rubric.standard(), 0, Duration.ZERO);
        return ExhaustiveGrader.builder().build().grade(request);
    }

    private static Path compiled(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** Every strip's exact distance, by breadth-first search over the student API's own moves. */
    private static Map<Strip, Integer> distancesByBreadthFirstSearch() {
        Map<Strip, Integer> distances = new HashMap<>();
        Deque<Strip> queue = new ArrayDeque<>();
        Strip goal = Strip.parse("xx" + ".".repeat(TokenDomain.DEFAULT_CELLS - 2));
        distances.put(goal, 0);
        queue.add(goal);
        while (!queue.isEmpty()) {
            Strip strip = queue.remove();
            for (Strip next : strip.successors()) {
                if (distances.putIfAbsent(next, distances.get(strip) + 1) == null) {
                    queue.add(next);
                }
            }
        }
        return distances;
    }

    private static Map<String, HeuristicReport> byName(GradeReport report) {
        return report.heuristics().stream().collect(Collectors.toMap(HeuristicReport::name, Function.identity()));
    }

    @Test
    void gradesHeuristicsOfADomainWithoutHuarongdaoThroughTheRealFork() throws Exception {
        GradeOutcome outcome = grade(List.of(ExactStripHeuristic.class.getName(),
                DoubledStripHeuristic.class.getName()));
        GradeReport report = outcome.report();
        Map<Strip, Integer> distances = distancesByBreadthFirstSearch();

        assertEquals(List.of(TokenDomain.NAME), report.domains().stream().map(DomainReport::name).toList(),
                "no Huarongdao database is built when no heuristic is for it");
        DomainReport token = report.domains().get(0);
        assertEquals("right-token", token.baseline());
        assertEquals(distances.size(), token.database().states());
        assertEquals(distances.size(), token.database().solvable());
        assertEquals(1, token.database().goals());
        assertEquals(distances.values().stream().mapToInt(Integer::intValue).max().orElseThrow(),
                token.database().maxDistance());
        assertEquals(List.of("far right"), token.suite().stream().map(GradeReport.SuitePuzzle::puzzle).toList());
        assertEquals(distances.get(Strip.parse(token.suite().get(0).state())), token.suite().get(0).optimum());

        Map<String, HeuristicReport> heuristics = byName(report);
        HeuristicReport exact = heuristics.get(ExactStripHeuristic.class.getName());
        assertEquals(TokenDomain.NAME, exact.domain());
        assertEquals(Verdict.PASSED, exact.verdict(), exact.message());
        assertTrue(exact.exactDistance());
        assertEquals(distances.size(), exact.states());
        assertEquals("right-token", exact.checks().dominance().baseline());
        assertTrue(exact.checks().dominance().passed());
        assertEquals(10, exact.effortSuite().starts().size(), "5 starts at each of the domain's 2 distances");
        HeuristicReport doubled = heuristics.get(DoubledStripHeuristic.class.getName());
        assertEquals(Verdict.INADMISSIBLE, doubled.verdict(), doubled.message());
        // Twice the distance is above it exactly where the distance is above 0.
        long overestimated = distances.values().stream().filter(distance -> distance > 0).count();
        assertEquals(overestimated, doubled.checks().admissible().violations());
        assertEquals(report, new JsonReportWriter().read(outcome.jsonReport()), "grade.json reads back");
    }

    @Test
    void recordsTheFingerprintOfEachHeuristicAsAnyProgramRecomputesIt() throws Exception {
        GradeOutcome outcome = grade(List.of(ExactStripHeuristic.class.getName(),
                DoubledStripHeuristic.class.getName()));
        Map<Strip, Integer> distances = distancesByBreadthFirstSearch();
        // The documented bytes, over the strips sorted by their text, the values from the breadth-first search.
        List<String> texts = distances.keySet().stream().map(Strip::toString).sorted().toList();
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        java.io.DataOutputStream out = new java.io.DataOutputStream(bytes);
        out.write(("heuristic-grader behaviour fingerprint v1\n" + TokenDomain.NAME + "\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        out.writeInt(texts.size());
        for (String text : texts) {
            out.writeInt(distances.get(Strip.parse(text)));
        }
        String expected = java.util.HexFormat.of().formatHex(
                java.security.MessageDigest.getInstance("SHA-256").digest(bytes.toByteArray()));

        HeuristicReport exact = byName(outcome.report()).get(ExactStripHeuristic.class.getName());
        assertEquals(new BehaviourFingerprint("sha256-int32-v1", texts.size(), expected), exact.fingerprint());
        HeuristicReport doubled = byName(outcome.report()).get(DoubledStripHeuristic.class.getName());
        assertFalse(expected.equals(doubled.fingerprint().digest()));
        BehaviourFingerprint baseline = outcome.report().domains().get(0).baselineFingerprint();
        assertEquals(texts.size(), baseline.states());
        assertFalse(expected.equals(baseline.digest()), "the right token's distance is not the exact distance");
    }

    @Test
    void wordsMessagesAndReasonsInTheDomainsNounsAndItsBaselinesName() throws Exception {
        GradeOutcome outcome = grade(List.of(ExactStripHeuristic.class.getName(),
                DoubledStripHeuristic.class.getName()));
        Map<String, HeuristicReport> heuristics = byName(outcome.report());
        int strips = distancesByBreadthFirstSearch().size();

        HeuristicReport exact = heuristics.get(ExactStripHeuristic.class.getName());
        assertEquals("admissible on all " + strips + " solvable strips; consistent; dominates right-token",
                exact.message());
        HeuristicReport doubled = heuristics.get(DoubledStripHeuristic.class.getName());
        assertTrue(doubled.message().startsWith((strips - 1) + " strips overestimated, worst by "), doubled.message());
        List<String> words = new ArrayList<>(outcome.summary());
        for (HeuristicReport heuristic : heuristics.values()) {
            words.add(heuristic.message());
            heuristic.points().forEach(points -> words.add(points.reason()));
        }
        for (String line : words) {
            assertFalse(line.toLowerCase(Locale.ROOT).matches(".*(layout|manhattan|board|piece).*"), line);
        }
    }

    @Test
    void gradesEachHeuristicAgainstItsOwnDomainInOneRun() throws Exception {
        GradeOutcome outcome = grade(List.of(ZeroHeuristic.class.getName(), ExactStripHeuristic.class.getName()));
        GradeReport report = outcome.report();

        assertEquals(List.of("huarongdao", TokenDomain.NAME),
                report.domains().stream().map(DomainReport::name).toList());
        Map<String, HeuristicReport> heuristics = byName(report);
        HeuristicReport zero = heuristics.get(ZeroHeuristic.class.getName());
        HeuristicReport exact = heuristics.get(ExactStripHeuristic.class.getName());
        assertEquals("huarongdao", zero.domain());
        assertEquals(363_480, zero.states());
        assertEquals("manhattan", zero.checks().dominance().baseline());
        assertEquals(TokenDomain.NAME, exact.domain());
        assertEquals(distancesByBreadthFirstSearch().size(), exact.states());
        assertFalse(exact.effort().isEmpty());
        assertEquals(report.domain(TokenDomain.NAME).suite().size(), exact.effort().size(),
                "its A* effort is on its own domain's suite");
    }
}
