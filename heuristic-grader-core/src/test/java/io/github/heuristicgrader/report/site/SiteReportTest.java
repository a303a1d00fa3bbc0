package io.github.heuristicgrader.report.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.report.classreport.ClassReports;
import io.github.heuristicgrader.report.html.HtmlReportWriter;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.report.site.SitePage.Block;
import io.github.heuristicgrader.report.site.SitePage.Link;
import io.github.heuristicgrader.report.site.SitePage.Paragraph;
import io.github.heuristicgrader.report.site.SitePage.Section;
import io.github.heuristicgrader.report.site.SitePage.Span;
import io.github.heuristicgrader.report.site.SitePage.Table;
import io.github.heuristicgrader.report.site.SitePage.Text;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.SampleReports;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class SiteReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path graded(GradeReport report) throws IOException {
        Path grade = Files.createDirectories(dir.resolve("grade"));
        new JsonReportWriter().write(report, grade);
        new HtmlReportWriter().write(report, grade);
        return grade;
    }

    @Test
    void showsTheScoreVerdictsAndPointsGradeJsonHolds() throws IOException {
        Path grade = graded(SampleReports.withTests());
        SitePage page = SiteReport.build(grade, null, dir.resolve("site"), dir).page();

        // The figures again, read from grade.json as a tree, apart from the model the page is built from.
        JsonNode json = JSON.readTree(grade.resolve("grade.json").toFile());
        assertTrue(texts(page).contains("Score: " + json.get("score").intValue() + "/"
                + json.get("maxScore").intValue() + " points; the grade fails."), () -> texts(page).toString());
        List<List<String>> heuristics = new ArrayList<>();
        for (JsonNode heuristic : json.get("heuristics")) {
            heuristics.add(List.of(heuristic.get("name").textValue(), "Huarongdao",
                    heuristic.get("verdict").textValue(),
                    heuristic.get("score").intValue() + "/" + heuristic.get("maxScore").intValue()));
        }
        assertEquals(heuristics, tables(page).get(0).rows());
        for (JsonNode heuristic : json.get("heuristics")) {
            Section section = sections(page).stream()
                    .filter(s -> s.title().equals(heuristic.get("name").textValue())).findFirst().orElseThrow();
            List<List<String>> items = new ArrayList<>();
            heuristic.get("points").forEach(points -> items.add(List.of(points.get("item").textValue(),
                    points.get("earned").intValue() + "/" + points.get("possible").intValue(),
                    points.get("reason").textValue())));
            List<List<String>> shown = section.blocks().stream().filter(Table.class::isInstance)
                    .map(Table.class::cast).findFirst().map(Table::rows).orElse(List.of());
            assertEquals(items, shown, heuristic.get("name").textValue());
        }
        JsonNode tests = json.get("tests");
        Section testSection = sections(page).stream().filter(s -> s.title().equals("Tests")).findFirst().orElseThrow();
        List<Table> testTables = testSection.blocks().stream().filter(Table.class::isInstance).map(Table.class::cast)
                .toList();
        assertEquals(List.of(List.of(tests.get("total").asText(), tests.get("successful").asText(),
                tests.get("failed").asText(), tests.get("aborted").asText(), tests.get("skipped").asText(),
                tests.get("timedOut").asText(), tests.get("crashed").asText(), tests.get("notRun").asText())),
                testTables.get(0).rows());
        List<List<String>> entries = new ArrayList<>();
        tests.get("points").forEach(points -> entries.add(List.of(points.get("kind").textValue(),
                points.get("name").textValue(),
                points.get("earned").intValue() + "/" + points.get("possible").intValue(),
                points.get("reason").textValue())));
        assertEquals(entries, testTables.get(1).rows());
    }

    @Test
    void studentStringsAreTextAndLinksAreTheBuildersOwn() throws IOException {
        SitePage page = SiteReport.build(graded(SampleReports.withTests()), null, dir.resolve("site"), dir).page();

        String all = String.join("\n", texts(page));
        assertTrue(all.contains(SampleReports.HOSTILE_FAILURE), "the hostile failure shows as written, as text");
        assertEquals(List.of(SiteReport.FULL_REPORT_DIRECTORY + "/index.html"),
                spans(page).stream().filter(Link.class::isInstance).map(span -> ((Link) span).href()).toList());
    }

    @Test
    void copiesTheGradesOwnPageBesideTheSitePage() throws IOException {
        Path grade = graded(SampleReports.threeHeuristics());
        Path site = dir.resolve("site");
        SiteReport report = SiteReport.build(grade, null, site, dir);

        assertArrayEquals(Files.readAllBytes(grade.resolve("index.html")),
                Files.readAllBytes(site.resolve("heuristic-grader/index.html")));
        assertTrue(report.notes().stream().anyMatch(note -> note.contains("heuristic-grader/index.html")));
    }

    @Test
    void saysThereIsNoGradeWhenNoGradeRan() throws IOException {
        SiteReport report = SiteReport.build(dir.resolve("grade"), null, dir.resolve("site"), dir);

        assertEquals(List.of("No grade to show: grade/grade.json does not exist. Run mvn grade"
                + " site (or mvn grade, then mvn site) to show the grade here."), texts(report.page()).subList(1, 2));
        assertFalse(Files.exists(dir.resolve("site")), "nothing written to the site");
    }

    @Test
    void refusesAGradeJsonThatIsNoReport() throws IOException {
        Path grade = Files.createDirectories(dir.resolve("grade"));
        Files.writeString(grade.resolve("grade.json"), "{\"schemaVersion\": 1}");

        IOException thrown = assertThrows(IOException.class,
                () -> SiteReport.build(grade, null, dir.resolve("site"), dir));
        assertTrue(thrown.getMessage().contains("schema version"), thrown.getMessage());
    }

    @Test
    void followsNoLinkOutOfTheGradeDirectory() throws IOException {
        Path grade = graded(SampleReports.threeHeuristics());
        Path secret = Files.writeString(dir.resolve("secret.txt"), "not for the site");
        Files.delete(grade.resolve("index.html"));
        Files.createSymbolicLink(grade.resolve("index.html"), secret);
        Path site = dir.resolve("site");

        SitePage page = SiteReport.build(grade, null, site, dir).page();

        assertFalse(Files.exists(site.resolve("heuristic-grader/index.html")), "the link's target is not copied");
        assertTrue(spans(page).stream().noneMatch(Link.class::isInstance), "no link to a page not copied");
        // A link as grade.json is passed over too: the page then says there is no grade.
        Files.move(grade.resolve("grade.json"), dir.resolve("elsewhere.json"));
        Files.createSymbolicLink(grade.resolve("grade.json"), dir.resolve("elsewhere.json"));
        assertTrue(texts(SiteReport.build(grade, null, site, dir).page()).get(1).startsWith("No grade to show"));
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void aFifoForThePageDoesNotHang() throws Exception {
        Path grade = graded(SampleReports.threeHeuristics());
        Files.delete(grade.resolve("index.html"));
        Process mkfifo = new ProcessBuilder("mkfifo", grade.resolve("index.html").toString()).start();
        assertEquals(0, mkfifo.waitFor());

        SitePage page = SiteReport.build(grade, null, dir.resolve("site"), dir).page();

        assertTrue(spans(page).stream().noneMatch(Link.class::isInstance));
    }

    @Test
    void countsTheLastClassReportWithoutNamingAStudent() throws IOException {
        Path students = dir.resolve("students");
        List<GradeReport> reports = List.of(SampleReports.threeHeuristics(), SampleReports.withTests(),
                scored(SampleReports.threeHeuristics(), 290, true), scored(SampleReports.threeHeuristics(), 300, true));
        List<String> ids = List.of("alice", "bob", "carol", "dave");
        for (int i = 0; i < ids.size(); i++) {
            new JsonReportWriter().write(reports.get(i), Files.createDirectories(students.resolve(ids.get(i))));
        }
        Files.createDirectories(students.resolve("erin"));
        Path classDirectory = dir.resolve("grade-class");
        ClassReports.build(students, classDirectory);

        SitePage page = SiteReport.build(dir.resolve("grade"), classDirectory, dir.resolve("site"), dir).page();

        Section classReport = sections(page).stream().filter(s -> s.title().equals("Class report")).findFirst()
                .orElseThrow();
        // Brute force: the values from which the sum of distances to every score is least form an interval (a point
        // for an odd count); the median is its middle.
        List<Integer> scores = reports.stream().map(GradeReport::score).toList();
        double least = Stream.iterate(0.0, x -> x <= 330, x -> x + 0.5).mapToDouble(x -> distances(scores, x)).min()
                .orElseThrow();
        List<Double> nearest = Stream.iterate(0.0, x -> x <= 330, x -> x + 0.5)
                .filter(x -> distances(scores, x) == least).toList();
        double median = (nearest.get(0) + nearest.get(nearest.size() - 1)) / 2;
        long passed = reports.stream().filter(GradeReport::passed).count();
        assertEquals(Paragraph.of("5 student folders: " + passed + " passed, 1 with a problem."),
                classReport.blocks().get(0));
        assertEquals(List.of(List.of("4", "120", String.valueOf(median).replace(".0", ""), "300", "330")),
                ((Table) classReport.blocks().get(1)).rows());
        String all = String.join("\n", texts(page));
        for (String id : ids) {
            assertFalse(all.contains(id), "the page names " + id);
        }
        assertFalse(all.contains(dir.toString()), "the page names a path of the machine");
        assertTrue(all.contains("grade-class/index.html"), all);
    }

    private static double distances(List<Integer> scores, double x) {
        return scores.stream().mapToDouble(score -> Math.abs(score - x)).sum();
    }

    private static GradeReport scored(GradeReport report, int score, boolean passed) {
        return new GradeReport(report.schemaVersion(), report.generator(), score, report.maxScore(), passed,
                report.domains(), report.heuristics(), report.tests(), report.sandbox(), report.slots(),
                report.configuration(), report.compilation(), report.resources(), report.hiddenTestNames(),
                report.unreadPuzzleFiles());
    }

    /** Every section, depth first. */
    static List<Section> sections(SitePage page) {
        return blocks(page, Section.class);
    }

    /** Every table, depth first. */
    static List<Table> tables(SitePage page) {
        return blocks(page, Table.class);
    }

    private static <T extends Block> List<T> blocks(SitePage page, Class<T> kind) {
        List<T> found = new ArrayList<>();
        collect(page.blocks(), block -> {
            if (kind.isInstance(block)) {
                found.add(kind.cast(block));
            }
        });
        return found;
    }

    static List<Span> spans(SitePage page) {
        return blocks(page, Paragraph.class).stream().flatMap(paragraph -> paragraph.spans().stream()).toList();
    }

    /** Every string on the page, in order: section titles, paragraphs' text, table cells. */
    static List<String> texts(SitePage page) {
        List<String> texts = new ArrayList<>();
        collect(page.blocks(), block -> {
            if (block instanceof Section section) {
                texts.add(section.title());
            } else if (block instanceof Paragraph paragraph) {
                StringBuilder text = new StringBuilder();
                paragraph.spans().forEach(span -> text.append(
                        span instanceof Text t ? t.text() : ((Link) span).text()));
                texts.add(text.toString());
            } else if (block instanceof Table table) {
                texts.addAll(table.header());
                table.rows().forEach(texts::addAll);
            }
        });
        return texts;
    }

    private static void collect(List<Block> blocks, java.util.function.Consumer<Block> each) {
        for (Block block : blocks) {
            each.accept(block);
            if (block instanceof Section section) {
                collect(section.blocks(), each);
            }
        }
    }
}
