package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.report.html.HeadlessChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The class page of a {@link SampleClass} of 24 students, one of them with hostile test names and states, in
 * headless Chromium: the page shows the numbers of its {@code class.json}, draws the shared failure states, runs no
 * student text (no dialog, no console error, no request) and fits a phone. The page stays in
 * {@code target/class-page-in-browser/}, its screenshots in {@code target/report-screenshots/}:
 * {@code class-page.png} (the whole page) and {@code class-page-docs.png} (its top, half size: the one
 * docs/instructors/class-grading.md shows).
 *
 * <p>Without Chromium the test is skipped, except in CI ({@code CI=true}), where its absence is a failure.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ClassPageInBrowserTest {

    private static final Path TARGET = Path.of("target");
    private static final int DESKTOP = 1280;
    private static final int PHONE = 390;
    private static final double DOCS_SCALE = 0.5;
    /** An instructor's test with a long name, as a JUnit class and display name can be, that no line fits whole. */
    private static final String LONG_TEST_CLASS = "io.github.heuristicgrader.example.grading.InstructorHeuristicSlots"
            + "ShouldAllHoldTest";
    private static final String LONG_TEST_METHOD = "manhattanIsZeroAtEveryGoalAndNeverAboveTheExactDistanceOnEvery"
            + "LayoutOfTheClassicPuzzle";

    @Test
    void showsTheNumbersOfClassJsonAndRunsNoStudentTextInChromium() throws Exception {
        Path chromium = chromium();
        Path directory = TARGET.resolve("class-page-in-browser");
        Path reports = directory.resolve("reports");
        Path output = directory.resolve("class");
        deleteTree(directory);
        new SampleClass(7, 24).writeTo(reports);
        new GradeJson(40, 100).heuristic("mallory.Heuristic", "advanced", "inadmissible", true, null)
                .overestimatesAt("<img src=x onerror=alert(1)>").saved(0.1)
                .testResult("instructor", "<script>alert(2)</script>", "x", "failed")
                .testResult("project", null, "<iframe src=\"https://example.com\"></iframe>", "failed")
                .testResult("instructor", LONG_TEST_CLASS, LONG_TEST_METHOD, "failed")
                .writeTo(reports.resolve("mallory"));
        new GradeJson(0, 100).passed(false).compilation("main-failed", "the main sources do not compile (1 error):"
                + " nothing was graded and the tests were not run", "src/main/java/c/H.java:3:cannot find symbol")
                .writeTo(reports.resolve("carol"));
        ClassReports.build(reports, output);
        JsonNode json = new ObjectMapper().readTree(output.resolve("class.json").toFile());

        Path profile = Files.createTempDirectory("class-page-in-browser-");
        Path screenshots = TARGET.resolve("report-screenshots");
        try (HeadlessChromium browser = HeadlessChromium.launch(chromium, profile,
                screenshots.resolve("class-page-chromium.log"))) {
            browser.viewport(DESKTOP, 900, false);
            browser.load(output.resolve("index.html"));
            assertEquals(List.of(), browser.problems(), "loading the page");
            assertEquals("[]", browser.evaluate("Array.prototype.filter.call(document.querySelectorAll("
                    + "'main .scroll, main td'), function (e) { return e.scrollWidth > e.clientWidth; })"
                    + ".map(function (e) { return e.textContent.slice(0, 60); })").toString(),
                    "every table fits " + DESKTOP + " px: no cell clipped, no table scrolled (the Tests' counts"
                            + " whole)");
            assertEquals(List.of(24, 2), List.of(browser.evaluate("document.querySelectorAll('#students tbody"
                    + " a[href$=\"/index.html\"]').length").asInt(), browser.evaluate("document.querySelectorAll("
                    + "'#students tbody a[href$=\"/grade.json\"]').length").asInt()),
                    "each student's name leads to the page beside the report, else to the report");
            assertTrue(browser.evaluate("Array.prototype.find.call(document.querySelectorAll('#students tbody tr'),"
                    + " function (r) { return r.cells[0].textContent === 'carol'; }).cells[2].textContent").asText()
                    .startsWith("the main sources do not compile (1 error)"), "a compile failure says why");
            JsonNode effort = json.at("/effort/0/saved");
            assertEquals(effort.size(), browser.evaluate("document.querySelectorAll('#effort svg')[0]"
                    + ".querySelectorAll('text.name').length").asInt(), "each bar named");
            int inadmissible = 0;
            for (JsonNode figure : effort) {
                inadmissible += figure.get("admissible").booleanValue() ? 0 : 1;
            }
            assertTrue(inadmissible > 0, "the sample has an inadmissible heuristic");
            assertEquals(inadmissible, browser.evaluate("document.querySelectorAll('#effort svg')[0]"
                    + ".querySelectorAll('g.inadmissible text.mark').length").asInt(), "each inadmissible bar marked");
            assertEquals(json.get("students").size(),
                    browser.evaluate("document.querySelectorAll('#students tbody tr').length").asInt(),
                    "a row per student");
            int histogram = 0;
            for (JsonNode bar : json.get("scoreHistogram")) {
                histogram += bar.get("students").intValue();
            }
            assertEquals(histogram, browser.evaluate("Array.from(document.querySelectorAll('#scores svg text'))"
                    + ".filter(function (t, i) { return i % 2 === 0; })"
                    + ".reduce(function (sum, t) { return sum + Number(t.textContent); }, 0)").asInt(),
                    "the bars' labels add up to the students graded");
            int drawn = Math.min(ClassPageWriter.FAILURES_DRAWN, json.get("sharedFailures").size());
            assertEquals(drawn, browser.evaluate("document.querySelectorAll('#shared-failures figure').length")
                    .asInt(), "a figure per shared failure drawn");
            assertEquals(drawn - 1, browser.evaluate("document.querySelectorAll('#shared-failures figure"
                    + " svg.board').length").asInt(), "every layout drawn as a board, the hostile text as text");
            assertEquals(json.at("/sharedFailures/0/students").size() + " students",
                    browser.evaluate("document.querySelector('#shared-failures .failure-count').textContent").asText(),
                    "the most students first");
            assertEquals(json.at("/effort/0/saved").size(),
                    browser.evaluate("document.querySelectorAll('#effort svg')[0].querySelectorAll('rect').length")
                            .asInt(), "a bar per student's effort figure");
            int rows = 0;
            for (JsonNode test : json.get("tests")) {
                rows += test.get("source").textValue().equals("instructor") || test.get("students").intValue() > 1
                        ? 1 : 0;
            }
            assertEquals(json.get("tests").size() - 1, rows, "mallory's own test is hers alone");
            assertEquals(rows, browser.evaluate("document.querySelectorAll('#test-pass-rates tbody tr').length")
                    .asInt(), "a row per instructor's test and per project test two students have");
            assertEquals(0, browser.evaluate("document.querySelectorAll('main script, main img, main iframe')"
                    + ".length").asInt(), "no element from a student's text");
            assertTrue(browser.evaluate("document.body.textContent").asText().contains("<script>alert(2)</script>#x()"),
                    "the hostile test name shown as text");
            browser.screenshot(screenshots.resolve("class-page.png"), DESKTOP, false);
            docsScreenshot(browser, screenshots.resolve("class-page-docs.png"));

            browser.viewport(PHONE, 844, true);
            browser.load(output.resolve("index.html"));
            int width = browser.evaluate("document.documentElement.scrollWidth").asInt();
            assertTrue(width <= PHONE, "on a phone the page is " + width + " px wide, wider than the screen");
            assertEquals(List.of(), browser.problems(), "showing the page on a phone");
        } finally {
            deleteTree(profile);
        }
    }

    /**
     * The page from its top to the end of the tests' pass rates, at {@value #DOCS_SCALE} of its size: small enough
     * for docs/instructors/class-grading.md. Expects the viewport as tall as the page
     * ({@link HeadlessChromium#screenshot}).
     */
    private static void docsScreenshot(HeadlessChromium browser, Path file) throws Exception {
        double bottom = browser.evaluate("document.querySelector('#test-pass-rates').getBoundingClientRect().bottom"
                + " + window.scrollY + 16").asDouble();
        JsonNode shot = browser.send("Page.captureScreenshot", Map.of("format", "png", "clip", Map.of("x", 0, "y", 0,
                "width", DESKTOP, "height", bottom, "scale", DOCS_SCALE)));
        Files.write(file, Base64.getDecoder().decode(shot.path("data").asText()));
    }

    /** The browser; skips the test when there is none, unless in CI. */
    private static Path chromium() {
        Optional<Path> chromium = HeadlessChromium.find();
        if (chromium.isEmpty() && HeadlessChromium.inContinuousIntegration()) {
            fail("CI=true but no Chromium on the PATH (nor in $" + HeadlessChromium.EXECUTABLE_VARIABLE + ")");
        }
        assumeTrue(chromium.isPresent(), "no Chromium on the PATH: the class page is not checked in a browser");
        return chromium.get();
    }

    private static void deleteTree(Path root) throws Exception {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
