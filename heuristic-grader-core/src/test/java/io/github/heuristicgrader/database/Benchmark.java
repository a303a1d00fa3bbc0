package io.github.heuristicgrader.database;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.Checks;
import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.fixtures.ManhattanDistanceHeuristic;
import io.github.heuristicgrader.fork.Evaluation;
import io.github.heuristicgrader.fork.ForkTestSupport;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.fork.WorkerLauncher;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.ClosedSetRun;
import io.github.heuristicgrader.result.GradeReport.ClosedSetSearch;
import io.github.heuristicgrader.result.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.spi.Domain;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

/**
 * Prints how long the grader's stages take, cold and warm: first for every registered domain (building its state
 * database, checking a heuristic on every state, its A* suite and effort suite), then in detail on Huarongdao's
 * standard set. Run it with benchmark/run.sh; the figures are printed, never asserted.
 */
public final class Benchmark {

    private static final int WARM_RUNS = 10;
    private static final int FORKED_RUNS = 3;

    private Benchmark() {
    }

    public static void main(String[] args) {
        for (Domain domain : Domains.defaults()) {
            domainStages(domain);
        }
        System.out.println("Huarongdao in detail");
        HuarongdaoPuzzle puzzle = HuarongdaoPuzzle.standard();
        StateSpace space = time("enumeration + exact distances (363,480 layouts)", () -> StateSpace.of(puzzle));
        System.out.printf(Locale.ROOT, "  %,d layouts, %,d solvable, %,d goals, %,d moves, max distance %d%n",
                space.size(), space.solvableCount(), space.goalCount(), space.moveCount(), space.maxDistance());

        Heuristic<Board> studentManhattan = board -> Math.abs(board.goalPiece().row() - Board.GOAL_ROW)
                + Math.abs(board.goalPiece().column() - Board.GOAL_COLUMN);
        Estimates estimates = time("evaluating a Board heuristic on every layout (in process)", () -> {
            int[] values = new int[space.size()];
            for (int state = 0; state < values.length; state++) {
                values[state] = studentManhattan.estimate(puzzle.studentState(space.key(state)));
            }
            return Estimates.of(values);
        });
        Estimates baseline = Estimates.of(space, puzzle.baseline());
        CheckResults checks = time("all checks", () -> Checks.all(space, estimates, "manhattan", baseline,
                CheckResults.Repeatability.of(0, 0, null)));
        System.out.println("  admissible: " + checks.admissible().passed() + ", consistent: "
                + checks.consistent().passed());

        Suite suite = time("A* suite: " + puzzle.classicStates().size() + " puzzles × zero, Manhattan, exact",
                () -> {
                    try {
                        return Suite.of(space, baseline, SuiteStarts.read(List.of(puzzle), List.of(), List.of()).of(puzzle));
                    } catch (StateDatabaseException e) {
                        throw new IllegalStateException(e);
                    }
                });
        List<PuzzleEffort> effort = time("A* suite with the student's heuristic", () -> suite.effort(estimates));
        EffortSuite effortSuite = time("effort suite: 50 starts, a search from each and Manhattan's counts", () -> {
            try {
                return EffortSuite.of(space, baseline, space.domain().effortDistances());
            } catch (StateDatabaseException e) {
                throw new IllegalStateException(e);
            }
        });
        GradeReport.SuiteEffort measured = time("effort suite per heuristic (target: under 200 ms)",
                () -> effortSuite.measure(estimates));
        System.out.printf(Locale.ROOT, "  saved on the effort suite: %.4f%n", measured.saved());
        withoutReopening(space, suite, baseline);
        forkedEvaluation();
        suite.puzzles().forEach(p -> System.out.printf(Locale.ROOT,
                "  %s optimum %3d  expanded: zero %,7d  manhattan %,7d  exact %,4d%n",
                p.puzzle(), p.optimum(), p.zero().expanded(), p.baseline().expanded(), p.exact().expanded()));
        System.out.println("  student effort rows: " + effort.size());
    }

    /**
     * Times the stages a grade runs on {@code domain}: building the state database, all checks, the A* suite of its
     * classic starts and the effort suite, once built and then per heuristic. Half the exact distance stands in for a
     * student's heuristic: the baseline would take the suites' shortcut for heuristics equal to it.
     */
    private static void domainStages(Domain domain) {
        String states = domain.stateNounPlural();
        System.out.println(domain.title() + " (" + domain.name() + ")");
        StateSpace space = time("  " + domain.title() + ": building the state database (every state, exact distances)",
                () -> StateSpace.of(domain));
        System.out.printf(Locale.ROOT, "    %,d %s, %,d solvable, %,d goals, %,d moves, max distance %d%n",
                space.size(), states, space.solvableCount(), space.goalCount(), space.moveCount(),
                space.maxDistance());
        Estimates baseline = Estimates.of(space, domain.baseline());
        int[] halfExact = new int[space.size()];
        for (int state = 0; state < halfExact.length; state++) {
            halfExact[state] = Math.max(0, space.distance(state)) / 2;
        }
        Estimates student = Estimates.of(halfExact);
        time("  " + domain.title() + ": all checks of a heuristic on every " + domain.stateNoun(),
                () -> Checks.all(space, student, domain.baseline().name(), baseline,
                        CheckResults.Repeatability.of(0, 0, null)));
        Suite suite = time("  " + domain.title() + ": A* suite, " + domain.classicStates().size()
                + " classic starts", () -> {
                    try {
                        return Suite.of(space, baseline, SuiteStarts.read(List.of(domain), List.of(), List.of()).of(domain));
                    } catch (StateDatabaseException e) {
                        throw new IllegalStateException(e);
                    }
                });
        time("  " + domain.title() + ": A* suite per heuristic", () -> suite.effort(student));
        EffortSuite effortSuite = time("  " + domain.title() + ": effort suite at distances "
                + domain.effortDistances(), () -> {
                    try {
                        return EffortSuite.of(space, baseline, domain.effortDistances());
                    } catch (StateDatabaseException e) {
                        throw new IllegalStateException(e);
                    }
                });
        time("  " + domain.title() + ": effort suite per heuristic", () -> effortSuite.measure(student));
    }

    /**
     * Times A* without reopening on the suite, as grading runs it for an inconsistent heuristic, with a few of them
     * from well informed to barely informed, and prints how many puzzles came out longer.
     */
    private static void withoutReopening(StateSpace space, Suite suite, Estimates baseline) {
        Map<String, IntUnaryOperator> inconsistent = new LinkedHashMap<>();
        inconsistent.put("exact less (number mod 7)",
                state -> Math.max(0, space.distance(state) - state % 7));
        inconsistent.put("twice Manhattan (inadmissible)", state -> 2 * baseline.values()[state]);
        inconsistent.put("Manhattan on even numbers, else 0", state -> state % 2 == 0
                ? baseline.values()[state] : 0);
        inconsistent.forEach((name, estimate) -> {
            int[] values = new int[space.size()];
            for (int state = 0; state < values.length; state++) {
                values[state] = estimate.applyAsInt(state);
            }
            Estimates estimates = Estimates.of(values);
            List<ClosedSetRun> runs = time("A* without reopening, suite: " + name,
                    () -> suite.withoutReopening(estimates, suite.starts()));
            System.out.printf(Locale.ROOT, "  %d of %d puzzles longer than the optimum, %,d layouts expanded%n",
                    ClosedSetSearch.of(runs).longer().size(), runs.size(),
                    runs.stream().mapToLong(ClosedSetRun::expanded).sum());
        });
    }

    /** Times a whole forked evaluation of a student-style heuristic, JVM start included, as grading runs it. */
    private static void forkedEvaluation() {
        try {
            Path graderClasses = ForkTestSupport.graderClasses();
            Path fixtures = Path.of(ManhattanDistanceHeuristic.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
            Path work = Files.createTempDirectory("benchmark-fork");
            Path java = Path.of(System.getProperty("java.home"), "bin", "java");
            Sandbox detected = Sandbox.detect(Sandbox.Mode.AUTO, java, System.getenv("PATH"));
            System.out.println("  " + detected.describe());
            for (Sandbox sandbox : detected.active() ? List.of(Sandbox.off(), detected) : List.of(detected)) {
                WorkerLauncher launcher = new WorkerLauncher(sandbox, java, List.of(graderClasses), 1024,
                        Duration.ofMinutes(2), work);
                time("forked JVM evaluating a Board heuristic on every layout (JVM start included), "
                        + (sandbox.active() ? "sandboxed" : "unsandboxed"), FORKED_RUNS, () -> {
                            try {
                                Evaluation evaluation = launcher.evaluate(ManhattanDistanceHeuristic.class.getName(),
                                        List.of(fixtures), HuarongdaoPuzzle.standard());
                                if (evaluation.status() != Evaluation.Status.COMPLETED) {
                                    throw new IllegalStateException(evaluation.message(HuarongdaoPuzzle.standard()));
                                }
                                return evaluation;
                            } catch (IOException e) {
                                throw new UncheckedIOException(e);
                            }
                        });
            }
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs {@code stage} once cold, then {@value #WARM_RUNS} times, and prints the times. */
    private static <T> T time(String stage, Supplier<T> stageRun) {
        return time(stage, WARM_RUNS, stageRun);
    }

    /** Runs {@code stage} once cold, then {@code warmRuns} times, and prints the times. */
    private static <T> T time(String stage, int warmRuns, Supplier<T> stageRun) {
        long start = System.nanoTime();
        T result = stageRun.get();
        double cold = (System.nanoTime() - start) / 1e6;
        double[] warm = new double[warmRuns];
        for (int run = 0; run < warmRuns; run++) {
            start = System.nanoTime();
            stageRun.get();
            warm[run] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(warm);
        System.out.printf(Locale.ROOT, "%-75s cold %8.1f ms   warm min %8.1f ms   median %8.1f ms%n", stage, cold,
                warm[0], warm[warmRuns / 2]);
        return result;
    }
}
