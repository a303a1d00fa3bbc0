package io.github.heuristicgrader.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.CheckResults.Admissibility;
import io.github.heuristicgrader.checks.CheckResults.Consistency;
import io.github.heuristicgrader.checks.CheckResults.Dominance;
import io.github.heuristicgrader.checks.CheckResults.GoalZero;
import io.github.heuristicgrader.checks.CheckResults.HistogramCell;
import io.github.heuristicgrader.checks.CheckResults.Informedness;
import io.github.heuristicgrader.checks.CheckResults.Repeatability;
import io.github.heuristicgrader.checks.CheckResults.WellFormedness;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.checks.StateExample;
import io.github.heuristicgrader.report.GradeReport;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportRecordsTest {

    @Test
    void everyCheckFigureAndExampleReachesTheReportUnderItsOwnName() throws Exception {
        CheckResults checks = new CheckResults(new GoalZero(false, 1, new StateExample("g", 2, 0)),
                new Admissibility(false, 3, 4, new Counterexample("a", 9, 2, List.of("a", "b", "c"),
                        Arrays.asList(9L, null, 0L))),
                new Consistency(false, 5, new MoveExample("f", 8, "t", 6)),
                new Dominance("Manhattan", false, 7, 11, new StateExample("d", 1, 5), 3),
                new Informedness(0.75, 0.25, 40, List.of(new HistogramCell(-1, 3, 12), new HistogramCell(2, 3, 13))),
                new WellFormedness(false, 14, new StateExample("n", -2, 4), 15, "x"),
                Repeatability.of(2_000, 16, "r"));

        GradeReport.CheckResults mapped = ReportRecords.checks(checks);

        assertSameComponents(checks, mapped);
    }

    @Test
    void absentExamplesStayAbsent() throws Exception {
        CheckResults checks = new CheckResults(new GoalZero(true, 0, null), new Admissibility(true, 0, 0, null),
                new Consistency(true, 0, null), new Dominance("Manhattan", true, 0, 1, null, 0),
                new Informedness(1.0, 1.0, 40, List.of()), new WellFormedness(true, 0, null, 0, null),
                Repeatability.of(0, 0, null));

        GradeReport.CheckResults mapped = ReportRecords.checks(checks);

        assertSameComponents(checks, mapped);
        assertNull(mapped.admissible().counterexample());
        assertNull(ReportRecords.checks(null));
    }

    /**
     * Walks both records component by component, by name: values equal, nested records compared the same way, so a
     * component the report lacks, renames or fills from another figure fails here.
     */
    private static void assertSameComponents(Object source, Object report) throws Exception {
        if (source == null || report == null) {
            assertEquals(source, report);
            return;
        }
        if (source instanceof List<?> sourceList) {
            List<?> reportList = (List<?>) report;
            assertEquals(sourceList.size(), reportList.size());
            for (int i = 0; i < sourceList.size(); i++) {
                assertSameComponents(sourceList.get(i), reportList.get(i));
            }
            return;
        }
        if (!source.getClass().isRecord()) {
            assertEquals(source, report);
            return;
        }
        assertTrue(report.getClass().isRecord(), report.getClass() + " is a record");
        assertNotEquals(source.getClass(), report.getClass());
        assertEquals(source.getClass().getSimpleName(), report.getClass().getSimpleName());
        RecordComponent[] sourceComponents = source.getClass().getRecordComponents();
        RecordComponent[] reportComponents = report.getClass().getRecordComponents();
        assertEquals(Arrays.stream(sourceComponents).map(RecordComponent::getName).toList(),
                Arrays.stream(reportComponents).map(RecordComponent::getName).toList());
        for (int i = 0; i < sourceComponents.length; i++) {
            assertEquals(sourceComponents[i].getType().isPrimitive(), reportComponents[i].getType().isPrimitive());
            assertSameComponents(sourceComponents[i].getAccessor().invoke(source),
                    reportComponents[i].getAccessor().invoke(report));
        }
    }
}
