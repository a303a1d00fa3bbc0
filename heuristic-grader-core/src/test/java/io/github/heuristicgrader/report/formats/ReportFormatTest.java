package io.github.heuristicgrader.report.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportFormatTest {

    @Test
    void choosesEveryFormatWhenNoneIsNamed() {
        assertEquals(EnumSet.allOf(ReportFormat.class), ReportFormat.parse(null));
        assertEquals(EnumSet.allOf(ReportFormat.class), ReportFormat.parse(" "));
    }

    @Test
    void keepsTheWritingOrderWhateverTheOrderNamed() {
        assertEquals(List.of(ReportFormat.JSON, ReportFormat.HTML, ReportFormat.GITHUB_CLASSROOM),
                List.copyOf(ReportFormat.parse("github-classroom, HTML ,json,json")));
    }

    @Test
    void refusesUnknownNamesNamingEveryFormat() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> ReportFormat.parse("json,pdf,csv"));

        assertEquals("no report format is named pdf, csv; the formats are json, html, gradescope, junit-xml,"
                + " prairielearn, github-summary, github-classroom", error.getMessage());
    }

    @Test
    void refusesAListOfCommasAlone() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> ReportFormat.parse(",,"));

        assertEquals("',,' names no report format; the formats are json, html, gradescope, junit-xml, prairielearn,"
                + " github-summary, github-classroom", error.getMessage());
    }

    @Test
    void namesEachFileInTheGradeDirectoryOnceInWritingOrder() {
        assertEquals(List.of("grade.json", "index.html", "results.json", "TEST-heuristic-grader.xml",
                "prairielearn-results.json"), ReportFormat.FILE_NAMES);
    }
}
