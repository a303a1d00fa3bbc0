package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.domain.oneway.PlainDijkstra;
import io.github.heuristicgrader.domain.token.TokenDomain;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.search.AStar;
import io.github.heuristicgrader.search.ForcedExpansions;
import io.github.heuristicgrader.search.SearchEffort;
import io.github.heuristicgrader.spi.Domain;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The states within a radius of the goals, against the whole space the engine builds (reversible moves, Huarongdao)
 * and against a plain forward Dijkstra from every node (one-way moves costing 1 to 5): the same states, distances
 * and moves; A* from every state of a region optimal though it sees only the region's moves; and the domains it
 * refuses.
 */
class StateRegionTest {

    private static final HuarongdaoPuzzle HUARONGDAO = HuarongdaoPuzzle.standard();
    private static final StateSpace WHOLE = StateSpace.of(HUARONGDAO);
    /** Huarongdao, which keeps the default goalStates(), given its goals as the whole space finds them. */
    private static final Domain HUARONGDAO_WITH_GOALS = overriding(HUARONGDAO, Map.of("goalStates",
            arguments -> IntStream.range(0, WHOLE.size()).filter(WHOLE::isGoal).mapToLong(WHOLE::key).toArray()));

    @Test
    void holdsEveryStateWithinTheRadiusAtItsWholeSpaceDistanceWithTheMovesAmongThem() {
        int radius = 20;
        StateRegion region = StateRegion.within(HUARONGDAO_WITH_GOALS, radius, Long.MAX_VALUE);
        StateSpace space = region.space();
        long[] expected = IntStream.range(0, WHOLE.size())
                .filter(state -> WHOLE.isSolvable(state) && WHOLE.distance(state) <= radius)
                .mapToLong(WHOLE::key).toArray();
        assertArrayEquals(expected, IntStream.range(0, space.size()).mapToLong(space::key).toArray());
        int leaving = 0;
        for (int state = 0; state < space.size(); state++) {
            int whole = WHOLE.stateOf(space.key(state));
            assertEquals(WHOLE.distance(whole), space.distance(state), space.text(state));
            long[] kept = IntStream.range(WHOLE.firstMove(whole), WHOLE.endMove(whole)).map(WHOLE::moveTarget)
                    .filter(target -> WHOLE.distance(target) <= radius).mapToLong(WHOLE::key).toArray();
            leaving += WHOLE.endMove(whole) - WHOLE.firstMove(whole) - kept.length;
            assertArrayEquals(kept, IntStream.range(space.firstMove(state), space.endMove(state))
                    .map(space::moveTarget).mapToLong(space::key).toArray(), space.text(state));
        }
        assertTrue(leaving > 0, "some moves leave the region, so that dropping them is tested");
        assertEquals(radius, region.radius());
        assertTrue(region.spaceStates().isEmpty(), "Huarongdao does not say its size");
    }

    @Test
    void aStarFromEveryStateOfTheRegionFindsTheOptimalCostThoughItSeesOnlyTheRegionsMoves() {
        StateSpace space = StateRegion.within(HUARONGDAO_WITH_GOALS, 16, Long.MAX_VALUE).space();
        Estimates manhattan = Estimates.of(space, HUARONGDAO.baseline());
        AStar search = new AStar(space);
        ForcedExpansions.Searcher forced = new ForcedExpansions.Searcher(space);
        for (int start = 0; start < space.size(); start += 7) {
            SearchEffort effort = search.search(start, manhattan, forced.from(start));
            assertTrue(effort.solved(), space.text(start));
            assertEquals(WHOLE.distance(WHOLE.stateOf(space.key(start))), effort.cost(), space.text(start));
        }
    }

    /**
     * With reversible unit moves, every state A* generates from a start at distance d has g ≤ d + 1 and so lies
     * within 2d + 1 of the goal: from a start within (R − 1) / 2 the search on the region is the search on the whole
     * space, state for state (the region numbers its states in the same order), and its figures are the same.
     */
    @Test
    void fromAStartWithinHalfTheRadiusAStarCountsWhatItCountsOnTheWholeSpace() {
        int radius = 17;
        StateSpace space = StateRegion.within(HUARONGDAO_WITH_GOALS, radius, Long.MAX_VALUE).space();
        Estimates manhattan = Estimates.of(space, HUARONGDAO.baseline());
        Estimates wholeManhattan = Estimates.of(WHOLE, HUARONGDAO.baseline());
        AStar search = new AStar(space);
        AStar wholeSearch = new AStar(WHOLE);
        ForcedExpansions.Searcher forced = new ForcedExpansions.Searcher(space);
        ForcedExpansions.Searcher wholeForced = new ForcedExpansions.Searcher(WHOLE);
        int compared = 0;
        for (int start = 0; start < space.size(); start += 11) {
            if (space.distance(start) > (radius - 1) / 2 || space.isGoal(start)) {
                continue;
            }
            int whole = WHOLE.stateOf(space.key(start));
            assertEquals(wholeSearch.search(whole, wholeManhattan, wholeForced.from(whole)),
                    search.search(start, manhattan, forced.from(start)), space.text(start));
            compared++;
        }
        assertTrue(compared > 100, "starts compared: " + compared);
    }

    @Test
    void oneWayMovesCostingOneToFiveGiveTheStatesAPlainDijkstraFindsWithinTheRadius() {
        OneWayGraph graph = new OneWayGraph(22);
        long[] plain = new PlainDijkstra(graph).toNearestGoal();
        for (int radius : new int[] {0, 3, 9, 14}) {
            StateSpace space = StateRegion.within(graph, radius, Long.MAX_VALUE).space();
            int at = 0;
            for (int node = 1; node <= OneWayGraph.NODES; node++) {
                if (plain[node] <= radius) {
                    assertEquals(node, space.key(at), "radius " + radius);
                    assertEquals(plain[node], space.distance(at++), "node " + node);
                }
            }
            assertEquals(at, space.size(), "radius " + radius);
            AStar search = new AStar(space);
            ForcedExpansions.Searcher forced = new ForcedExpansions.Searcher(space);
            Estimates zero = Estimates.of(new int[space.size()]);
            for (int start = 0; start < space.size(); start++) {
                assertEquals(space.distance(start), search.search(start, zero, forced.from(start)).cost());
            }
        }
    }

    @Test
    void largestWithinPicksTheLargestRadiusWhoseRegionFitsTheStates() {
        int withinTen = StateRegion.within(HUARONGDAO_WITH_GOALS, 10, Long.MAX_VALUE).space().size();
        int withinEleven = StateRegion.within(HUARONGDAO_WITH_GOALS, 11, Long.MAX_VALUE).space().size();
        StateRegion fitting = StateRegion.largestWithin(HUARONGDAO_WITH_GOALS, withinEleven - 1);
        assertEquals(10, fitting.radius());
        assertEquals(withinTen, fitting.space().size());
        assertEquals(11, StateRegion.largestWithin(HUARONGDAO_WITH_GOALS, withinEleven).radius());
    }

    @Test
    void refusesARadiusPastMaxStatesNamingTheLargestThatFits() {
        int withinTen = StateRegion.within(HUARONGDAO_WITH_GOALS, 10, Long.MAX_VALUE).space().size();
        StateSpaceTooLargeException refused = assertThrows(StateSpaceTooLargeException.class,
                () -> StateRegion.within(HUARONGDAO_WITH_GOALS, 30, withinTen + 1));
        assertTrue(refused.getMessage().contains("more than the limit maxStates in the rubric file ("
                + grouped(withinTen + 1) + "); raise maxStates, or grade within the largest radius that fits maxStates"
                + " and the heap now, 10 (" + grouped(withinTen) + " layouts): set radius: 10 in the rubric file"),
                refused.getMessage());
    }

    /**
     * A radius whose region the heap cannot grade is refused once the search has counted it: the message gives the
     * count (the whole space's), an -Xmx that holds it (read back and passed, a gibibyte less refused) and the largest
     * radius that fits the heap, with its count, which does fit.
     */
    @Test
    void refusesARadiusTheHeapCannotGradeGivingTheHeapThatHoldsItAndTheLargestRadiusThatFits() {
        RegionHeap heap = heapOf(HUARONGDAO_WITH_GOALS, 0, 0);
        long maxHeap = 8L << 30;
        long available = heap.neededBytes(withinOnWhole(12), movesOnWhole(12)) - 1;
        assertTrue(RegionHeap.searchBytes(withinOnWhole(12), withinOnWhole(12)) < available,
                "a grade takes more than the search, so that the search counts the whole region");
        StateSpaceTooLargeException refused = assertThrows(StateSpaceTooLargeException.class,
                () -> StateRegion.within(HUARONGDAO_WITH_GOALS, 12, Long.MAX_VALUE, available, maxHeap));
        String message = refused.getMessage();
        assertTrue(message.startsWith("the Huarongdao (domain huarongdao) has " + grouped(withinOnWhole(12))
                + " layouts within 12 moves of its goals, which need "), message);
        assertTrue(message.contains(" MiB of heap (" + heap.gradeBytesPerState() + " bytes a state and 4 a move, "
                + grouped(movesOnWhole(12)) + " moves at most) but "), message);
        Matcher fits = Pattern.compile("the largest radius that fits the heap now, (\\d+) \\(([\\d,]+) layouts\\):"
                + " set radius: (\\d+) in the rubric file \\(grade.radius\\)$").matcher(message);
        assertTrue(fits.find(), message);
        int radius = Integer.parseInt(fits.group(1));
        assertEquals(11, radius);
        assertEquals(fits.group(1), fits.group(3));
        assertEquals(grouped(withinOnWhole(radius)), fits.group(2));
        assertEquals(withinOnWhole(radius), StateRegion.within(HUARONGDAO_WITH_GOALS, radius, Long.MAX_VALUE,
                available, maxHeap).space().size(), "the radius suggested fits the same heap");

        Matcher xmx = Pattern.compile("give Maven's JVM -Xmx(\\d+)g in MAVEN_OPTS or .mvn/jvm.config").matcher(message);
        assertTrue(xmx.find(), message);
        long suggested = Long.parseLong(xmx.group(1)) << 30;
        long inUse = maxHeap - available;
        assertEquals(withinOnWhole(12), StateRegion.within(HUARONGDAO_WITH_GOALS, 12, Long.MAX_VALUE,
                suggested - inUse, suggested).space().size(), "the heap suggested holds it");
        assertThrows(StateSpaceTooLargeException.class, () -> StateRegion.within(HUARONGDAO_WITH_GOALS, 12,
                Long.MAX_VALUE, suggested - inUse - HeapFigures.MARGIN - (1L << 30), suggested - (1L << 30)),
                "a gibibyte less would not do");
    }

    /**
     * When even the search back from the goals would pass the heap, it stops there, before it holds more than the
     * heap: the message says the region has more, the least -Xmx, and the largest radius that fits, which does.
     */
    @Test
    void stopsTheSearchBeforeItPassesTheHeapNamingTheLargestRadiusThatFits() {
        long available = RegionHeap.searchBytes(withinOnWhole(9), withinOnWhole(9));
        StateSpaceTooLargeException refused = assertThrows(StateSpaceTooLargeException.class,
                () -> StateRegion.within(HUARONGDAO_WITH_GOALS, 40, Long.MAX_VALUE, available, 1L << 30));
        String message = refused.getMessage();
        Matcher more = Pattern.compile("has more than ([\\d,]+) layouts within 40 moves of its goals \\(the search"
                + " back from the goals stopped there\\), which need at least ").matcher(message);
        assertTrue(more.find(), message);
        long held = Long.parseLong(more.group(1).replace(",", ""));
        assertTrue(RegionHeap.searchBytes(held, 0) <= available, "it stopped within the heap: " + held);
        assertTrue(held < withinOnWhole(40), message);
        assertTrue(message.contains("; give Maven's JVM at least -Xmx"), message);
        Matcher fits = Pattern.compile("the largest radius that fits the heap now, (\\d+) \\(([\\d,]+) layouts\\)")
                .matcher(message);
        assertTrue(fits.find(), message);
        int radius = Integer.parseInt(fits.group(1));
        assertEquals(grouped(withinOnWhole(radius)), fits.group(2));
        assertEquals(withinOnWhole(radius), StateRegion.within(HUARONGDAO_WITH_GOALS, radius, Long.MAX_VALUE,
                available, 1L << 30).space().size(), "the radius suggested fits the same heap");
        assertThrows(StateSpaceTooLargeException.class, () -> StateRegion.within(HUARONGDAO_WITH_GOALS, radius + 1,
                Long.MAX_VALUE, available, 1L << 30), "the next radius does not");
    }

    /** fit takes the largest radius that both maxStates and the heap hold, whichever is the tighter. */
    @Test
    void largestWithinPicksTheLargestRadiusThatTheHeapHolds() {
        RegionHeap heap = heapOf(HUARONGDAO_WITH_GOALS, 0, 0);
        long available = heap.neededBytes(withinOnWhole(11), movesOnWhole(11));
        StateRegion byHeap = StateRegion.largestWithin(HUARONGDAO_WITH_GOALS, Long.MAX_VALUE, available, 1L << 30);
        assertEquals(11, byHeap.radius());
        assertEquals(withinOnWhole(11), byHeap.space().size());
        assertEquals(10, StateRegion.largestWithin(HUARONGDAO_WITH_GOALS, withinOnWhole(11) - 1, available,
                1L << 30).radius(), "maxStates the tighter");
        assertEquals(10, StateRegion.largestWithin(HUARONGDAO_WITH_GOALS, Long.MAX_VALUE, available - 1, 1L << 30)
                .radius(), "a byte less");
    }

    /** The states within {@code radius} of a goal, counted on the whole space. */
    private static int withinOnWhole(int radius) {
        return (int) IntStream.range(0, WHOLE.size())
                .filter(state -> WHOLE.isSolvable(state) && WHOLE.distance(state) <= radius).count();
    }

    /**
     * The moves into the states within {@code radius} of a goal, counted on the whole space: Huarongdao's
     * predecessors are its successors, so each state's moves there.
     */
    private static long movesOnWhole(int radius) {
        return IntStream.range(0, WHOLE.size()).filter(state -> WHOLE.isSolvable(state)
                && WHOLE.distance(state) <= radius).mapToLong(state -> WHOLE.endMove(state) - WHOLE.firstMove(state))
                .sum();
    }

    private static RegionHeap heapOf(Domain domain, long available, long maxHeap) {
        long goal = domain.goalStates()[0];
        return new RegionHeap(domain, available,
                maxHeap);
    }

    private static String grouped(long count) {
        return String.format(Locale.ROOT, "%,d", count);
    }

    @Test
    void refusesOneWayMovesWithoutPredecessors() {
        DomainContractException refused = assertThrows(DomainContractException.class,
                () -> StateRegion.within(new TokenDomain(5), 3, Long.MAX_VALUE));
        assertTrue(refused.getMessage().contains("gives no predecessors"), refused.getMessage());
    }

    @Test
    void refusesPredecessorsThatGiveAMoveItsSuccessorsLack() {
        OneWayGraph graph = new OneWayGraph(22);
        // The attack: node 400, in the trap, claims a move of cost 1 to goal 1 that it does not have.
        Domain lying = overriding(graph, Map.of("predecessors", arguments -> {
            long[] into = (long[]) arguments[1];
            int[] costs = (int[]) arguments[2];
            int count = graph.predecessors((long) arguments[0], into, costs);
            if ((long) arguments[0] == 1) {
                into[count] = 400;
                costs[count++] = 1;
            }
            return count;
        }));
        DomainContractException refused = assertThrows(DomainContractException.class,
                () -> StateRegion.within(lying, 5, Long.MAX_VALUE));
        assertTrue(refused.getMessage().contains("predecessors do not match its successors: n400"),
                refused.getMessage());
    }

    @Test
    void refusesPredecessorsThatMissAShorterMove() {
        OneWayGraph graph = new OneWayGraph(22);
        // The attack: every move into goal 1 said to cost 4 more than it does, so that the nodes next to it seem
        // farther than they are.
        Domain missing = overriding(graph, Map.of("predecessors", arguments -> {
            int[] costs = (int[]) arguments[2];
            int count = graph.predecessors((long) arguments[0], (long[]) arguments[1], costs);
            for (int move = 0; (long) arguments[0] == 1 && move < count; move++) {
                costs[move] += 4;
            }
            return count;
        }));
        DomainContractException refused = assertThrows(DomainContractException.class,
                () -> StateRegion.within(missing, 200, Long.MAX_VALUE));
        assertTrue(refused.getMessage().matches("(?s).*predecessors do not match its successors: n[0-9]+ misses the"
                + " move to n001 .*"), refused.getMessage());
    }

    @Test
    void refusesGoalStatesThatMissAGoal() {
        OneWayGraph graph = new OneWayGraph(22);
        Domain partial = overriding(graph, Map.of("goalStates", arguments -> new long[] {1, 2}));
        DomainContractException refused = assertThrows(DomainContractException.class,
                () -> StateRegion.within(partial, 40, Long.MAX_VALUE));
        assertTrue(refused.getMessage().contains("n003 is a goal that goalStates() does not give"),
                refused.getMessage());
    }

    /** {@code domain} with the methods named answered by the functions given, every other one by itself. */
    static Domain overriding(Domain domain, Map<String, Function<Object[], Object>> answers) {
        return (Domain) Proxy.newProxyInstance(Domain.class.getClassLoader(), new Class<?>[] {Domain.class},
                (proxy, method, arguments) -> {
                    Function<Object[], Object> answer = answers.get(method.getName());
                    if (answer != null) {
                        return answer.apply(arguments);
                    }
                    return invoke(domain, method, arguments);
                });
    }

    private static Object invoke(Domain domain, Method method, Object[] arguments) throws Throwable {
        try {
            return method.invoke(domain, arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
