package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.rtg.Facility;
import io.github.heuristicgrader.fixtures.FloorByFloorLiftHeuristic;
import io.github.heuristicgrader.fork.ForkTestSupport;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.DomainReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rubric file's domain settings reach the graded instance: an elevator heuristic graded through the real fork
 * with {@code maxPairs} 2 is run, checked and reported on the facilities of 1 and 2 pairs only.
 */
class DomainSettingsTest {

    private static final int MAX_PAIRS = 2;

    @TempDir
    Path output;

    private static Path compiled(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** Every legal facility of 1 to {@link #MAX_PAIRS} pairs, by brute force over the compact texts. */
    private static List<Facility> legalFacilities() {
        List<String> pairTexts = new ArrayList<>();
        for (int generator = 1; generator <= Facility.FLOORS; generator++) {
            for (int microchip = 1; microchip <= Facility.FLOORS; microchip++) {
                pairTexts.add("" + generator + microchip);
            }
        }
        List<Facility> facilities = new ArrayList<>();
        for (int elevator = 1; elevator <= Facility.FLOORS; elevator++) {
            for (int first = 0; first < pairTexts.size(); first++) {
                addIfLegal(elevator + ":" + pairTexts.get(first), facilities);
                for (int second = first; second < pairTexts.size(); second++) {
                    addIfLegal(elevator + ":" + pairTexts.get(first) + "," + pairTexts.get(second), facilities);
                }
            }
        }
        return facilities;
    }

    /** Adds the facility when no microchip shares a floor with another generator without its own. */
    private static void addIfLegal(String text, List<Facility> facilities) {
        String[] pairs = text.substring(2).split(",");
        for (String pair : pairs) {
            boolean withOwnGenerator = pair.charAt(0) == pair.charAt(1);
            boolean withAGenerator = false;
            for (String other : pairs) {
                withAGenerator |= other.charAt(0) == pair.charAt(1);
            }
            if (withAGenerator && !withOwnGenerator) {
                return;
            }
        }
        facilities.add(Facility.parse(text));
    }

    /** Moves to the goal of every facility that can reach it: a breadth-first search back from the goals. */
    private static Map<Facility, Integer> distances(List<Facility> facilities) {
        Map<Facility, Integer> distances = new HashMap<>();
        ArrayDeque<Facility> queue = new ArrayDeque<>();
        facilities.stream().filter(Facility::isGoal).forEach(goal -> {
            distances.put(goal, 0);
            queue.add(goal);
        });
        while (!queue.isEmpty()) {
            Facility facility = queue.poll();
            for (Facility next : facility.successors()) {
                if (distances.putIfAbsent(next, distances.get(facility) + 1) == null) {
                    queue.add(next);
                }
            }
        }
        return distances;
    }

    @Test
    void anElevatorHeuristicIsGradedOnTheFacilitiesOfTheRubricsMaxPairs() throws Exception {
        Path rubricFile = Files.writeString(output.resolve("rubric.json"),
                "{\"domains\": {\"elevator\": {\"maxPairs\": " + MAX_PAIRS + "}}}");
        Path testClasses = compiled(FloorByFloorLiftHeuristic.class);
        GradeRequest request = new GradeRequest(List.of(FloorByFloorLiftHeuristic.class.getName()), testClasses,
                List.of(testClasses), ForkTestSupport.graderClasspath(),
                Path.of(System.getProperty("java.home"), "bin", "java"), List.of(), output.resolve("grade"),
                Duration.ofSeconds(30), 128, Rubric.load(rubricFile, Map.of(), null), 0, Duration.ZERO);
        GradeReport report = ExhaustiveGrader.builder().build().grade(request).report();

        List<Facility> facilities = legalFacilities();
        Map<Facility, Integer> distances = distances(facilities);
        FloorByFloorLiftHeuristic heuristic = new FloorByFloorLiftHeuristic();
        long inconsistent = 0;
        for (Facility facility : distances.keySet()) {
            for (Facility next : facility.successors()) {
                inconsistent += heuristic.estimate(facility) > 1 + heuristic.estimate(next) ? 1 : 0;
            }
        }
        DomainReport elevator = report.domain("elevator");
        assertEquals(1, report.domains().size());
        assertEquals("1 to 2 element pairs", elevator.database().description());
        assertEquals(facilities.size(), elevator.database().states());
        assertEquals(distances.size(), elevator.database().solvable());
        assertEquals(MAX_PAIRS, elevator.database().goals());
        assertEquals(distances.values().stream().mapToInt(Integer::intValue).max().orElseThrow(),
                elevator.database().maxDistance());
        assertEquals(facilities.stream().mapToInt(facility -> facility.successors().size()).sum(),
                elevator.database().moves());
        HeuristicReport graded = report.heuristics().get(0);
        assertEquals("elevator", graded.domain());
        assertEquals(facilities.size(), graded.states(), "the fork evaluated the configured facilities");
        assertEquals(distances.size(), graded.solvable());
        assertEquals(0, graded.checks().admissible().violations());
        assertEquals(inconsistent, graded.checks().consistent().violations());
        assertTrue(elevator.suite().stream().allMatch(puzzle -> distances.get(Facility.parse(puzzle.state()))
                == puzzle.optimum()), "every A* start is a facility of at most 2 pairs, at its distance");
    }
}
