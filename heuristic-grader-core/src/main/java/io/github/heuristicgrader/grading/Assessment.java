package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.result.Check;
import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.grading.ItemScoring.Outcome;
import io.github.heuristicgrader.checks.Checks;
import io.github.heuristicgrader.database.DomainDatabase;
import io.github.heuristicgrader.database.EffortSuite;
import io.github.heuristicgrader.database.Suite;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.ClosedSetSearch;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.text.Numbers;
import io.github.heuristicgrader.result.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Turns one heuristic's run into its report entry: checks, A* effort, verdict and points.
 *
 * <p>Points: as {@link ItemScoring} gives them from the checks' outcomes and the effort suite's saving (by default an
 * inadmissible heuristic earns at most {@code wellFormed}: an overestimate saves effort, or dominates, by being
 * wrong). A heuristic that threw somewhere or gave values that do not repeat earns no points at all.
 */
final class Assessment {

    private final StateSpace space;
    private final Suite suite;
    private final EffortSuite effortSuite;
    private final String baselineName;
    private final Estimates baseline;
    private final Rubric rubric;
    private final ItemScoring scoring;
    private final Duration maxTimePerEvaluation;
    private final Consumer<String> log;

    /**
     * Assesses against {@code baseline}, scoring with {@code rubric} and measuring effort on {@code effortSuite}; a
     * heuristic slower per call than {@code maxTimePerEvaluation} (unless zero) is too slow; says on {@code log}
     * what each heuristic's checks and searches took.
     */
    Assessment(DomainDatabase database, Rubric rubric, Duration maxTimePerEvaluation, Consumer<String> log) {
        this.space = database.space();
        this.suite = database.suite();
        this.effortSuite = database.effortSuite();
        this.baselineName = database.baselineName();
        this.baseline = database.baseline();
        this.rubric = rubric;
        this.scoring = new ItemScoring(rubric);
        this.maxTimePerEvaluation = maxTimePerEvaluation;
        this.log = log;
    }

    /** The report of {@code run} of a heuristic of this domain. */
    HeuristicReport assess(HeuristicRun run) {
        String domain = space.domain().name();
        if (!run.finished()) {
            return notFinished(run, domain);
        }
        Estimates estimates = run.estimates();
        long started = System.nanoTime();
        CheckResults checks = Checks.all(space, estimates, baselineName, baseline, run.repeatable());
        long checked = System.nanoTime();
        Verdict verdict = verdict(checks, run.nanosPerEvaluation());
        boolean evaluatedEverywhere = checks.wellFormed().failed() == 0;
        List<PuzzleEffort> effort = evaluatedEverywhere ? suite.effort(estimates) : List.of();
        GradeReport.SuiteEffort effortFigures = evaluatedEverywhere ? effortSuite.measure(estimates) : null;
        log.accept("Checked " + run.className() + " on the " + Numbers.grouped(space.size()) + " "
                + space.domain().stateNounPlural() + " and " + Numbers.grouped(space.moveCount()) + " moves in "
                + Numbers.duration(checked - started) + ", its A* searches of both suites in "
                + Numbers.duration(System.nanoTime() - checked));
        // Values that are missing somewhere or do not repeat prove nothing: no check earns points on them.
        List<Points> points = verdict.provesNothing() ? scoring.noPoints(verdict)
                : points(checks, effortFigures);
        int score = points.stream().mapToInt(Points::earned).sum();
        return new HeuristicReport(run.className(), domain, verdict, message(verdict, checks, run), space.size(),
                space.solvableCount(), run.nanosPerEvaluation(), checks, effort, score,
                rubric.maxScore(), points, run.failure(), Checks.exactDistance(space, estimates),
                run.constructorNanos(), effortFigures, closedSetSearch(verdict, checks, estimates), null,
                estimates.failed().isEmpty() && checks.repeatable().passed() ? BehaviourFingerprint.of(space, estimates)
                        : null);
    }

    /**
     * A* without reopening on the suite's puzzles and the effort suite's starts, for a heuristic whose values are
     * whole and repeat and that is not consistent (admissible or not); null for any other, where it would show
     * nothing or nothing that counts.
     */
    private ClosedSetSearch closedSetSearch(Verdict verdict, CheckResults checks, Estimates estimates) {
        if (verdict.provesNothing() || checks.consistent().passed()) {
            return null;
        }
        List<Suite.Start> starts = new ArrayList<>(suite.starts());
        effortSuite.states().forEach(state -> starts.add(new Suite.Start(null, state, null)));
        return ClosedSetSearch.of(suite.withoutReopening(estimates, starts));
    }

    private Verdict verdict(CheckResults checks, double nanosPerEvaluation) {
        if (checks.wellFormed().failed() > 0) {
            return Verdict.THREW;
        }
        if (!checks.repeatable().passed()) {
            return Verdict.NONDETERMINISTIC;
        }
        if (checks.wellFormed().negative() > 0) {
            return Verdict.ILL_FORMED;
        }
        if (!checks.goalZero().passed() || !checks.admissible().passed()) {
            return Verdict.INADMISSIBLE;
        }
        if (tooSlow(nanosPerEvaluation)) {
            return Verdict.TOO_SLOW;
        }
        return Verdict.PASSED;
    }

    private boolean tooSlow(double nanosPerEvaluation) {
        return !maxTimePerEvaluation.isZero() && nanosPerEvaluation > maxTimePerEvaluation.toNanos();
    }

    private String message(Verdict verdict, CheckResults checks, HeuristicRun run) {
        return switch (verdict) {
            case THREW -> "threw on " + count(checks.wellFormed().failed()) + " of " + count(space.solvableCount())
                    + " solvable " + states() + ", first " + firstLine(run.failure()) + " on "
                    + checks.wellFormed().firstFailed();
            case NONDETERMINISTIC -> count(checks.repeatable().changed()) + " of " + count(checks.repeatable().sampled())
                    + " " + states() + " evaluated again, in another order, gave another value; first "
                    + checks.repeatable().firstChanged();
            case ILL_FORMED -> "negative on " + count(checks.wellFormed().negative()) + " " + states() + ", e.g. h="
                    + checks.wellFormed().firstNegative().estimate() + " on "
                    + checks.wellFormed().firstNegative().state();
            case INADMISSIBLE -> inadmissibility(checks);
            case TOO_SLOW -> "admissible, but " + nanos(run.nanosPerEvaluation()) + " per "
                    + space.domain().stateNoun() + " is over the budget of " + nanos(maxTimePerEvaluation.toNanos());
            default -> "admissible on all " + count(space.solvableCount()) + " solvable " + states() + "; "
                    + (checks.consistent().passed() ? "consistent" : "not consistent") + "; "
                    + (checks.dominance().passed() ? "dominates " : "does not dominate ") + baselineName;
        };
    }

    private String inadmissibility(CheckResults checks) {
        if (!checks.admissible().passed()) {
            var counterexample = checks.admissible().counterexample();
            return count(checks.admissible().violations()) + " " + states() + " overestimated, worst by "
                    + count(checks.admissible().maxExcess()) + "; smallest counterexample h="
                    + counterexample.estimate()
                    + ", d=" + counterexample.distance() + " on " + counterexample.state();
        }
        return count(checks.goalZero().violations()) + " goal " + states() + " with h ≠ 0, e.g. h="
                + checks.goalZero().example().estimate() + " on " + checks.goalZero().example().state();
    }

    /** The states' plural noun in the heuristic's domain's words, such as "states". */
    private String states() {
        return space.domain().stateNounPlural();
    }

    private static String firstLine(Failure failure) {
        if (failure == null || failure.detail() == null) {
            return "an exception";
        }
        return failure.detail().lines().findFirst().orElse("an exception");
    }

    /** The report of a run that gave no estimates (rejected before it ran, stopped, timed out): no checks. */
    private HeuristicReport notFinished(HeuristicRun run, String domain) {
        return new HeuristicReport(run.className(), domain, run.stopped(), run.message(), run.statesEvaluated(), 0,
                run.nanosPerEvaluation(), null, List.of(), 0, rubric.maxScore(), scoring.noPoints(run.stopped()),
                run.failure(), false, null, null, null, null, null);
    }

    private List<Points> points(CheckResults checks, GradeReport.SuiteEffort effortFigures) {
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        outcomes.put(Check.WELL_FORMED.id(), scoring.check(Check.WELL_FORMED, checks.wellFormed().passed(),
                checks.wellFormed().passed() ? "no negative value, no exception"
                        : count(checks.wellFormed().negative()) + " negative, " + count(checks.wellFormed().failed())
                                + " failed"));
        outcomes.put(Check.GOAL_ZERO.id(), scoring.check(Check.GOAL_ZERO, checks.goalZero().passed(),
                count(checks.goalZero().violations()) + " goal " + states() + " with h ≠ 0"));
        outcomes.put(Check.ADMISSIBLE.id(), scoring.check(Check.ADMISSIBLE, checks.admissible().passed(),
                count(checks.admissible().violations()) + " of " + count(space.solvableCount())
                        + " solvable " + states() + " overestimated"));
        outcomes.put(Check.CONSISTENT.id(), scoring.check(Check.CONSISTENT, checks.consistent().passed(),
                count(checks.consistent().violations()) + " moves where h drops by more than "
                        + (space.unitCosts() ? "1" : "the move's cost")));
        outcomes.put(Check.DOMINANCE.id(), scoring.check(Check.DOMINANCE, checks.dominance().passed(),
                count(checks.dominance().below()) + " " + states() + " below " + baselineName + ", "
                        + count(checks.dominance().above()) + " above"));
        outcomes.put(Check.EFFORT.id(), effort(effortFigures));
        return scoring.points(outcomes);
    }

    private Outcome effort(GradeReport.SuiteEffort figures) {
        if (figures == null) {
            return scoring.noEffort("no effort figure: the heuristic did not evaluate on every "
                    + space.domain().stateNoun());
        }
        double saving = figures.saved();
        return scoring.effort(saving, String.format(Locale.ROOT, "saves %.1f%% of %s's forced expansions on the"
                + " effort suite's %d starts", 100 * saving, baselineName, figures.starts().size()));
    }

    private static String nanos(double nanos) {
        return Numbers.nanos(nanos);
    }

    /** A count with thousands separators, as every message writes counts ({@link Numbers#grouped}). */
    static String count(long value) {
        return Numbers.grouped(value);
    }
}
