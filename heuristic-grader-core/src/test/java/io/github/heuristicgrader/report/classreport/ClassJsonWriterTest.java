package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassJsonWriterTest {

    @TempDir
    Path root;

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void writesStudentsGroupsAndRejectionsWithReportPathsRelativeToTheFile() throws Exception {
        Path reports = root.resolve("reports");
        Path output = root.resolve("out/class");
        String shared = "1".repeat(64);
        new GradeJson(9, 10).heuristic("a.Mine", "advanced", "passed", true, shared).writeTo(reports.resolve("ann"));
        new GradeJson(8, 10).heuristic("b.Other", "advanced", "passed", true, shared).writeTo(reports.resolve("bob"));
        Files.writeString(reports.resolve("bob/index.html"), "<!DOCTYPE html>");
        new GradeJson(0, 10).passed(false).compilation("main-failed", "the main sources do not compile (1 error):"
                + " nothing was graded and the tests were not run", "src/main/java/c/H.java:2:';' expected")
                .writeTo(reports.resolve("cat"));
        Files.createDirectories(reports.resolve(".git"));
        ClassReport report = ClassReport.of(new StudentReportReader().read(reports, output));
        Path file = new ClassJsonWriter().write(report, output);

        String text = Files.readString(file);
        assertTrue(text.endsWith("}\n"));
        JsonNode json = new ObjectMapper().readTree(text);
        assertEquals(List.of("schemaVersion", "students", "sameBehaviour", "sameBehaviourComparison", "closestPairs",
                "rejected", "scoreHistogram", "slots", "checks", "testEntries", "tests", "sharedFailures", "effort",
                "cost"), fieldNames(json));
        assertEquals(3, json.get("schemaVersion").intValue());
        assertTrue(json.get("cost").isNull(), "no cost measured");
        JsonNode ann = json.at("/students/0");
        assertEquals(List.of("id", "score", "maxScore", "verdicts", "report", "page", "passed", "problem"),
                fieldNames(ann));
        assertEquals("ann", ann.get("id").textValue());
        assertEquals(9, ann.get("score").intValue());
        assertEquals("../../reports/ann/grade.json", ann.get("report").textValue());
        assertTrue(Files.isRegularFile(output.resolve(ann.get("report").textValue())), "the path leads to the report");
        assertTrue(ann.get("problem").isNull());
        assertTrue(ann.get("page").isNull(), "ann's folder has no page");
        assertEquals("../../reports/bob/index.html", json.at("/students/1/page").textValue());
        assertTrue(Files.isRegularFile(output.resolve(json.at("/students/1/page").textValue())), "the path leads to"
                + " the page");
        JsonNode cat = json.at("/students/2");
        assertEquals(0, cat.get("score").intValue());
        assertEquals(false, cat.get("passed").booleanValue());
        assertEquals("the main sources do not compile (1 error): nothing was graded and the tests were not run;"
                + " first: src/main/java/c/H.java:2: ';' expected", cat.get("problem").textValue());
        assertEquals("advanced", ann.at("/verdicts/0/slot").textValue());
        assertEquals("passed", ann.at("/verdicts/0/verdict").textValue());
        assertEquals(GradeJson.DOMAIN, json.at("/sameBehaviour/0/domain").textValue());
        assertEquals(List.of("domain", "differingShare", "differingStates", "states", "students", "common", "members",
                "links"), fieldNames(json.at("/sameBehaviour/0")));
        assertEquals(List.of("student", "heuristic", "function", "sharedBy", "nearTemplate"),
                fieldNames(json.at("/sameBehaviour/0/members/0")));
        assertEquals(2, json.at("/sameBehaviour/0/students").intValue());
        assertEquals(2, json.at("/sameBehaviour/0/members/1/sharedBy").intValue());
        assertEquals(List.of("share", "commonFunction", "closestShare", "domains", "notCompared"),
                fieldNames(json.get("sameBehaviourComparison")));
        assertEquals("equal-fingerprints", json.at("/sameBehaviourComparison/domains/0/method").textValue());
        assertEquals(0.0, json.at("/sameBehaviour/0/differingShare").doubleValue());
        assertEquals(0, json.at("/sameBehaviour/0/differingStates").intValue());
        assertEquals(363_480, json.at("/sameBehaviour/0/states").intValue());
        assertEquals("bob", json.at("/sameBehaviour/0/members/1/student").textValue());
        assertEquals("b.Other", json.at("/sameBehaviour/0/members/1/heuristic").textValue());
        assertEquals(".git", json.at("/rejected/0/entry").textValue());
    }

    /**
     * Every aggregate of {@code class.json} against the same figures counted from the class's plan, not from the
     * reports: the histogram bar by integer division, the students failing per state, the effort figures sorted and
     * their median, each test's passes.
     */
    @Test
    void writesTheAggregatesCountedFromEachStudentsReport() throws Exception {
        Path reports = root.resolve("reports");
        Path output = root.resolve("class");
        SampleClass sample = new SampleClass(21, 24);
        sample.writeTo(reports);
        RunCost cost = new RunCost(125.5, 301.25, 3L << 30, "grading 25 submissions, forks included");
        ClassReports.build(reports, output, cost);
        JsonNode json = new ObjectMapper().readTree(output.resolve("class.json").toFile());

        int[] bars = new int[10];
        sample.students.forEach(student -> bars[Math.min(9, student.score() / 10)]++);
        for (int bar = 0; bar < 10; bar++) {
            assertEquals(bar * 10, json.at("/scoreHistogram/" + bar + "/fromPercent").intValue());
            assertEquals(bars[bar], json.at("/scoreHistogram/" + bar + "/students").intValue(), "bar " + bar);
        }

        Map<String, TreeSet<String>> failing = new TreeMap<>();
        for (SampleClass.Student student : sample.students) {
            student.slotFailures().values().stream().filter(failure -> !failure.isEmpty())
                    .forEach(failure -> failing.computeIfAbsent(failure.get(0) + " " + failure.get(1),
                            key -> new TreeSet<>()).add(student.id()));
        }
        Map<String, List<String>> written = new TreeMap<>();
        int previous = Integer.MAX_VALUE;
        for (JsonNode failure : json.get("sharedFailures")) {
            assertEquals(GradeJson.DOMAIN, failure.get("domain").textValue());
            List<String> ids = new ArrayList<>();
            failure.get("students").forEach(id -> ids.add(id.textValue()));
            assertTrue(ids.size() <= previous, "the most students first");
            previous = ids.size();
            written.put(failure.get("check").textValue() + " " + failure.get("state").textValue(), ids);
        }
        Map<String, List<String>> expected = new TreeMap<>();
        failing.forEach((key, ids) -> expected.put(key, new ArrayList<>(ids)));
        assertEquals(expected, written);
        assertTrue(failing.values().stream().anyMatch(ids -> ids.size() > 1), "the plan has a state students share");

        for (String slot : List.of("advanced", "basic")) {
            List<Double> figures = new ArrayList<>(sample.students.stream().map(s -> s.saved().get(slot)).toList());
            figures.sort(null);
            JsonNode spread = null;
            for (JsonNode entry : json.get("effort")) {
                spread = entry.get("part").textValue().equals(slot) ? entry : spread;
            }
            List<Double> writtenFigures = new ArrayList<>();
            spread.get("saved").forEach(figure -> writtenFigures.add(figure.get("saved").doubleValue()));
            assertEquals(figures, writtenFigures, slot);
            // An overestimating heuristic's figure is marked, and counts in no median.
            List<Double> comparable = new ArrayList<>(sample.students.stream().filter(s -> !s.slotFailures().get(slot)
                    .contains("admissible")).map(s -> s.saved().get(slot)).toList());
            comparable.sort(null);
            List<Double> writtenComparable = new ArrayList<>();
            spread.get("saved").forEach(figure -> {
                if (figure.get("admissible").booleanValue()) {
                    writtenComparable.add(figure.get("saved").doubleValue());
                }
            });
            assertEquals(comparable, writtenComparable, slot);
            assertTrue(comparable.size() < figures.size(), "the plan has an inadmissible heuristic in " + slot);
            double median = comparable.size() % 2 == 1 ? comparable.get(comparable.size() / 2)
                    : (comparable.get(comparable.size() / 2 - 1) + comparable.get(comparable.size() / 2)) / 2;
            assertEquals(median, spread.get("median").doubleValue(), 1e-12, slot);
        }

        Map<String, Integer> passes = new HashMap<>();
        for (SampleClass.Student student : sample.students) {
            for (int t = 0; t < SampleClass.INSTRUCTOR_TESTS.size(); t++) {
                passes.merge(SampleClass.INSTRUCTOR_TESTS.get(t) + "()", student.instructorPassed().get(t) ? 1 : 0,
                        Integer::sum);
            }
            passes.merge("student.MyTest#works()", student.ownTestPassed() ? 1 : 0, Integer::sum);
        }
        Map<String, Integer> writtenPasses = new HashMap<>();
        for (JsonNode test : json.get("tests")) {
            assertEquals(sample.students.size(), test.get("students").intValue(), test.toString());
            writtenPasses.put(test.get("name").textValue(), test.get("passed").intValue());
        }
        assertEquals(passes, writtenPasses);
        assertEquals("instructor", json.at("/tests/0/source").textValue(), "the instructor's tests first");

        int admissible = (int) sample.students.stream().filter(student -> student.slotFailures().get("advanced")
                .contains("admissible")).count();
        for (JsonNode check : json.get("checks")) {
            if (check.get("part").textValue().equals("advanced")
                    && check.get("check").textValue().equals("admissible")) {
                assertEquals(sample.students.size() - admissible, check.get("passed").intValue());
                assertEquals(sample.students.size(), check.get("students").intValue());
            }
        }
        assertEquals(125.5, json.at("/cost/wallSeconds").doubleValue());
        assertEquals(301.25, json.at("/cost/cpuSeconds").doubleValue());
        assertEquals(3L << 30, json.at("/cost/peakMemoryBytes").longValue());
        assertEquals("grading 25 submissions, forks included", json.at("/cost/scope").textValue());
    }

    @Test
    void measuresTheAggregationItselfWhenTheCallerGivesNoCost() throws Exception {
        Path reports = root.resolve("reports");
        new SampleClass(1, 3).writeTo(reports);
        ClassReports.build(reports, root.resolve("class"));
        JsonNode cost = new ObjectMapper().readTree(root.resolve("class/class.json").toFile()).get("cost");
        assertTrue(cost.get("wallSeconds").doubleValue() >= 0, cost.toString());
        assertTrue(cost.get("cpuSeconds").doubleValue() >= 0, cost.toString());
        assertTrue(cost.get("peakMemoryBytes").longValue() > 1 << 20, "a JVM holds more than a MiB: " + cost);
        assertEquals("reading 4 student folders' reports, in this JVM (no grading)", cost.get("scope").textValue());
    }
}
