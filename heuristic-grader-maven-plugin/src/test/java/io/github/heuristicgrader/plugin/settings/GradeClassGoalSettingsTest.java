package io.github.heuristicgrader.plugin.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.grading.GradingException;
import java.io.File;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The grade-class goal's own settings read and checked, with no Maven at all. */
class GradeClassGoalSettingsTest {

    private static GradeClassGoalSettings.Builder submissions() {
        return new GradeClassGoalSettings.Builder().submissions(new File("submissions")).sameBehaviourShare("0.001")
                .commonFunction("auto");
    }

    @Test
    void needsExactlyOneOfSubmissionsAndReports() throws Exception {
        submissions().build().checkOneSource();
        new GradeClassGoalSettings.Builder().reports(List.of(new File("reports"))).build().checkOneSource();

        for (GradeClassGoalSettings.Builder wrong : new GradeClassGoalSettings.Builder[] {
                new GradeClassGoalSettings.Builder(), submissions().reports(List.of(new File("reports")))}) {
            GradingException error = assertThrows(GradingException.class, () -> wrong.build().checkOneSource());
            assertTrue(error.getMessage().startsWith("grade-class needs exactly one of grade.submissions"),
                    error.getMessage());
        }
    }

    @Test
    void readsTheCommonFunctionAsAutoOrACountFromOne() throws Exception {
        assertNull(submissions().build().commonCount());
        assertNull(submissions().commonFunction(" AUTO ").build().commonCount());
        assertEquals(5, submissions().commonFunction("5").build().commonCount());

        for (String given : new String[] {"0", "-2", "many", "2.5", ""}) {
            GradingException error = assertThrows(GradingException.class,
                    () -> submissions().commonFunction(given).build().commonCount());
            assertTrue(error.getMessage().startsWith("grade.commonFunction '" + given + "': a number of students"
                    + " from 1"), error.getMessage());
        }
    }

    @Test
    void readsTheSameBehaviourShareFromNoneToATenth() throws Exception {
        assertEquals(0.001, submissions().build().share());
        assertEquals(0.0, submissions().sameBehaviourShare(" 0 ").build().share());

        for (String given : new String[] {"-0.1", "0.5", "a tenth"}) {
            GradingException error = assertThrows(GradingException.class,
                    () -> submissions().sameBehaviourShare(given).build().share());
            assertTrue(error.getMessage().startsWith("grade.sameBehaviourShare '" + given + "': a share of the states"
                    + " from 0 to"), error.getMessage());
        }
    }
}
