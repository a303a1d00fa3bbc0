package io.github.heuristicgrader.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.heuristicgrader.puzzles.huarongdao.BoardSvg;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Opens a grading run's {@code index.html} in headless Chromium and holds it against the run's {@code grade.json}:
 * the numbers the page shows, a solution stepped through with the mouse and the keyboard, the page on a phone and
 * in print, and no console error, uncaught exception or network request on the way. Leaves screenshots of the page
 * (desktop and phone) and a PDF of its print.
 *
 * <p>Used by {@code HtmlReportInBrowserTest} on a report written from a fixture and by the invoker test
 * {@code it/html-report-plays-in-browser} on one from a real {@code mvn grade}.
 */
public final class ReportInBrowser {

    /** Desktop viewport width, in CSS pixels. */
    public static final int DESKTOP = 1280;
    /** Phone viewport width, in CSS pixels: an iPhone 12 to 15. */
    public static final int PHONE = 390;

    /** The smallest chart text, axis labels and ticks included, that reads on a screen, in CSS pixels. */
    public static final double LEAST_CHART_TEXT_PX = 9;

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Each test status of {@code grade.json}, in the page's order, with the field of {@code tests} that counts it. */
    private static final Map<String, String> STATUS_COUNTS = statusCounts();

    /** Reads what the page shows, as JSON text: the numbers a reader compares with {@code grade.json}. */
    private static final String READ_PAGE = """
            (function () {
              function text(root, selector) {
                var e = root.querySelector(selector);
                return e ? e.textContent.trim() : null;
              }
              function attribute(root, selector, name) {
                var e = root.querySelector(selector);
                return e ? e.getAttribute(name) : null;
              }
              function all(root, selector, read) { return Array.prototype.map.call(root.querySelectorAll(selector), read); }
              function cells(row) { return all(row, "th, td", function (c) { return c.textContent.trim(); }); }
              function raw(root, selector) {
                var e = root.querySelector(selector);
                return e ? e.textContent : null;
              }
              function tests(s) {
                return {
                  outcome: text(s, "h2 .run-outcome"), points: text(s, "h2 .points"), message: raw(s, ".message"),
                  figures: all(s, "dl.figures dd", function (d) { return d.textContent.trim(); }),
                  counts: all(s, ".test-counts li", function (li) {
                    return { status: li.getAttribute("data-status"), count: text(li, ".n") };
                  }),
                  entries: all(s, ".check-card[data-kind]", function (c) {
                    return { kind: c.getAttribute("data-kind"), name: c.getAttribute("data-name"),
                      shownKind: text(c, ".kind"), shownName: raw(c, ".entry-name"), status: text(c, ".status"),
                      earned: text(c, ".earned"), possible: text(c, ".possible"), reason: raw(c, ".check-reason") };
                  }),
                  results: all(s, "tr.result", function (r) {
                    return { className: r.parentNode.getAttribute("data-class"),
                      uniqueId: attribute(r, "td.test", "title"), displayName: raw(r, ".display-name"),
                      method: raw(r, ".method"), tags: all(r, ".tag", function (t) { return t.textContent; }),
                      source: raw(r, ".source"), status: r.getAttribute("data-status"), badge: text(r, ".test-status"),
                      duration: text(r, ".duration"), failure: raw(r, "td.failure pre") };
                  }),
                  output: raw(s, "pre.output")
                };
              }
              return JSON.stringify({
                score: text(document, "header .score"),
                maxScore: text(document, "header .max-score"),
                outcome: text(document, "header .outcome"),
                split: { total: text(document, "#overview [data-part=total]"),
                  heuristics: text(document, "#overview [data-part=heuristics]"),
                  tests: text(document, "#overview [data-part=tests]"),
                  headerHeuristics: text(document, "header [data-part=heuristics]"),
                  headerTests: text(document, "header [data-part=tests]") },
                testsCards: all(document, "a.tests-card", function (c) {
                  return { outcome: text(c, ".run-outcome"), score: text(c, ".scorecard-score"),
                    total: text(c, ".name .n"), href: c.getAttribute("href"), chips: all(c, ".chip", function (chip) {
                      return { status: chip.getAttribute("data-status"), count: text(chip, ".n") };
                    }) };
                }),
                tests: all(document, "#tests", tests),
                scorecards: all(document, "a.scorecard[data-heuristic]", function (c) {
                  return { name: text(c, ".name"), verdict: text(c, ".verdict"), score: text(c, ".scorecard-score"),
                    href: c.getAttribute("href") };
                }),
                timing: all(document, ".timing-row", function (r) {
                  return { name: text(r, ".name"), exact: text(r, "rect.bar title"), shown: text(r, ".value") };
                }),
                heuristics: all(document, "section.heuristic", function (s) {
                  return {
                    id: s.id, name: text(s, "h2 .name"), open: s.querySelector("details.heuristic-details").open, verdict: text(s, "h2 .verdict"), points: text(s, "h2 .points"),
                    message: text(s, ".message"), nanos: attribute(s, "dl.figures span[title]", "title"),
                    items: all(s, ".check-card[data-item]", function (c) {
                      return { item: c.getAttribute("data-item"), status: text(c, ".status"), earned: text(c, ".earned"),
                        possible: text(c, ".possible"), figures: text(c, ".check-figures"), reason: text(c, ".check-reason") };
                    }),
                    chart: all(s, "svg.expansions g.puzzle", function (g) {
                      return { puzzle: g.getAttribute("data-puzzle"), zero: text(g, "text.s-zero"),
                        manhattan: text(g, "text.s-baseline"), student: text(g, "text.s-student"),
                        exact: text(g, "text.s-exact") };
                    }),
                    effort: all(s, "table.effort tbody", function (b) { return all(b, "tr", cells); })
                  };
                }),
                suite: all(document, "table.suite tbody tr", cells),
                database: all(document, "#database dd", function (d) { return d.textContent.trim(); })
              });
            })()
            """;

    private final HeadlessChromium browser;
    private final JsonNode grade;
    private final Path index;

    private ReportInBrowser(HeadlessChromium browser, Path gradeDirectory) throws IOException {
        this.browser = browser;
        this.grade = JSON.readTree(gradeDirectory.resolve("grade.json").toFile());
        this.index = gradeDirectory.resolve(HtmlReportWriter.FILE_NAME).toAbsolutePath();
    }

    /**
     * Checks the report in {@code gradeDirectory} ({@code index.html} and {@code grade.json}) with the browser
     * {@code chromium}, and saves {@code name.png}, {@code name-phone.png} and {@code name.pdf} in
     * {@code screenshots}.
     *
     * @return one line saying what was checked
     * @throws AssertionError when the page disagrees with {@code grade.json} or misbehaves
     * @throws IOException when the browser cannot be driven
     */
    public static String check(Path chromium, Path gradeDirectory, Path screenshots, String name)
            throws IOException {
        Path profile = Files.createTempDirectory("report-in-browser-");
        try (HeadlessChromium browser = HeadlessChromium.launch(chromium, profile,
                screenshots.resolve(name + "-chromium.log"))) {
            return new ReportInBrowser(browser, gradeDirectory).run(screenshots, name);
        } finally {
            deleteTree(profile);
        }
    }

    private String run(Path screenshots, String name) throws IOException {
        browser.viewport(DESKTOP, 900, false);
        browser.load(index);
        noProblems("loading the page");
        JsonNode page = JSON.readTree(browser.evaluate(READ_PAGE).asText());
        showsTheNumbersOfTheJson(page);
        showsTheTestsOfTheJson(page);
        int[] desktopText = readableCharts(DESKTOP + " px");
        int moves = stepsThroughASolution();
        noProblems("stepping through the solution");
        browser.screenshot(screenshots.resolve(name + ".png"), DESKTOP, false);

        browser.viewport(PHONE, 844, true);
        browser.load(index);
        int pageWidth = browser.evaluate("document.documentElement.scrollWidth").asInt();
        assertTrue(pageWidth <= PHONE, "on a phone the page is " + pageWidth + " px wide, wider than the screen");
        int[] phoneText = readableCharts(PHONE + " px");
        browser.screenshot(screenshots.resolve(name + "-phone.png"), PHONE, true);

        browser.send("Emulation.setEmulatedMedia", Map.of("media", "print"));
        assertEquals("none", browser.evaluate("(function () { var c = document.querySelector('.controls');"
                + " return c ? getComputedStyle(c).display : 'none'; })()").asText(), "buttons in print");
        // The page's own listener opens the failures first; this one, added after it, counts those still closed.
        browser.evaluate("window.closedInPrint = -1; window.addEventListener('beforeprint', function () {"
                + " window.closedInPrint = document.querySelectorAll('td.failure details:not([open]),"
                + " details.heuristic-details:not([open])').length; })");
        browser.printToPdf(screenshots.resolve(name + ".pdf"));
        assertEquals(0, browser.evaluate("window.closedInPrint").asInt(),
                "failures or heuristics' details closed in print");
        assertEquals(0, browser.evaluate("document.querySelectorAll('td.failure details[open]').length").asInt(),
                "failures open after print");
        long passing = failingFirst(grade.path("heuristics")).stream().filter(heuristic -> !failing(heuristic)).count();
        assertEquals(passing, browser.evaluate("document.querySelectorAll('details.heuristic-details:not([open])')"
                + ".length").asLong(), "the passing heuristics' details closed again after print");

        noProblems("showing the page on a phone and in print");
        return "checked " + grade.path("heuristics").size() + " heuristics and " + grade.path("tests").path("total")
                .asInt() + " tests of " + index + " against grade.json, "
                + (moves == 0 ? "no solution to step through" : "stepped through a solution of " + moves + " moves")
                + ", reading h and d at each step; chart text of at least " + LEAST_CHART_TEXT_PX + " px ("
                + desktopText[0] + " texts, " + desktopText[1] + " in heatmaps, at " + DESKTOP + " px; " + phoneText[0]
                + " and " + phoneText[1] + " at " + PHONE + " px); screenshots in " + screenshots;
    }

    private void noProblems(String doing) throws IOException {
        List<String> problems = browser.problems();
        assertTrue(problems.isEmpty(), "the page reported problems " + doing + ":\n" + String.join("\n", problems));
    }

    private void showsTheNumbersOfTheJson(JsonNode page) {
        assertEquals(grade.path("score").asText(), page.path("score").asText(), "score");
        assertEquals(grade.path("maxScore").asText(), page.path("maxScore").asText(), "maxScore");
        assertEquals(grade.path("passed").asBoolean() ? "passed" : "failed", page.path("outcome").asText(), "outcome");
        List<JsonNode> heuristics = failingFirst(grade.path("heuristics"));
        assertEquals(heuristics.size(), page.path("heuristics").size(), "heuristic sections");
        assertEquals(heuristics.size(), page.path("scorecards").size(), "score cards");
        assertEquals(heuristics.size(), page.path("timing").size(), "time chart rows");
        Map<String, JsonNode> suite = new HashMap<>();
        suite(grade).forEach(puzzle -> suite.put(puzzle.path("puzzle").asText(), puzzle));
        for (int i = 0; i < heuristics.size(); i++) {
            JsonNode heuristic = heuristics.get(i);
            String name = heuristic.path("name").asText();
            String score = grouped(heuristic.path("score")) + " / " + grouped(heuristic.path("maxScore"));
            JsonNode card = page.path("scorecards").get(i);
            assertEquals(name, card.path("name").asText(), "score card " + (i + 1));
            assertEquals(heuristic.path("verdict").asText(), card.path("verdict").asText(), name);
            assertEquals(score, card.path("score").asText(), name);
            assertEquals("#" + page.path("heuristics").get(i).path("id").asText(), card.path("href").asText(), name);
            assertEquals("heuristic-" + (indexIn(grade.path("heuristics"), heuristic) + 1),
                    page.path("heuristics").get(i).path("id").asText(), name + ": its number in grade.json");
            assertEquals(failing(heuristic), page.path("heuristics").get(i).path("open").asBoolean(),
                    name + ": details open exactly when it fails");
            timing(heuristic, page.path("timing").get(i));
            section(heuristic, page.path("heuristics").get(i), suite);
        }
        JsonNode suiteRows = page.path("suite");
        assertEquals(suite(grade).size(), suiteRows.size(), "suite rows");
        for (int i = 0; i < suiteRows.size(); i++) {
            JsonNode puzzle = suite(grade).get(i);
            assertEquals(List.of(puzzleName(puzzle.path("puzzle").asText()),
                    "layout " + BoardSvg.rows(puzzle.path("state").asText()), grouped(puzzle.path("optimum")),
                    grouped(puzzle.path("reachable")), expanded(puzzle.path("zero")),
                    expanded(puzzle.path("baseline")), expanded(puzzle.path("exact"))), strings(suiteRows.get(i)),
                    "suite row " + i);
        }
        JsonNode domain = grade.path("domains").get(0);
        JsonNode database = domain.path("database");
        assertEquals(List.of(domain.path("name").asText(), database.path("description").asText(),
                grouped(database.path("states")), grouped(database.path("solvable")), grouped(database.path("goals")),
                grouped(database.path("maxDistance")), grouped(database.path("moves"))),
                strings(page.path("database")), "database");
    }

    /**
     * The split of the total, the overview's card of the tests and the tests' section: outcome, message, counts per
     * status, each test points entry and each test as in {@code grade.json}, and as many rows of each status as
     * its count says.
     */
    private void showsTheTestsOfTheJson(JsonNode page) {
        JsonNode tests = grade.path("tests");
        int heuristicsScore = 0;
        int heuristicsMaxScore = 0;
        for (JsonNode heuristic : grade.path("heuristics")) {
            heuristicsScore += heuristic.path("score").asInt();
            heuristicsMaxScore += heuristic.path("maxScore").asInt();
        }
        String testsScore = tests.path("score").asText() + " / " + tests.path("maxScore").asText();
        JsonNode split = page.path("split");
        assertEquals(grade.path("score").asText() + " / " + grade.path("maxScore").asText(),
                split.path("total").asText(), "overview: total");
        assertEquals(heuristicsScore + " / " + heuristicsMaxScore, split.path("heuristics").asText(),
                "overview: heuristics' points");
        assertEquals(testsScore, split.path("tests").asText(), "overview: tests' points");
        if (tests.path("maxScore").asInt() > 0) {
            assertEquals(heuristicsScore + " / " + heuristicsMaxScore, split.path("headerHeuristics").asText(),
                    "header: heuristics' points");
            assertEquals(testsScore, split.path("headerTests").asText(), "header: tests' points");
        } else {
            assertTrue(split.path("headerTests").isNull(), "header: no split when tests earn no points");
        }

        assertEquals(1, page.path("testsCards").size(), "tests' score cards");
        JsonNode card = page.path("testsCards").get(0);
        assertEquals(tests.path("outcome").asText(), card.path("outcome").asText(), "tests' card: outcome");
        assertEquals(testsScore, card.path("score").asText(), "tests' card: score");
        assertEquals(tests.path("total").asText(), card.path("total").asText(), "tests' card: tests");
        assertEquals("#tests", card.path("href").asText(), "tests' card: link");
        List<String> chips = new ArrayList<>();
        STATUS_COUNTS.forEach((status, field) -> {
            if (tests.path(field).asInt() > 0) {
                chips.add(status + " " + tests.path(field).asText());
            }
        });
        List<String> shownChips = new ArrayList<>();
        card.path("chips").forEach(chip -> shownChips.add(chip.path("status").asText() + " "
                + chip.path("count").asText()));
        assertEquals(chips, shownChips, "tests' card: counts");

        assertEquals(1, page.path("tests").size(), "tests' sections");
        JsonNode section = page.path("tests").get(0);
        assertEquals(tests.path("outcome").asText(), section.path("outcome").asText(), "tests: outcome");
        assertEquals(testsScore + " points", section.path("points").asText(), "tests: points");
        assertEquals(shown(tests.path("message")), section.path("message").asText(), "tests: message");
        assertEquals(List.of(tests.path("platformVersion").isNull() ? "—" : tests.path("platformVersion").asText(),
                tests.path("total").asText()), strings(section.path("figures")), "tests: platform version, total");
        List<String> counts = new ArrayList<>();
        STATUS_COUNTS.forEach((status, field) -> counts.add(status + " " + tests.path(field).asText()));
        List<String> shownCounts = new ArrayList<>();
        section.path("counts").forEach(count -> shownCounts.add(count.path("status").asText() + " "
                + count.path("count").asText()));
        assertEquals(counts, shownCounts, "tests: counts per status");

        JsonNode points = tests.path("points");
        assertEquals(points.size(), section.path("entries").size(), "tests: score cards");
        for (int i = 0; i < points.size(); i++) {
            JsonNode entry = points.get(i);
            JsonNode shown = section.path("entries").get(i);
            String name = entry.path("kind").asText() + " " + entry.path("name").asText();
            assertEquals(entry.path("kind").asText(), shown.path("kind").asText(), name);
            assertEquals(entry.path("kind").asText(), shown.path("shownKind").asText(), name);
            assertEquals(entry.path("name").asText(), shown.path("name").asText(), name);
            assertEquals(shown(entry.path("name")), shown.path("shownName").asText(), name);
            assertEquals(entry.path("earned").asText(), shown.path("earned").asText(), name + ": earned");
            assertEquals(entry.path("possible").asText(), shown.path("possible").asText(), name + ": possible");
            assertEquals(shown(entry.path("reason")), shown.path("reason").asText(), name + ": reason");
        }

        JsonNode results = tests.path("results");
        JsonNode rows = section.path("results");
        assertEquals(results.size(), rows.size(), "tests: rows");
        Map<String, Integer> rowsPerStatus = new HashMap<>();
        for (int i = 0; i < results.size(); i++) {
            result(results.get(i), rows.get(i));
            rowsPerStatus.merge(rows.get(i).path("status").asText(), 1, Integer::sum);
        }
        STATUS_COUNTS.forEach((status, field) -> assertEquals(tests.path(field).asInt(),
                rowsPerStatus.getOrDefault(status, 0), "tests: rows " + status));
        if (tests.path("output").isNull()) {
            assertTrue(section.path("output").isNull(), "tests: no output");
        } else {
            assertEquals(shown(tests.path("output")), section.path("output").asText(), "tests: output");
        }
    }

    private static void result(JsonNode result, JsonNode row) {
        String id = result.path("uniqueId").asText();
        assertEquals(id, row.path("uniqueId").asText(), "test row");
        assertEquals(result.path("className").isNull() ? null : result.path("className").asText(),
                row.path("className").isNull() ? null : row.path("className").asText(), id + ": class");
        String displayName = result.path("displayName").asText();
        assertEquals(shown(result.path("displayName")), row.path("displayName").asText(), id + ": display name");
        JsonNode method = result.path("methodName");
        if (method.isNull() || (method.asText() + "()").equals(displayName)) {
            assertTrue(row.path("method").isNull(), id + ": the method is the display name");
        } else {
            assertEquals(shown(method), row.path("method").asText(), id + ": method");
        }
        List<String> tags = new ArrayList<>();
        result.path("tags").forEach(tag -> tags.add(shown(tag)));
        assertEquals(tags, strings(row.path("tags")), id + ": tags");
        assertEquals(shown(result.path("source")), row.path("source").asText(), id + ": source");
        String status = result.path("status").asText();
        assertEquals(status, row.path("status").asText(), id + ": status");
        assertTrue(row.path("badge").asText().endsWith(" " + status), id + ": badge " + row.path("badge"));
        JsonNode duration = result.path("durationMillis");
        assertEquals(duration.isNull() ? "—" : grouped(duration), row.path("duration").asText(), id + ": duration");
        if (result.path("failure").isNull()) {
            assertTrue(row.path("failure").isNull(), id + ": no failure");
        } else {
            assertEquals(shown(result.path("failure")), row.path("failure").asText(), id + ": failure");
        }
    }

    /** A student's string as the browser reads it back: the HTML parser turns every CR LF and CR into LF. */
    private static String shown(JsonNode text) {
        return text.asText().replace("\r\n", "\n").replace('\r', '\n');
    }

    private static Map<String, String> statusCounts() {
        Map<String, String> counts = new LinkedHashMap<>();
        counts.put("successful", "successful");
        counts.put("skipped", "skipped");
        counts.put("aborted", "aborted");
        counts.put("failed", "failed");
        counts.put("timed-out", "timedOut");
        counts.put("crashed", "crashed");
        counts.put("not-run", "notRun");
        return counts;
    }

    private static void timing(JsonNode heuristic, JsonNode row) {
        String name = heuristic.path("name").asText();
        assertEquals(name, row.path("name").asText(), "time chart");
        JsonNode nanos = heuristic.path("nanosPerEvaluation");
        if (nanos.isNull()) {
            assertEquals("not run", row.path("shown").asText(), name);
        } else {
            assertEquals(Double.toString(nanos.asDouble()) + " ns", row.path("exact").asText(), name);
        }
    }

    /** The heuristics in the page's order: those whose verdict is not {@code passed} first, then the rest, by name. */
    private static List<JsonNode> failingFirst(JsonNode heuristics) {
        List<JsonNode> ordered = new ArrayList<>();
        heuristics.forEach(ordered::add);
        ordered.sort(Comparator.comparing((JsonNode heuristic) -> !failing(heuristic))
                .thenComparing(heuristic -> heuristic.path("name").asText()));
        return ordered;
    }

    private static boolean failing(JsonNode heuristic) {
        return !"passed".equals(heuristic.path("verdict").asText());
    }

    private static int indexIn(JsonNode array, JsonNode element) {
        for (int i = 0; i < array.size(); i++) {
            if (array.get(i) == element) {
                return i;
            }
        }
        return -1;
    }

    /** A whole number as the page groups it, {@code 363,480}. */
    private static String grouped(JsonNode number) {
        return String.format(Locale.ROOT, "%,d", number.asLong());
    }

    /** Every domain's suite puzzles in {@code grade}, in domain order, as the page lists them. */
    private static List<JsonNode> suite(JsonNode grade) {
        List<JsonNode> suite = new ArrayList<>();
        grade.path("domains").forEach(domain -> domain.path("suite").forEach(suite::add));
        return suite;
    }

    /** A suite puzzle's name as the page shows it: its Latin name beside it when that differs. */
    private String puzzleName(String puzzle) {
        for (JsonNode entry : suite(grade)) {
            String latin = entry.path("latinName").asText(null);
            if (entry.path("puzzle").asText().equals(puzzle) && latin != null && !latin.equals(puzzle)) {
                return puzzle + " " + latin;
            }
        }
        return puzzle;
    }

    /** Whether the verdict leaves nothing proven, so that every score card says "not checked". */
    private static boolean provesNothing(JsonNode heuristic) {
        return heuristic.path("checks").isNull() || List.of("nondeterministic", "threw", "timed-out", "crashed",
                "tampered", "not-loadable", "grade-time-limit").contains(heuristic.path("verdict").asText());
    }

    private void section(JsonNode heuristic, JsonNode section, Map<String, JsonNode> suite) {
        String name = heuristic.path("name").asText();
        assertEquals(name, section.path("name").asText());
        assertEquals(heuristic.path("verdict").asText(), section.path("verdict").asText(), name);
        assertEquals(grouped(heuristic.path("score")) + " / " + grouped(heuristic.path("maxScore")) + " points",
                section.path("points").asText(), name);
        assertEquals(heuristic.path("message").asText(), section.path("message").asText(), name);
        JsonNode nanos = heuristic.path("nanosPerEvaluation");
        if (!nanos.isNull()) {
            assertEquals(Double.toString(nanos.asDouble()), section.path("nanos").asText(), name + " ns");
        }
        JsonNode items = section.path("items");
        assertEquals(heuristic.path("points").size(), items.size(), name + " score cards");
        for (int i = 0; i < items.size(); i++) {
            JsonNode points = heuristic.path("points").get(i);
            JsonNode card = items.get(i);
            String item = points.path("item").asText();
            assertEquals(item, card.path("item").asText(), name);
            assertEquals(points.path("earned").asText(), card.path("earned").asText(), name + " " + item);
            assertEquals(points.path("possible").asText(), card.path("possible").asText(), name + " " + item);
            assertEquals(points.path("reason").asText(), card.path("reason").asText(), name + " " + item);
            String figures = provesNothing(heuristic) ? "not checked" : figures(item, heuristic.path("checks"));
            if (figures != null) {
                assertEquals(figures, card.path("figures").asText(), name + " " + item);
            }
        }
        JsonNode effort = heuristic.path("effort");
        assertEquals(effort.size(), section.path("chart").size(), name + " chart groups");
        assertEquals(effort.size(), section.path("effort").size(), name + " effort rows");
        for (int i = 0; i < effort.size(); i++) {
            JsonNode puzzle = effort.get(i);
            String puzzleName = puzzle.path("puzzle").asText();
            JsonNode bars = section.path("chart").get(i);
            JsonNode reference = suite.get(puzzleName);
            assertEquals(puzzleName, bars.path("puzzle").asText(), name);
            assertEquals(grouped(puzzle.path("expanded")), bars.path("student").asText(), name + " " + puzzleName);
            assertEquals(expanded(puzzle.path("baseline")), bars.path("manhattan").asText(), name + " " + puzzleName);
            assertNotNull(reference, puzzleName + " in the suite");
            assertEquals(expanded(reference.path("zero")), bars.path("zero").asText(), name + " " + puzzleName);
            assertEquals(expanded(reference.path("exact")), bars.path("exact").asText(), name + " " + puzzleName);
            JsonNode rows = section.path("effort").get(i);
            assertEquals(List.of(puzzleName(puzzleName), "this heuristic", grouped(puzzle.path("cost")),
                    puzzle.path("optimal").asBoolean() ? "✓ yes" : "✗ no", grouped(puzzle.path("expanded")),
                    grouped(puzzle.path("generated")), grouped(puzzle.path("fBelowOptimal")),
                    grouped(puzzle.path("fAtMostOptimal"))), strings(rows.get(0)), name + " " + puzzleName);
        }
    }

    /** The figures a check's score card shows, as in {@code grade.json}; null for an item without a check. */
    private static String figures(String item, JsonNode checks) {
        if (checks.isNull() || checks.isMissingNode()) {
            return null;
        }
        return switch (item) {
            case "wellFormed" -> "negative " + grouped(checks.path("wellFormed").path("negative")) + " · failed "
                    + grouped(checks.path("wellFormed").path("failed"));
            case "goalZero" -> "violations " + grouped(checks.path("goalZero").path("violations"));
            case "admissible" -> "violations " + grouped(checks.path("admissible").path("violations"))
                    + " · max excess " + grouped(checks.path("admissible").path("maxExcess"));
            case "consistent" -> "violations " + grouped(checks.path("consistent").path("violations"));
            case "dominance" -> "below " + grouped(checks.path("dominance").path("below")) + " · above "
                    + grouped(checks.path("dominance").path("above"));
            default -> null;
        };
    }

    /**
     * Steps through the first solution of two moves or more (else of one move) with the mouse and the keys, and
     * checks each layout shown against {@code grade.json}.
     *
     * @return the solution's moves, or 0 when no heuristic has an overestimated layout with a solution to play
     */
    private int stepsThroughASolution() throws IOException {
        int chosen = -1;
        List<String> solution = List.of();
        JsonNode heuristics = grade.path("heuristics");
        for (int i = 0; i < heuristics.size() && solution.size() < 3; i++) {
            List<String> steps = new ArrayList<>();
            heuristics.get(i).path("checks").path("admissible").path("counterexample").path("solution")
                    .forEach(step -> steps.add(step.asText()));
            if (steps.size() > solution.size()) {
                chosen = i + 1;
                solution = steps;
            }
        }
        if (solution.size() < 2) {
            return 0;
        }
        int moves = solution.size() - 1;
        String player = "#heuristic-" + chosen + " .player";
        assertEquals("0 / " + moves, text(player + " .counter"));
        assertEquals(BoardSvg.rows(solution.get(0)), text(player + " .step-state"));
        assertEquals(String.valueOf(moves), text(player + " .to-go .n"), "distance at the start");
        String start = html(player + " .pieces");

        browser.click(player + " .next");
        assertEquals("1 / " + moves, text(player + " .counter"), "after clicking next");
        assertEquals(BoardSvg.rows(solution.get(1)), text(player + " .step-state"));
        assertEquals(String.valueOf(moves - 1), text(player + " .to-go .n"), "distance after one move");
        assertNotEquals(start, html(player + " .pieces"), "the board after clicking next");
        assertEquals(1, count(player + " .pieces .pc.moved"), "pieces marked as moved");
        assertEquals(1, count(player + " .pieces .ghost"), "places left");

        // The click left the focus on the button, inside the player: the keys work from there.
        if (moves >= 2) {
            browser.press("ArrowRight");
            assertEquals("2 / " + moves, text(player + " .counter"), "after ArrowRight");
            assertEquals(BoardSvg.rows(solution.get(2)), text(player + " .step-state"));
            browser.press("ArrowLeft");
            assertEquals("1 / " + moves, text(player + " .counter"), "after ArrowLeft");
        }
        browser.press("End");
        assertEquals(moves + " / " + moves, text(player + " .counter"), "after End");
        assertEquals(BoardSvg.rows(solution.get(moves)), text(player + " .step-state"));
        assertEquals("0", text(player + " .to-go .n"), "distance at the goal");
        assertTrue(browser.evaluate("document.querySelector('" + player + " .next').disabled").asBoolean(),
                "next at the goal");
        assertEquals(browser.evaluate("document.querySelector('" + player + " .target').getAttribute('x')").asText(),
                browser.evaluate("document.querySelector('" + player + " .pc.goal').getAttribute('x')").asText(),
                "the 2×2 piece over the exit");
        browser.click(player + " .first");
        assertEquals("0 / " + moves, text(player + " .counter"), "after clicking first");
        assertEquals(start, html(player + " .pieces"), "back at the start");
        readsHAndDAtEveryStep(player, grade.path("heuristics").get(chosen - 1), moves);
        browser.click(player + " .first");
        assertFalse(browser.evaluate("document.querySelector('" + player + " .scrub').hidden").asBoolean(), "slider");
        // The screenshot shows the first move: the piece that moved and the place it left.
        browser.click(player + " .next");
        return moves;
    }

    /**
     * Steps through the whole solution with clicks on next ▶ from the start, and at each step reads h and d as the
     * player shows them: h as {@code solutionEstimates} gives it ("threw" where it threw), d the distance left, the
     * drawn state and its mark showing h &gt; d exactly where it holds, and the step's cell outlined in the strip.
     */
    private void readsHAndDAtEveryStep(String player, JsonNode heuristic, int moves) throws IOException {
        JsonNode counterexample = heuristic.path("checks").path("admissible").path("counterexample");
        JsonNode estimates = counterexample.path("solutionEstimates");
        int distance = counterexample.path("distance").asInt();
        assertEquals(moves + 1, estimates.size(), "an estimate per state of the solution in grade.json");
        int overestimated = 0;
        for (int step = 0; step <= moves; step++) {
            if (step > 0) {
                browser.click(player + " .next");
            }
            String at = "step " + step + ": ";
            assertEquals(step + " / " + moves, text(player + " .counter"), at + "counter");
            JsonNode h = estimates.get(step);
            int d = distance - step;
            assertEquals(h.isNull() ? "threw" : grouped(h), text(player + " .estimate .n"), at + "h");
            assertEquals(String.format(Locale.ROOT, "%,d", d), text(player + " .to-go .n"), at + "d");
            boolean over = !h.isNull() && h.asLong() > d;
            overestimated += over ? 1 : 0;
            assertEquals(over, browser.evaluate("document.querySelector('" + player + " .drawn-state.step')"
                    + ".classList.contains('over')").asBoolean(), at + "drawn state marked when h > d");
            assertEquals(over, browser.evaluate("(function () { var m = document.querySelector('" + player
                    + " .drawn-state.step .over-mark'); return !m.hidden"
                    + " && getComputedStyle(m).display !== 'none'; })()").asBoolean(), at + "mark shown when h > d");
            if (over) {
                assertEquals("h > d by " + String.format(Locale.ROOT, "%,d", h.asLong() - d),
                        text(player + " .drawn-state.step .over-mark"), at + "by how much");
            }
            assertEquals(String.valueOf(step), browser.evaluate("document.querySelector('" + player
                    + " .step-marks li.current').getAttribute('data-step')").asText(), at + "the strip's current step");
        }
        assertEquals(overestimated, count(player + " .step-marks li.over"), "steps marked h > d in the strip");
        assertTrue(overestimated >= 1, "the counterexample itself overestimates");
    }

    /**
     * Every SVG chart's text that shows at the current width is {@link #LEAST_CHART_TEXT_PX} or more on the screen;
     * when an open section has a heatmap, its axis text was among those measured.
     */
    private int[] readableCharts(String where) throws IOException {
        int[] measured = chartTextAtLeast(LEAST_CHART_TEXT_PX, where);
        if (count("details.heuristic-details[open] svg.heatmap") > 0) {
            assertTrue(measured[1] > 0, where + ": the heatmap's axis text was not measured");
        }
        return measured;
    }

    /**
     * The smallest text drawn in an SVG chart that shows at this width, in CSS pixels on the screen: its computed
     * font size times the SVG's scale at that element. Throws when it is under {@code least} pixels, naming the
     * texts that are.
     *
     * @return how many texts were measured, of them how many in a heatmap
     */
    private int[] chartTextAtLeast(double least, String where) throws IOException {
        JsonNode measured = JSON.readTree(browser.evaluate("""
                (function () {
                  var small = [], count = 0, heatmap = 0, smallest = 1e9;
                  Array.prototype.forEach.call(document.querySelectorAll("svg text"), function (t) {
                    var box = t.getBoundingClientRect();
                    var ctm = t.getScreenCTM();
                    if (!ctm || box.width === 0 || box.height === 0) { return; }
                    var px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(ctm.a, ctm.b);
                    count++;
                    if (t.closest("svg.heatmap")) { heatmap++; }
                    smallest = Math.min(smallest, px);
                    if (px < %s) { small.push(t.textContent + " " + px.toFixed(2) + " px"); }
                  });
                  return JSON.stringify({ count: count, heatmap: heatmap, smallest: smallest, small: small });
                })()
                """.formatted(least)).asText());
        assertTrue(measured.path("small").isEmpty(), where + ": chart text under " + least + " px: "
                + measured.path("small"));
        assertTrue(measured.path("count").asInt() > 0, where + ": no chart text measured");
        return new int[] {measured.path("count").asInt(), measured.path("heatmap").asInt()};
    }

    private String text(String selector) throws IOException {
        return browser.evaluate("document.querySelector('" + selector + "').textContent.trim()").asText();
    }

    private String html(String selector) throws IOException {
        return browser.evaluate("document.querySelector('" + selector + "').innerHTML").asText();
    }

    private int count(String selector) throws IOException {
        return browser.evaluate("document.querySelectorAll('" + selector + "').length").asInt();
    }

    private static String expanded(JsonNode effort) {
        return effort.isNull() || effort.isMissingNode() ? "—" : grouped(effort.path("expanded"));
    }

    private static List<String> strings(JsonNode array) {
        List<String> strings = new ArrayList<>();
        array.forEach(value -> strings.add(value.asText()));
        return strings;
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // A temporary profile left behind harms nothing.
        }
    }
}
