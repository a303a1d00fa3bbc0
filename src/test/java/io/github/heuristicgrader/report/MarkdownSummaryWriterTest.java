package io.github.heuristicgrader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownSummaryWriterTest {

    private final MarkdownSummaryWriter writer = new MarkdownSummaryWriter();
    private final String markdown = writer.render(SampleReports.threeHeuristics());

    @TempDir
    Path directory;

    @Test
    void startsWithTheScoreAndATableOfTheHeuristics() {
        assertTrue(markdown.startsWith("## Huarongdao heuristics: 120/300 points, ❌ the grade fails\n\n"
                + "| heuristic | verdict | points |\n| --- | --- | --- |\n"
                + "| edu.example.BlockingHeuristic | ✅ passed | 100/100 |\n"
                + "| edu.example.GreedyHeuristic | ❌ inadmissible | 20/100 |\n"
                + "| \\<script\\>alert\\(1\\)\\</script\\> | ❌ not-loadable | 0/100 |\n"), markdown);
    }

    @Test
    void hasATablePerHeuristicWithTheResultAndPointsOfEachCheck() {
        assertTrue(markdown.contains("\n### edu.example.GreedyHeuristic: inadmissible, 20/100 points\n\n"
                + "4242 layouts overestimate; worst h=5, d=3\n\n"
                + "| check | result | points | details |\n| --- | --- | --- | --- |\n"
                + "| wellFormed | ✅ passed | 10/10 | 0 negative, 0 failed evaluations |\n"
                + "| goalZero | ❌ failed | 0/10 | 12 goal layouts with h ≠ 0 |\n"
                + "| admissible | ❌ failed | 0/40 | 4,242 layouts overestimated, worst by 3 |\n"
                + "| consistent | ❌ failed | 0/15 | 977 moves where h drops by more than 1 |\n"
                + "| dominance | ❌ failed | 0/15 | 15 layouts below manhattan, 140,002 above |\n"
                + "| repeatable | ❌ failed | — | 3 of 2,000 layouts gave another value when evaluated again |\n"
                + "| effort | ✅ passed | 10/10 | fewer expansions than manhattan on every puzzle |\n"), markdown);
        assertTrue(markdown.contains("| admissible | ➖ not run | 0/40 | not run: the heuristic not-loadable |"),
                markdown);
    }

    @Test
    void showsTheAdmissibilityCounterexampleAsACodeBlockOfFiveRowsOfFourGlyphs() {
        assertTrue(markdown.contains("\nAdmissibility, smallest counterexample: h=5, d=3 (rows top to bottom; "
                + "an optimal solution is in the report):\n\n```text\n^<>^\nv22v\n^11^\nv11v\n22..\n```\n"), markdown);
        assertEquals(1, markdown.split("Admissibility, ", -1).length - 1, "only the inadmissible heuristic has one");
    }

    @Test
    void showsWhatHappenedToAHeuristicThatCouldNotBeRun() {
        assertTrue(markdown.contains("\nWhat happened: exception\n\n```text\n" + SampleReports.HOSTILE_DETAIL
                + "\n```\n\nWhat the heuristic printed last:\n\n```text\nloading </script>\n<!-- & more\n```\n"),
                markdown);
    }

    @Test
    void escapesPipesBackticksAndMarkupInStudentStrings() {
        String hostile = writer.render(HostileReports.withCrashedHostile());
        String escapedName = "a\\|b\\`c\\<script\\>alert\\(1\\)\\</script\\>\\]\\]\\>\\&amp;\\*x\\*\\_y\\_\uFFFD\uFFFD\\[31m";
        assertTrue(hostile.contains("\n| " + escapedName + " | ❌ crashed | 0/100 |\n"), hostile);
        assertTrue(hostile.contains("\n### " + escapedName + ": crashed, 0/100 points\n\n"
                + "ended its JVM: " + escapedName + " \\| \\`x\\`\n"), hostile);
        // Every row of a table has as many cell borders as its header: no student string adds a cell.
        int borders = 0;
        for (String line : hostile.split("\n")) {
            int unescaped = line.split("(?<!\\\\)\\|", -1).length - 1;
            if (!line.startsWith("| ")) {
                borders = 0;
            } else if (borders == 0) {
                borders = unescaped;
            } else {
                assertEquals(borders, unescaped, line);
            }
        }
    }

    @Test
    void codeBlockFenceOutlastsEveryRunOfBackticksInside() {
        String hostile = writer.render(HostileReports.withCrashedHostile());
        assertFalse(hostile.contains("\n```text\njava.lang.IllegalStateException"), "three backticks inside");
        assertTrue(hostile.contains("\n````text\njava.lang.IllegalStateException"), hostile);
        assertTrue(hostile.contains("\n``````text\n````` five backticks\n<!-- comment -->\n$x$ **bold**\n``````\n"),
                hostile);
    }

    @Test
    void appendsToAnExistingSummaryOnALineOfItsOwn() throws IOException {
        Path file = Files.writeString(directory.resolve("summary.md"), "# Earlier step\nno line end");
        writer.appendTo(SampleReports.threeHeuristics(), file);
        assertEquals("# Earlier step\nno line end\n" + markdown, Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void createsTheSummaryFileWhenMissing() throws IOException {
        Path file = writer.appendTo(SampleReports.threeHeuristics(), directory.resolve("new.md"));
        assertEquals(markdown, Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void saysSoWhenNoHeuristicWasGraded() {
        String empty = writer.render(HostileReports.empty());
        assertTrue(empty.startsWith("## Huarongdao heuristics: 0/0 points, ❌ the grade fails\n\nNo heuristic was "
                + "graded.\n"), empty);
        assertFalse(empty.contains("| heuristic |"));
    }

    @Test
    void rendersTheSameTextTwice() {
        assertEquals(markdown, writer.render(SampleReports.threeHeuristics()));
        assertTrue(markdown.endsWith("\n"));
        assertFalse(List.of(markdown.split("")).contains("\r"));
    }
}
