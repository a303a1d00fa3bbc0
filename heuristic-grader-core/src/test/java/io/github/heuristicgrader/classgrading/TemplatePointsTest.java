package io.github.heuristicgrader.classgrading;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.report.classreport.StudentGrade;
import io.github.heuristicgrader.report.classreport.StudentGrade.HeuristicVerdict;
import io.github.heuristicgrader.report.classreport.StudentGrade.Scored;
import io.github.heuristicgrader.grading.GradingException;
import java.util.List;
import org.junit.jupiter.api.Test;

class TemplatePointsTest {

    private static final String MANHATTAN = "edu.example.huarongdao.ManhattanHeuristic";
    private static final String BLOCKED_EXIT = "edu.example.huarongdao.BlockedExitHeuristic";

    private static StudentGrade template(int manhattan, int advanced) {
        return new StudentGrade("template", "template/grade.json", "template/index.html", manhattan + advanced, 100,
                List.of(new HeuristicVerdict(BLOCKED_EXIT, "advanced", advanced > 0 ? "passed" : "threw"),
                        new HeuristicVerdict(MANHATTAN, "manhattan", manhattan > 0 ? "passed" : "threw")),
                List.of(new Scored("manhattan", manhattan, 20), new Scored("advanced", advanced, 80)), List.of(),
                List.of(), List.of(), List.of(), List.of(), List.of(), true, null);
    }

    @Test
    void templateWithWorkedHeuristicsIsRefusedNamingEachSlotClassAndPoints() throws GradingException {
        TemplatePoints points = TemplatePoints.of(template(20, 75));

        GradingException refused = assertThrows(GradingException.class,
                () -> points.refuseUnless(false, "-Dgrade.templateMayEarnPoints=true"));

        assertEquals("the template alone earns slot points, which every submission without these classes would get"
                + " from it: slot 'manhattan' (class " + MANHATTAN + ") earns 20 of 20 points; slot 'advanced' (class "
                + BLOCKED_EXIT + ") earns 75 of 80 points. Replace each of these classes in the template by a stub"
                + " that compiles (its estimate throwing UnsupportedOperationException, say), or, for a template"
                + " meant to give these points, set -Dgrade.templateMayEarnPoints=true", refused.getMessage());
    }

    @Test
    void onlyTheSlotsThatEarnAreNamed() throws GradingException {
        TemplatePoints points = TemplatePoints.of(template(20, 0));

        assertEquals(List.of(new TemplatePoints.SlotEarning("manhattan", MANHATTAN, 20, 20)), points.earning());
    }

    @Test
    void templateMeantToGivePointsIsAllowedBySetting() throws GradingException {
        TemplatePoints points = TemplatePoints.of(template(20, 75));

        assertDoesNotThrow(() -> points.refuseUnless(true, "--allow-template-points"));
    }

    @Test
    void templateOfStubsEarningNothingIsAccepted() throws GradingException {
        TemplatePoints points = TemplatePoints.of(template(0, 0));

        assertTrue(points.none());
        assertDoesNotThrow(() -> points.refuseUnless(false, "--allow-template-points"));
    }

    @Test
    void unreadableTemplateGradeIsAnErrorNotAPass() {
        StudentGrade unreadable = new StudentGrade("template", null, null, null, null, List.of(), List.of(),
                List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), false,
                "grade.json cannot be read: no such file");

        GradingException error = assertThrows(GradingException.class, () -> TemplatePoints.of(unreadable));

        assertTrue(error.getMessage().endsWith("grade.json cannot be read: no such file"), error.getMessage());
    }
}
