package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.engine.EndlessLineTest.EndlessLine;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.rtg.ElevatorPuzzle;
import io.github.heuristicgrader.spi.Domain;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rule that a domain's keys compare as its texts do, checked when its state database is built. */
class KeyOrderTest {

    @Test
    void refusesADomainWhoseKeysDoNotCompareAsItsTexts() {
        DomainContractException e = assertThrows(DomainContractException.class,
                () -> StateSpace.of(new EndlessLine(12, false), 1_000));
        assertEquals("the Endless line (domain endless)'s keys do not compare as its texts do: key 9 is smaller than"
                + " key 10, but its text n9 comes after n10; make the smaller key the one with the smaller text",
                e.getMessage());
    }

    @Test
    void refusesStatesOutOfOrderOrTwice() {
        EndlessLine line = new EndlessLine(12);
        DomainContractException outOfOrder = assertThrows(DomainContractException.class,
                () -> StateSpace.checkKeyOrder(line, new long[] {1, 3, 2}));
        assertEquals("the Endless line (domain endless) lists its states out of order: key 2 (n0000000000000000002)"
                + " after key 3 (n0000000000000000003); states() gives every state once, in ascending key order",
                outOfOrder.getMessage());
        DomainContractException twice = assertThrows(DomainContractException.class,
                () -> StateSpace.checkKeyOrder(line, new long[] {1, 2, 2}));
        assertEquals("the Endless line (domain endless) lists the key 2 (n0000000000000000002) twice; states() gives"
                + " every state once, in ascending key order", twice.getMessage());
    }

    /** Checked in ranges side by side, a long list names its first fault, wherever the ranges split it. */
    @Test
    void namesTheFirstFaultOfAListCheckedInRanges() {
        EndlessLine line = new EndlessLine(1_000_000);
        long[] keys = new long[200_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = i + 1;
        }
        keys[150_001] = keys[150_000];
        keys[60_001] = keys[60_000] - 2;
        keys[199_999] = 1;
        for (int round = 0; round < 5; round++) {
            DomainContractException e = assertThrows(DomainContractException.class,
                    () -> StateSpace.checkKeyOrder(line, keys));
            assertTrue(e.getMessage().contains("key 59999 (" + line.format(59_999) + ") after key 60001 ("
                    + line.format(60_001) + ")"), e.getMessage());
        }
    }

    @Test
    void passesEveryDomainThatKeepsTheRule() {
        for (Domain domain : List.of(HuarongdaoPuzzle.standard(), ElevatorPuzzle.standard(), new OneWayGraph(7),
                new EndlessLine(1_000))) {
            StateSpace.checkKeyOrder(domain, StateSpace.statesOf(domain, Long.MAX_VALUE, Long.MAX_VALUE));
        }
    }
}
