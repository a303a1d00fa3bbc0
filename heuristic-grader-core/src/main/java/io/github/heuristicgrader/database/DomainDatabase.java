package io.github.heuristicgrader.database;

import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.engine.DomainContractException;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateRegion;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.engine.StateSpaceTooLargeException;
import io.github.heuristicgrader.text.Numbers;
import io.github.heuristicgrader.result.GradeReport.DomainReport;
import io.github.heuristicgrader.result.GradeReport.Region;
import io.github.heuristicgrader.result.GradeReport.StateDatabase;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.spi.Domain;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
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
 * @param region the radius {@code space} holds the states within and the whole space's size, when it holds only
 *     those ({@link StateRegion}); null when it holds every state
 */
public record DomainDatabase(Domain domain, StateSpace space, Suite suite, EffortSuite effortSuite, Region region) {

    /** The database of a domain on its whole space. */
    public DomainDatabase(Domain domain, StateSpace space, Suite suite, EffortSuite effortSuite) {
        this(domain, space, suite, effortSuite, null);
    }

    /**
     * Builds the state space of {@code domain} and its suites: every state, or when the rubric or the domain asks
     * for a radius ({@link Rubric#radius(Domain)}) the states within it ({@link StateRegion}).
     *
     * @param starts the A* suite's starts by name ({@link SuiteStarts#of})
     * @throws StateDatabaseException when the state database would pass the rubric's {@code maxStates} or the heap, the
     *     domain breaks its contract ({@link DomainContractException}), a classic start has no solution, or the
     *     effort suite has no start at a distance
     */
    public static DomainDatabase build(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric)
            throws StateDatabaseException {
        return build(domain, starts, rubric, line -> { });
    }

    /**
     * Builds the state space of {@code domain} and its suites as {@link #build(Domain, Map, Rubric)} does, and says
     * on {@code log} what each part took and which effort distances the suite's bound left out.
     */
    public static DomainDatabase build(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric,
            Consumer<String> log) throws StateDatabaseException {
        long started = System.nanoTime();
        StateSpace space;
        StateRegion within = null;
        OptionalInt radius = rubric.radius(domain);
        try {
            if (radius.isEmpty()) {
                space = StateSpace.of(domain, rubric.maxStates());
            } else {
                within = radius.getAsInt() == Rubric.LARGEST_FITTING_RADIUS
                        ? StateRegion.largestWithin(domain, rubric.maxStates())
                        : StateRegion.within(domain, radius.getAsInt(), rubric.maxStates());
                space = within.space();
            }
        } catch (StateSpaceTooLargeException e) {
            throw new StateDatabaseException(e.getMessage(), e);
        } catch (DomainContractException e) {
            throw new StateDatabaseException("The domain " + domain.name() + " breaks Domain's contract, so nothing"
                    + " of it can be graded: " + e.getMessage(), e);
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
        Region region = within == null ? null : new Region(within.radius(), space.unitCosts(),
                within.spaceStates().isPresent() ? within.spaceStates().getAsLong() : null, suite.beyondRegion());
        return new DomainDatabase(domain, space, suite, effortSuite, region);
    }

    /** The name of the baseline heuristic. */
    public String baselineName() {
        return domain.baseline().name();
    }

    /** The baseline's estimates on every state. */
    public Estimates baseline() {
        return suite.baseline();
    }

    /** The report's account of this domain: its words, baseline, state database and suite. */
    public DomainReport report() {
        return new DomainReport(domain.name(), domain.title(), domain.stateNoun(), domain.stateNounPlural(),
                baselineName(), new StateDatabase(domain.description(), space.size(), space.solvableCount(),
                        space.goalCount(), space.maxDistance(), space.moveCount(), region), suite.puzzles(),
                BehaviourFingerprint.of(space, baseline()));
    }
}
