package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.engine.DomainContractException;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.engine.StateSpaceTooLargeException;
import io.github.heuristicgrader.report.Numbers;
import io.github.heuristicgrader.result.GradeReport.DomainReport;
import io.github.heuristicgrader.result.GradeReport.StateDatabase;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.spi.Domain;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * What one domain of a run is graded with: its state space, its A* suite, its effort suite and its baseline, built
 * once for every heuristic of its state type.
 *
 * @param domain the domain
 * @param space its states, moves and exact distances
 * @param suite its classic starts and the instructor's files it accepted, with the reference heuristics' effort
 * @param effortSuite its effort suite, at the rubric's distances, the domain's own, or ones chosen from the
 *     state database
 */
record DomainGrading(Domain domain, StateSpace space, Suite suite, EffortSuite effortSuite) {

    /**
     * Builds the state space of {@code domain} and its suites.
     *
     * @param starts the A* suite's starts by name ({@link SuiteStarts#of})
     * @throws GradingException when the state database would pass the rubric's {@code maxStates} or the heap, the
     *     domain breaks its contract ({@link DomainContractException}), a classic start has no solution, or the
     *     effort suite has no start at a distance
     */
    static DomainGrading build(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric)
            throws GradingException {
        return build(domain, starts, rubric, line -> { });
    }

    /**
     * Builds the state space of {@code domain} and its suites as {@link #build(Domain, Map, Rubric)} does, and says
     * on {@code log} what each part took and which effort distances the suite's bound left out.
     */
    static DomainGrading build(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric,
            Consumer<String> log) throws GradingException {
        long started = System.nanoTime();
        StateSpace space;
        try {
            space = StateSpace.of(domain, rubric.maxStates());
        } catch (StateSpaceTooLargeException e) {
            throw new GradingException(e.getMessage(), e);
        } catch (DomainContractException e) {
            throw new GradingException("The domain " + domain.name() + " breaks Domain's contract, so nothing of it"
                    + " can be graded: " + e.getMessage(), e);
        }
        long built = System.nanoTime();
        Suite suite = Suite.of(space, Estimates.of(space, domain.baseline()), starts);
        long suiteBuilt = System.nanoTime();
        List<Integer> distances = rubric.effortDistances(domain);
        EffortSuite effortSuite = EffortSuite.of(space, suite.baseline(),
                distances.isEmpty() ? EffortSuite.chosenDistances(space) : distances);
        long effortBuilt = System.nanoTime();
        log.accept("Built the " + domain.title() + "'s state database (domain " + domain.name() + "): "
                + Numbers.grouped(space.size()) + " " + domain.stateNounPlural() + ", "
                + Numbers.grouped(space.moveCount()) + " moves, in " + Numbers.duration(built - started)
                + "; its A* suite in " + Numbers.duration(suiteBuilt - built) + ", its effort suite in "
                + Numbers.duration(effortBuilt - suiteBuilt));
        if (!effortSuite.leftOut().isEmpty()) {
            log.accept("The effort suite of the " + domain.title() + " leaves out the distances "
                    + effortSuite.leftOut().stream().map(String::valueOf).collect(Collectors.joining(", "))
                    + ": their searches would hold more than " + Numbers.grouped(EffortSuite.bound(space)) + " "
                    + domain.stateNounPlural() + " together, the suite's bound (" + EffortSuite.WORK_PER_STATE
                    + " times the state count); it measures the " + effortSuite.states().size()
                    + " starts of the distances before");
        }
        return new DomainGrading(domain, space, suite, effortSuite);
    }

    /** The name of the baseline heuristic. */
    String baselineName() {
        return domain.baseline().name();
    }

    /** The baseline's estimates on every state. */
    Estimates baseline() {
        return suite.baseline();
    }

    /** Assesses runs on this domain with {@code rubric} and {@code maxTimePerEvaluation}, as Assessment does. */
    Assessment assessment(Rubric rubric, Duration maxTimePerEvaluation) {
        return new Assessment(space, suite, effortSuite, baselineName(), baseline(), rubric, maxTimePerEvaluation);
    }

    /** The report's account of this domain: its words, baseline, state database and suite. */
    DomainReport report() {
        return new DomainReport(domain.name(), domain.title(), domain.stateNoun(), domain.stateNounPlural(),
                baselineName(), new StateDatabase(domain.description(), space.size(), space.solvableCount(),
                        space.goalCount(), space.maxDistance(), space.moveCount()), suite.puzzles(),
                BehaviourFingerprint.of(space, baseline()));
    }
}
