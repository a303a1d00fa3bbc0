package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.heuristicgrader.grading.ItemScoring.Outcome;
import io.github.heuristicgrader.rubric.Rubric.EffortBand;
import io.github.heuristicgrader.result.Check;
import io.github.heuristicgrader.result.GradeReport.Points;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemScoringTest {

    private final ItemScoring scoring = new ItemScoring(Rubric.standard());

    @Test
    void highestBandReachedWins() {
        assertNull(scoring.effortBand(0.049));
        assertEquals(new EffortBand(0.05, 2), scoring.effortBand(0.05));
        assertEquals(new EffortBand(0.20, 6), scoring.effortBand(0.37));
        assertEquals(new EffortBand(0.80, 10), scoring.effortBand(0.93));
    }

    @Test
    void namesTheBandReachedAndTheNextOne() {
        Outcome effort = scoring.effort(0.25, "saves 25%");

        assertEquals(6, effort.earned());
        assertEquals("saves 25%; band 20% saved: 6 points; next band 40% saved: 8 points", effort.reason());
        assertEquals("saves 90%; band 80% saved: 10 points (the highest)", scoring.effort(0.9, "saves 90%").reason());
        assertEquals(0, scoring.effort(0.01, "saves 1%").earned());
    }

    @Test
    void namesTheBandsInTheSlotsPointsWhenASlotScalesTheEffortItem() {
        // A slot worth 7 for effort, of the rubric's 10: band 20% (6 points) gives 4, band 40% (8 points) gives 6.
        String reason = scoring.effort(0.25, "saves 25%").reason();
        String blocked = scoring.points(outcomes(false)).get(5).reason();

        assertEquals("saves 25%; band 20% saved: 4 points; next band 40% saved: 6 points",
                scoring.effortReasonIn(reason, 0.25, 7));
        assertEquals(SlotGrading.share(7, 6, 10), 4, "the band's points are those the slot gives");
        assertEquals("no points: requires admissible, which failed: 3 overestimated (effort itself saves 25%; band"
                + " 20% saved: 4 points; next band 40% saved: 6 points)", scoring.effortReasonIn(blocked, 0.25, 7));
        assertEquals(reason, scoring.effortReasonIn(reason, 0.25, 10), "unscaled, the reason stays");
    }

    @Test
    void givesEveryItemItsPointsWhenAllPass() {
        List<Points> points = scoring.points(outcomes(true));

        assertEquals(List.of(10, 10, 40, 15, 15, 6), points.stream().map(Points::earned).toList());
        assertEquals(List.of(10, 10, 40, 15, 15, 10), points.stream().map(Points::possible).toList());
    }

    @Test
    void withholdsItemsWhosePrerequisiteFailedNamingOnlyTheRootCause() {
        List<Points> points = scoring.points(outcomes(false));

        assertEquals(List.of(10, 0, 0, 0, 0, 0), points.stream().map(Points::earned).toList());
        assertEquals("no points: requires admissible, which failed: 3 overestimated (consistent itself passed: fine)",
                points.get(3).reason());
        assertEquals("no points: requires admissible, which failed: 3 overestimated (effort itself saves 25%; band"
                + " 20% saved: 6 points; next band 40% saved: 8 points)", points.get(5).reason());
    }

    /** Every check passing, but admissible's when {@code admissible} is false; effort saving 25 %. */
    private Map<String, Outcome> outcomes(boolean admissible) {
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        outcomes.put(Check.WELL_FORMED.id(), scoring.check(Check.WELL_FORMED, true, "fine"));
        outcomes.put(Check.GOAL_ZERO.id(), scoring.check(Check.GOAL_ZERO, true, "fine"));
        outcomes.put(Check.ADMISSIBLE.id(), scoring.check(Check.ADMISSIBLE, admissible,
                admissible ? "fine" : "3 overestimated"));
        outcomes.put(Check.CONSISTENT.id(), scoring.check(Check.CONSISTENT, true, "fine"));
        outcomes.put(Check.DOMINANCE.id(), scoring.check(Check.DOMINANCE, true, "fine"));
        outcomes.put(Check.EFFORT.id(), scoring.effort(0.25, "saves 25%"));
        return outcomes;
    }
}
