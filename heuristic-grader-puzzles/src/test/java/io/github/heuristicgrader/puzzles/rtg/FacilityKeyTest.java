package io.github.heuristicgrader.puzzles.rtg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.rtg.Facility;
import org.junit.jupiter.api.Test;

class FacilityKeyTest {

    @Test
    void everyStudentFacilityKeysAsTheStateItWasMadeFrom() {
        ElevatorPuzzle puzzle = ElevatorPuzzle.standard();
        for (long state : puzzle.states()) {
            Facility facility = puzzle.studentState(state);
            assertEquals(state, FacilityKey.of(facility), facility.toString());
        }
    }

    @Test
    void keysHoldTenPairsAndStayInTextOrder() {
        String ten = "1:11,11,11,11,11,22,22,33,44,44";
        assertEquals(ten, FacilityKey.text(FacilityKey.of(Facility.parse(ten))));
        assertTrue(FacilityKey.of(Facility.parse("4:44")) < FacilityKey.of(Facility.parse("4:44,44")));
        assertTrue(FacilityKey.of(Facility.parse("1:44,44")) < FacilityKey.of(Facility.parse("2:11")));
    }
}
