package io.github.heuristicgrader.report;

import static io.github.heuristicgrader.report.Numbers.grouped;

import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.checks.CheckResults.Admissibility;
import io.github.heuristicgrader.checks.CheckResults.Consistency;
import io.github.heuristicgrader.checks.CheckResults.Dominance;
import io.github.heuristicgrader.checks.CheckResults.GoalZero;
import io.github.heuristicgrader.checks.CheckResults.Informedness;
import io.github.heuristicgrader.checks.CheckResults.Repeatability;
import io.github.heuristicgrader.checks.CheckResults.WellFormedness;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.checks.LayoutExample;
import io.github.heuristicgrader.checks.MoveExample;
import io.github.heuristicgrader.report.GradeReport.ClosedSetSearch;
import io.github.heuristicgrader.report.GradeReport.Failure;
import io.github.heuristicgrader.report.GradeReport.HeuristicReport;
import io.github.heuristicgrader.report.GradeReport.LongerPath;
import io.github.heuristicgrader.report.GradeReport.Points;
import io.github.heuristicgrader.report.GradeReport.PuzzleEffort;
import io.github.heuristicgrader.report.GradeReport.StateDatabase;
import io.github.heuristicgrader.report.GradeReport.SuitePuzzle;
import io.github.heuristicgrader.report.GradeReport.TestPoints;
import io.github.heuristicgrader.report.GradeReport.InstructorRun;
import io.github.heuristicgrader.report.GradeReport.TestReport;
import io.github.heuristicgrader.report.GradeReport.TestResult;
import io.github.heuristicgrader.search.SearchEffort;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One rendering of a {@link GradeReport} as a self-contained HTML page. Markup is XHTML-compatible (every element
 * closed, attributes quoted, no named entities beyond XML's) so that tests can parse it as XML; every string from
 * the report goes through {@link Html#escape}, numbers are written as in {@code grade.json}.
 */
final class ReportPage {

    private static final String DASH = "—";
    /** The longest summary of a test's failure, in code points; the whole failure opens under it. */
    private static final int SUMMARY_CODE_POINTS = 160;
    /**
     * Verdicts under which no check proves anything, so that every rubric item shows as an error: the heuristic
     * could not be run on every layout, or its values do not repeat.
     */
    /** The outcome of one rubric item or check, as its score card shows it. */
    private enum Status {
        PASSED("passed", "✓ passed"),
        PARTIAL("partial", "◐ partial"),
        FAILED("failed", "✗ failed"),
        ERROR("error", "! error");

        private final String id;
        private final String label;

        Status(String id, String label) {
            this.id = id;
            this.label = label;
        }
    }

    /** What a score card shows of a check: its name for people, whether it held (null: no check), its figures. */
    private record CheckView(String label, Boolean passed, String figures) {
    }

    private final GradeReport report;
    private final StringBuilder out = new StringBuilder(64 * 1024);

    private ReportPage(GradeReport report) {
        this.report = report;
    }

    /** The page for {@code report}. */
    static String render(GradeReport report) {
        return new ReportPage(report).page();
    }

    private String page() {
        String outcome = report.passed() ? "passed" : "failed";
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
                .append("<title>Heuristic grade ").append(grouped(report.score())).append(" / ")
                .append(grouped(report.maxScore()))
                .append(" (").append(outcome).append(")</title>\n<style>\n").append(PageAssets.CSS)
                .append("</style>\n</head>\n<body>\n");
        List<HeuristicReport> heuristics = failingFirst(nonNull(report.heuristics()));
        TestReport tests = report.tests();
        header(outcome, heuristics, tests);
        out.append("<main class=\"wrap\">\n");
        compilation();
        overview(heuristics, tests);
        for (HeuristicReport heuristic : heuristics) {
            heuristic(heuristic, number(heuristic));
        }
        tests(tests);
        suite();
        database();
        out.append("</main>\n<footer class=\"wrap\">Written by ").append(Html.escape(report.generator()))
                .append(", report schema version ").append(report.schemaVersion())
                .append(". The same numbers are in grade.json.</footer>\n")
                .append("<script type=\"application/json\" id=\"board-geometry\">")
                .append(Html.scriptJson(BoardSvg.geometry())).append("</script>\n<script>\n")
                .append(PageAssets.SCRIPT).append("</script>\n</body>\n</html>\n");
        return out.toString();
    }

    /**
     * The heuristics in the page's order: those whose verdict is not {@code passed} first, then the rest, each part
     * by name, so that what needs fixing comes first.
     */
    private static List<HeuristicReport> failingFirst(List<HeuristicReport> heuristics) {
        return heuristics.stream().sorted(Comparator.comparing((HeuristicReport heuristic) -> !failing(heuristic))
                .thenComparing(HeuristicReport::name, Comparator.nullsFirst(Comparator.naturalOrder()))).toList();
    }

    /** Whether the heuristic's verdict is anything but {@code passed}: its section opens and comes first. */
    private static boolean failing(HeuristicReport heuristic) {
        return heuristic.verdict() != Verdict.PASSED;
    }

    /**
     * The heuristic's number in {@code grade.json}'s order, from 1: its section's id is {@code heuristic-n} whatever
     * its place on the page, so that links and the JSON's order agree.
     */
    private int number(HeuristicReport heuristic) {
        return report.heuristics().indexOf(heuristic) + 1;
    }

    /** The total and the outcome; when the tests can earn points, how the total splits between heuristics and tests. */
    private void header(String outcome, List<HeuristicReport> heuristics, TestReport tests) {
        out.append("<header class=\"page ").append(outcome).append("\">\n<div class=\"wrap\">\n")
                .append("<p class=\"generator\">").append(Html.escape(report.generator())).append("</p>\n")
                .append("<h1>Heuristic grade <span class=\"outcome ").append(outcome).append("\">").append(outcome)
                .append("</span></h1>\n<p class=\"total\"><span class=\"score\">").append(grouped(report.score()))
                .append("</span> / <span class=\"max-score\">").append(grouped(report.maxScore()))
                .append("</span> points</p>\n");
        if (tests != null && tests.maxScore() > 0) {
            out.append("<p class=\"split\">heuristics <span class=\"n\" data-part=\"heuristics\">")
                    .append(grouped(scoreOf(heuristics))).append(" / ").append(grouped(maxScoreOf(heuristics, tests)))
                    .append("</span> + tests <span class=\"n\" data-part=\"tests\">").append(grouped(tests.score()))
                    .append(" / ").append(grouped(tests.maxScore())).append("</span></p>\n");
        }
        out.append("</div>\n</header>\n");
    }

    private static int scoreOf(List<HeuristicReport> heuristics) {
        return heuristics.stream().mapToInt(HeuristicReport::score).sum();
    }

    /** The heuristics' part of the maximum: fixed by the slots when the rubric has them, else what each can earn. */
    private int maxScoreOf(List<HeuristicReport> heuristics, TestReport tests) {
        if (!report.slots().isEmpty() || !report.compilation().compiled()) {
            return report.maxScore() - (tests == null ? 0 : tests.maxScore());
        }
        return heuristics.stream().mapToInt(HeuristicReport::maxScore).sum();
    }

    /** When the sources did not compile: what did not, and the compiler's messages, one row each. */
    private void compilation() {
        GradeReport.CompilationReport compilation = report.compilation();
        if (compilation.compiled()) {
            return;
        }
        out.append("<section class=\"card compilation\" id=\"compilation\" data-outcome=\"")
                .append(Html.escape(compilation.outcome().id())).append("\">\n<h2>Compilation: ")
                .append(Html.escape(compilation.outcome().id())).append("</h2>\n<p class=\"message\">")
                .append(Html.escape(compilation.message())).append("</p>\n<table class=\"compiler-messages\">")
                .append("<thead><tr><th>sources</th><th>file</th><th>line</th><th>column</th><th>message</th></tr>")
                .append("</thead><tbody>\n");
        compilerMessages("main", compilation.main());
        compilerMessages("test", compilation.test());
        out.append("</tbody></table>\n</section>\n");
    }

    private void compilerMessages(String sources, List<CompilerMessage> messages) {
        for (CompilerMessage message : messages) {
            out.append("<tr><td>").append(sources).append("</td><td><code>")
                    .append(message.file() == null ? "" : Html.escape(message.file())).append("</code></td><td>")
                    .append(message.line() == null ? "" : message.line()).append("</td><td>")
                    .append(message.column() == null ? "" : message.column()).append("</td><td><pre>")
                    .append(Html.escape(message.message())).append("</pre></td></tr>\n");
        }
    }

    /** The rubric's slots, one row each: what fills it, its points, what to do when nothing or two classes do. */
    private void slots() {
        if (report.slots().isEmpty()) {
            return;
        }
        out.append("<h3>Slots</h3>\n<p class=\"muted\">The rubric asks for these heuristics; only the class that ")
                .append("fills a slot earns its points. Other classes are checked and shown, marked not graded, and ")
                .append("earn nothing.</p>\n<table class=\"slots\"><thead><tr><th>slot</th><th>class</th>")
                .append("<th>status</th><th>points</th><th>details</th></tr></thead><tbody>\n");
        for (GradeReport.SlotReport slot : report.slots()) {
            out.append("<tr data-slot=\"").append(Html.escape(slot.name())).append("\" data-status=\"")
                    .append(Html.escape(slot.status())).append("\"><td>").append(Html.escape(slot.name()))
                    .append("</td><td><code>").append(Html.escape(slot.className())).append("</code></td><td>")
                    .append(Html.escape(slot.status())).append("</td><td><span class=\"n\">")
                    .append(grouped(slot.earned()))
                    .append(" / ").append(grouped(slot.points())).append("</span></td><td>")
                    .append(Html.escape(slot.message()))
                    .append("</td></tr>\n");
        }
        out.append("</tbody></table>\n");
    }

    /**
     * How the total splits between heuristics and tests; a score card per heuristic, linking to its section, and the
     * time per evaluation of each; a score card for the tests, linking to theirs.
     */
    private void overview(List<HeuristicReport> heuristics, TestReport tests) {
        out.append("<section class=\"card overview\" id=\"overview\">\n<h2>Overview</h2>\n")
                .append("<p class=\"split\">The total, <span class=\"n\" data-part=\"total\">")
                .append(grouped(report.score()))
                .append(" / ").append(grouped(report.maxScore())).append("</span> points, adds up the heuristics' ")
                .append("<span class=\"n\" data-part=\"heuristics\">").append(grouped(scoreOf(heuristics)))
                .append(" / ")
                .append(grouped(maxScoreOf(heuristics, tests)))
                .append("</span> and the JUnit tests' <span class=\"n\" ")
                .append("data-part=\"tests\">").append(grouped(tests == null ? 0 : tests.score())).append(" / ")
                .append(grouped(tests == null ? 0 : tests.maxScore())).append("</span>.");
        if (tests == null || tests.maxScore() == 0) {
            out.append(" The rubric gives no points for tests.");
        }
        out.append("</p>\n");
        if (report.sandbox() != null) {
            out.append("<p class=\"sandbox\" data-active=\"").append(report.sandbox().active()).append("\">")
                    .append(Html.escape(report.sandbox().summary())).append("</p>\n");
        }
        if (report.configuration().locked()) {
            out.append("<p class=\"configuration\">").append(Html.escape(report.configuration().summary()))
                    .append("</p>\n");
        }
        slots();
        out.append("<h3>Heuristics</h3>\n");
        if (heuristics.isEmpty()) {
            out.append("<p>No heuristic was graded.</p>\n");
        } else {
            out.append("<div class=\"scorecards\">\n");
            for (HeuristicReport heuristic : heuristics) {
                scorecard(heuristic, number(heuristic));
            }
            out.append("</div>\n<h3>Time per evaluation</h3>\n<p class=\"muted\">Mean wall time of one call of ")
                    .append("<code>estimate</code>, in nanoseconds.</p>\n")
                    .append(EvaluationTimeChart.draw(heuristics)).append("\n");
        }
        out.append("<h3>Tests</h3>\n");
        if (tests == null) {
            out.append("<p class=\"muted\">This report has no test run.</p>\n");
        } else {
            out.append("<div class=\"scorecards\">\n");
            testsScorecard(tests);
            out.append("</div>\n");
        }
        out.append("</section>\n");
    }

    private void scorecard(HeuristicReport heuristic, int number) {
        out.append("<a class=\"scorecard\" href=\"#heuristic-").append(number).append("\" data-heuristic=\"")
                .append(number).append("\"><span class=\"scorecard-top\">");
        verdict(heuristic.verdict());
        out.append("<span class=\"scorecard-score\"><span class=\"n\">").append(grouped(heuristic.score()))
                .append("</span> / ").append(grouped(heuristic.maxScore()))
                .append("</span></span><code class=\"name\">")
                .append(breakable(heuristic.heading())).append("</code>");
        meter(heuristic.score(), heuristic.maxScore());
        out.append("<span class=\"chips\">");
        for (Points item : nonNull(heuristic.points())) {
            Status status = status(heuristic, item, checkView(item.item(), heuristic.checks()).passed());
            out.append("<span class=\"chip s-").append(status.id).append("\" title=\"")
                    .append(Html.escape(item.item())).append(": ").append(status.id).append(", ")
                    .append(grouped(item.earned()))
                    .append(" of ").append(grouped(item.possible())).append(" points\">")
                    .append(Html.escape(item.item()))
                    .append(" <span class=\"n\">").append(grouped(item.earned())).append("/")
                    .append(grouped(item.possible()))
                    .append("</span></span>");
        }
        out.append("</span></a>\n");
    }

    /** A bar filled to {@code earned} of {@code possible}; nothing when nothing is possible. */
    private void meter(int earned, int possible) {
        if (possible <= 0) {
            return;
        }
        int percent = Math.max(0, Math.min(100, (int) Math.round(100.0 * earned / possible)));
        out.append("<span class=\"meter\" aria-hidden=\"true\"><span style=\"width:").append(percent)
                .append("%\"></span></span>");
    }

    private void verdict(Verdict verdict) {
        String id = verdict == null ? "unknown" : verdict.id();
        out.append("<span class=\"verdict v-").append(Html.escape(id)).append("\">").append(Html.escape(id))
                .append("</span>");
    }

    private void heuristic(HeuristicReport heuristic, int number) {
        out.append("<section class=\"card heuristic\" id=\"heuristic-").append(number).append("\" data-failing=\"")
                .append(failing(heuristic)).append("\">\n<h2><code class=\"name\">")
                .append(breakable(heuristic.heading()))
                .append("</code> ");
        verdict(heuristic.verdict());
        out.append(" <span class=\"points\">").append(grouped(heuristic.score())).append(" / ")
                .append(grouped(heuristic.maxScore()))
                .append(" points</span></h2>\n<p class=\"message\">").append(Html.escape(heuristic.message()))
                .append("</p>\n");
        String standing = CheckOutcomes.slotStanding(heuristic);
        if (standing != null) {
            out.append("<p class=\"slot\" data-graded=\"").append(heuristic.graded())
                    .append("\"><strong>Slot:</strong> ").append(Html.escape(standing)).append("</p>\n");
        }
        String exactDistance = CheckOutcomes.exactDistanceNote(heuristic);
        if (exactDistance != null) {
            out.append("<p class=\"exact-distance\"><strong>Exact distance:</strong> ")
                    .append(Html.escape(exactDistance)).append("</p>\n");
        }
        // Failing heuristics open on what went wrong; passing ones stay closed until asked, and open for print.
        out.append("<details class=\"heuristic-details\"").append(failing(heuristic) ? " open=\"open\"" : "")
                .append("><summary>Score card, counterexamples, A* effort and informedness</summary>\n")
                .append("<dl class=\"figures\">");
        figure("domain", Html.escape(heuristic.domain()));
        figure("layouts evaluated", grouped(heuristic.layouts()));
        figure("solvable layouts checked", grouped(heuristic.solvable()));
        figure("ns per evaluation", roundedWithExact(heuristic.nanosPerEvaluation(), 1));
        figure("constructor ms", heuristic.constructorNanos() == null ? DASH
                : roundedWithExact(heuristic.constructorNanos() / 1e6, 1));
        out.append("</dl>\n");
        checkCards(heuristic);
        examples(heuristic.checks(), number);
        failure(heuristic.failure());
        effort(heuristic.effort());
        effortSuite(heuristic.effortSuite());
        closedSetSearch(heuristic.closedSetSearch());
        informedness(heuristic.checks());
        out.append("</details>\n</section>\n");
    }

    private void figure(String term, String value) {
        out.append("<div><dt>").append(term).append("</dt><dd>").append(value).append("</dd></div>");
    }

    private static String roundedWithExact(Double value, int decimals) {
        return value == null ? DASH
                : "<span title=\"" + Html.exact(value) + "\">" + Html.groupedRounded(value, decimals) + "</span>";
    }

    /**
     * The score card of each rubric item, in rubric order: its check's outcome and figures, its points and why;
     * then the checks that earn no points.
     */
    private void checkCards(HeuristicReport heuristic) {
        out.append("<h3>Score card</h3>\n");
        CheckResults checks = heuristic.checks();
        if (checks == null) {
            out.append("<p class=\"muted\">Not checked: the heuristic could not be run to the end.</p>\n");
        } else if (heuristic.verdict() != null && heuristic.verdict().provesNothing()) {
            out.append("<p class=\"muted\">Not checked: the verdict is ").append(Html.escape(heuristic.verdict().id()))
                    .append(", so the heuristic's values prove nothing and no check counts.</p>\n");
        }
        out.append("<div class=\"check-cards\">\n");
        for (Points item : nonNull(heuristic.points())) {
            CheckView check = checkView(item.item(), checks);
            Status status = status(heuristic, item, check.passed());
            out.append("<div class=\"check-card s-").append(status.id).append("\" data-item=\"")
                    .append(Html.escape(item.item())).append("\"><div class=\"check-head\"><span class=\"check-name\">")
                    .append(check.label()).append("</span> <span class=\"status s-").append(status.id).append("\">")
                    .append(status.label).append("</span></div>\n<p class=\"check-points\"><span class=\"earned\">")
                    .append(grouped(item.earned())).append("</span> / <span class=\"possible\">")
                    .append(grouped(item.possible()))
                    .append("</span> points</p>");
            meter(item.earned(), item.possible());
            // Figures of a run that proves nothing would read as a pass ("violations 0"): say so instead.
            if (status == Status.ERROR) {
                out.append("\n<p class=\"check-figures not-checked\">not checked</p>");
            } else if (check.figures() != null) {
                out.append("\n<p class=\"check-figures\">").append(check.figures()).append("</p>");
            }
            out.append("\n<p class=\"check-reason\">").append(Html.escape(item.reason())).append("</p></div>\n");
        }
        Repeatability repeatable = checks == null ? null : checks.repeatable();
        if (repeatable != null) {
            Status status = repeatable.passed() ? Status.PASSED : Status.FAILED;
            out.append("<div class=\"check-card unscored s-").append(status.id).append("\" data-check=\"repeatable\">")
                    .append("<div class=\"check-head\"><span class=\"check-name\">repeatable</span> <span ")
                    .append("class=\"status s-").append(status.id).append("\">").append(status.label)
                    .append("</span></div>\n<p class=\"check-points\">not scored</p>\n<p class=\"check-figures\">")
                    .append(count("sampled", repeatable.sampled())).append(" · ")
                    .append(count("changed", repeatable.changed()));
            if (repeatable.firstChanged() != null) {
                out.append(" · first <code>").append(Html.escape(BoardSvg.rows(repeatable.firstChanged())))
                        .append("</code>");
            }
            out.append("</p>\n<p class=\"check-reason\">the same value for the same layout when asked again, in ")
                    .append("another order</p></div>\n");
        }
        out.append("</div>\n");
    }

    /** What the checks say about rubric {@code item}; an item with no check of its own has no outcome. */
    private static CheckView checkView(String item, CheckResults checks) {
        String name = item == null ? "" : item;
        Dominance dominance = checks == null ? null : checks.dominance();
        String label = label(name, dominance == null ? null : dominance.baseline());
        if (checks == null) {
            return new CheckView(label, null, null);
        }
        return switch (name) {
            case "wellFormed" -> view(label, checks.wellFormed(), WellFormedness::passed,
                    wellFormed -> count("negative", wellFormed.negative()) + " · " + count("failed", wellFormed.failed()));
            case "goalZero" -> view(label, checks.goalZero(), GoalZero::passed,
                    goalZero -> count("violations", goalZero.violations()));
            case "admissible" -> view(label, checks.admissible(), Admissibility::passed,
                    admissible -> count("violations", admissible.violations()) + " · "
                            + count("max excess", admissible.maxExcess()));
            case "consistent" -> view(label, checks.consistent(), Consistency::passed,
                    consistent -> count("violations", consistent.violations()));
            case "dominance" -> view(label, dominance, Dominance::passed,
                    below -> count("below", below.below()) + " · " + count("above", below.above()));
            default -> new CheckView(label, null, null);
        };
    }

    private static <C> CheckView view(String label, C check, Predicate<C> passed, Function<C, String> figures) {
        return check == null ? new CheckView(label, null, null)
                : new CheckView(label, passed.test(check), figures.apply(check));
    }

    /** A rubric item's name for people, escaped; {@code baseline} names dominance's baseline when known. */
    private static String label(String item, String baseline) {
        return switch (item) {
            case "wellFormed" -> "well-formed";
            case "goalZero" -> "zero at goals";
            case "dominance" -> baseline == null ? "dominance" : "dominates " + Html.escape(baseline);
            case "effort" -> "A* effort";
            case CheckOutcomes.EQUALS_BASELINE -> baseline == null ? "equals the baseline" : "equals "
                    + Html.escape(baseline);
            default -> Html.escape(item);
        };
    }

    /**
     * A rubric item's outcome: an error when the run's fault leaves nothing proven, else its check's outcome, else
     * (for {@code effort}) how many of its points it earned.
     */
    private static Status status(HeuristicReport heuristic, Points item, Boolean checkPassed) {
        if (heuristic.checks() == null || heuristic.verdict().provesNothing()) {
            return Status.ERROR;
        }
        if (checkPassed != null) {
            return checkPassed ? Status.PASSED : Status.FAILED;
        }
        if (item.earned() >= item.possible()) {
            return Status.PASSED;
        }
        return item.earned() > 0 ? Status.PARTIAL : Status.FAILED;
    }

    private static String count(String label, long value) {
        return label + " <span class=\"n\">" + grouped(value) + "</span>";
    }

    private void examples(CheckResults checks, int number) {
        if (checks == null) {
            return;
        }
        boolean any = checks.admissible() != null && checks.admissible().counterexample() != null
                || checks.consistent() != null && checks.consistent().example() != null
                || checks.dominance() != null && checks.dominance().belowExample() != null
                || checks.goalZero() != null && checks.goalZero().example() != null
                || checks.wellFormed() != null
                        && (checks.wellFormed().firstNegative() != null || checks.wellFormed().firstFailed() != null);
        if (!any) {
            return;
        }
        out.append("<h3>Counterexamples</h3>\n<div class=\"examples\">\n");
        if (checks.admissible() != null && checks.admissible().counterexample() != null) {
            solutionPlayer(checks.admissible().counterexample(), "steps-" + number);
        }
        if (checks.consistent() != null && checks.consistent().example() != null) {
            inconsistentMove(checks.consistent().example());
        }
        if (checks.dominance() != null && checks.dominance().belowExample() != null) {
            Dominance dominance = checks.dominance();
            LayoutExample below = dominance.belowExample();
            layoutFigure("dominance", "Below " + Html.escape(dominance.baseline()) + ": h = " + below.estimate()
                    + " but " + Html.escape(dominance.baseline()) + " gives " + dominance.baselineEstimate() + ".",
                    below);
        }
        if (checks.goalZero() != null && checks.goalZero().example() != null) {
            LayoutExample goal = checks.goalZero().example();
            layoutFigure("goal-zero", "Not zero at a goal: h = " + goal.estimate() + ".", goal);
        }
        if (checks.wellFormed() != null && checks.wellFormed().firstNegative() != null) {
            LayoutExample negative = checks.wellFormed().firstNegative();
            layoutFigure("negative", "Negative: h = " + negative.estimate() + ".", negative);
        }
        if (checks.wellFormed() != null && checks.wellFormed().firstFailed() != null) {
            out.append("<figure class=\"example threw\"><figcaption>The heuristic threw here.</figcaption>")
                    .append("<div class=\"tile\">");
            board(checks.wellFormed().firstFailed());
            out.append("</div></figure>\n");
        }
        out.append("</div>\n");
    }

    /**
     * The counterexample with its optimal solution; the script steps through it with buttons, a slider or the
     * arrow keys, showing at each step the heuristic's value h beside the exact distance d and marking the steps
     * where h &gt; d. A strip of the steps gives h at each, the overestimates marked, and the list of every layout
     * gives h and d too, so that without the script the whole solution still reads.
     */
    private void solutionPlayer(Counterexample counterexample, String stepsId) {
        List<String> solution = nonNull(counterexample.solution());
        List<Long> estimates = counterexample.solutionEstimates();
        int moves = Math.max(0, solution.size() - 1);
        out.append("<figure class=\"example player\" tabindex=\"0\" data-steps=\"").append(stepsId)
                .append("\" aria-label=\"optimal solution from the counterexample; arrow keys step through it\">")
                .append("<figcaption>Overestimates: h = <span class=\"n\">").append(grouped(counterexample.estimate()));
        if (counterexample.distance() == 0) {
            out.append("</span> on a goal layout, where the distance is <span class=\"n\">0</span>.");
        } else {
            out.append("</span> but the goal is <span class=\"n\">").append(grouped(counterexample.distance()))
                    .append("</span> ").append(counterexample.distance() == 1 ? "move" : "moves")
                    .append(" away. An optimal solution, with h beside the exact distance d at each step:");
        }
        Long first = estimates.isEmpty() ? null : estimates.get(0);
        boolean over = first != null && first > counterexample.distance();
        out.append("</figcaption>\n<div class=\"tile step").append(over ? " over" : "").append("\">")
                .append(BoardSvg.draw(counterexample.layout(), "")).append("<code class=\"step-layout\">")
                .append(Html.escape(BoardSvg.rows(counterexample.layout())))
                .append("</code><span class=\"step-figures\">")
                .append("<span class=\"estimate\">h = <span class=\"n\">").append(estimateText(first))
                .append("</span></span> · <span class=\"to-go\">d = <span class=\"n\">")
                .append(grouped(counterexample.distance())).append("</span></span></span><span class=\"over-mark\"")
                .append(over ? "" : " hidden=\"hidden\"").append(">").append(overText(first, counterexample.distance()))
                .append("</span></div>\n");
        if (moves > 0) {
            out.append("<div class=\"controls\"><button type=\"button\" class=\"first\" hidden=\"hidden\" ")
                    .append("aria-label=\"first layout\">« first</button><button type=\"button\" class=\"prev\" ")
                    .append("hidden=\"hidden\" aria-label=\"previous move\">◀ prev</button>")
                    .append("<span class=\"counter\" aria-live=\"polite\">0 / ").append(moves).append("</span>")
                    .append("<button type=\"button\" class=\"next\" hidden=\"hidden\" aria-label=\"next move\">")
                    .append("next ▶</button><button type=\"button\" class=\"last\" hidden=\"hidden\" ")
                    .append("aria-label=\"goal layout\">last »</button></div>\n<input type=\"range\" class=\"scrub\" ")
                    .append("min=\"0\" max=\"").append(moves).append("\" value=\"0\" step=\"1\" hidden=\"hidden\" ")
                    .append("aria-label=\"move\"/>\n<p class=\"hint\" hidden=\"hidden\">← → step, Home and End ")
                    .append("jump</p>\n<script type=\"application/json\" id=\"").append(stepsId).append("\">")
                    .append(Html.scriptJson(Map.of("layouts", solution, "estimates", estimates,
                            "distance", counterexample.distance())))
                    .append("</script>\n");
        }
        if (!solution.isEmpty()) {
            out.append("<p class=\"hint\">h at each step, red where h &gt; d:</p>\n");
            stepMarks(estimates, counterexample.distance());
            out.append("<details><summary>all ").append(solution.size()).append(" layouts with h and d</summary>")
                    .append("<ol class=\"step-list\" start=\"0\">");
            for (int step = 0; step < solution.size(); step++) {
                Long estimate = estimates.get(step);
                int distance = counterexample.distance() - step;
                out.append("<li").append(estimate != null && estimate > distance ? " class=\"over\"" : "")
                        .append("><code>").append(Html.escape(BoardSvg.rows(solution.get(step))))
                        .append("</code> h = <span class=\"n\">").append(estimateText(estimate))
                        .append("</span>, d = <span class=\"n\">").append(grouped(distance)).append("</span>")
                        .append(estimate != null && estimate > distance ? " <span class=\"over-mark\">"
                                + overText(estimate, distance) + "</span>" : "")
                        .append("</li>");
            }
            out.append("</ol></details>\n");
        }
        out.append("</figure>\n");
    }

    /**
     * A strip with a cell per step of the solution, h in it, the steps where h &gt; d marked: where along the way
     * the heuristic overestimates, at a glance. The script outlines the step shown.
     */
    private void stepMarks(List<Long> estimates, int distance) {
        out.append("<ol class=\"step-marks\" start=\"0\" aria-label=\"h at each step; marked where h &gt; d\">");
        for (int step = 0; step < estimates.size(); step++) {
            Long estimate = estimates.get(step);
            int d = distance - step;
            String kind = estimate == null ? "threw" : estimate > d ? "over" : "ok";
            out.append("<li class=\"").append(kind).append(step == 0 ? " current" : "").append("\" data-step=\"")
                    .append(step).append("\" title=\"step ").append(step).append(": h = ")
                    .append(estimateText(estimate))
                    .append(", d = ").append(grouped(d)).append(estimate != null && estimate > d ? ", h &gt; d" : "")
                    .append("\">").append(estimateText(estimate)).append("</li>");
        }
        out.append("</ol>\n");
    }

    /** An estimate as the page shows it: grouped, or "threw" where the heuristic threw on the layout. */
    private static String estimateText(Long estimate) {
        return estimate == null ? "threw" : grouped(estimate);
    }

    /** The mark of a step where h &gt; d, with by how much; "" when h ≤ d or unknown. */
    private static String overText(Long estimate, int distance) {
        return estimate == null || estimate <= distance ? "" : "h &gt; d by " + grouped(estimate - distance);
    }

    /** The move before and after, the moving piece marked on both boards and its other place dashed. */
    private void inconsistentMove(MoveExample move) {
        out.append("<figure class=\"example move\"><figcaption>Inconsistent: h drops by <span class=\"n\">")
                .append(move.fromEstimate() - move.toEstimate()).append("</span> across one move, more than the ")
                .append("move's cost of 1.</figcaption><div class=\"boards\"><div class=\"tile\">")
                .append(BoardSvg.drawMove(move.to(), move.from(), "")).append("<code>")
                .append(Html.escape(BoardSvg.rows(move.from()))).append("</code>");
        out.append("<span>h = <span class=\"n\">").append(grouped(move.fromEstimate())).append("</span></span></div>")
                .append("<span class=\"arrow\" aria-label=\"one move to\">→</span><div class=\"tile\">")
                .append(BoardSvg.drawMove(move.from(), move.to(), "")).append("<code>")
                .append(Html.escape(BoardSvg.rows(move.to()))).append("</code>");
        out.append("<span>h = <span class=\"n\">").append(grouped(move.toEstimate()))
                .append("</span></span></div></div>")
                .append("</figure>\n");
    }

    private void layoutFigure(String kind, String caption, LayoutExample example) {
        out.append("<figure class=\"example ").append(kind).append("\"><figcaption>").append(caption)
                .append("</figcaption><div class=\"tile\">");
        board(example.layout());
        out.append("<span>h = <span class=\"n\">").append(grouped(example.estimate()))
                .append("</span>, distance <span class=\"n\">").append(grouped(example.distance()))
                .append("</span></span></div></figure>\n");
    }

    /** A board with its text under it. */
    private void board(String layout) {
        out.append(BoardSvg.draw(layout, "")).append("<code>").append(Html.escape(BoardSvg.rows(layout)))
                .append("</code>");
    }

    private void failure(Failure failure) {
        if (failure == null) {
            return;
        }
        out.append("<h3>Failure</h3>\n<dl class=\"figures\">");
        figure("kind", Html.escape(failure.kind()));
        out.append("</dl>\n");
        if (failure.layout() != null) {
            out.append("<h4>while evaluating</h4><div class=\"tile\">");
            board(failure.layout());
            out.append("</div>\n");
        }
        out.append("<h4>detail</h4>");
        pre("detail", failure.detail());
        out.append('\n');
        if (failure.output() != null) {
            out.append("<h4>output</h4>");
            pre("output", failure.output());
            out.append('\n');
        }
    }

    /**
     * {@code text} escaped in a {@code pre} of class {@code cssClass}. A line break right after the start tag is
     * dropped by the HTML parser, so a text that starts with one gets another in front of it.
     */
    private void pre(String cssClass, String text) {
        out.append("<pre class=\"").append(cssClass).append("\">");
        if (text != null && (text.startsWith("\n") || text.startsWith("\r"))) {
            out.append('\n');
        }
        out.append(Html.escape(text)).append("</pre>");
    }

    private void effortSuite(GradeReport.EffortSuite suite) {
        String chart = EffortSuiteChart.draw(suite);
        if (chart == null) {
            return;
        }
        out.append("<h3>Effort suite</h3>\n<p class=\"legend\">").append(String.format(Locale.ROOT,
                "Saves %.1f%% of Manhattan's forced expansions (layouts with g* + h &lt; C*) over %d starts at exact"
                        + " distances from a goal; by the starts' distance, under each column:", 100 * suite.saved(),
                suite.starts().size()))
                .append("</p>\n").append(chart).append('\n');
    }

    private void effort(List<PuzzleEffort> effort) {
        out.append("<h3>A* effort</h3>\n");
        if (effort == null || effort.isEmpty()) {
            out.append("<p class=\"muted\">No A* runs: the heuristic did not evaluate every layout.</p>\n");
            return;
        }
        out.append("<p class=\"legend\">");
        for (ExpansionChart.Series series : ExpansionChart.Series.values()) {
            out.append("<span><span class=\"swatch ").append(series.cssClass()).append("\"></span>")
                    .append(series.label()).append("</span>");
        }
        out.append("<span>layouts expanded, log scale</span></p>\n")
                .append(ExpansionChart.draw(effort, nonNull(report.suite()))).append('\n');
        out.append("<div class=\"scroll\"><table class=\"effort\"><thead><tr><th>puzzle</th><th>heuristic</th>");
        effortHeadings();
        out.append("</tr></thead>\n");
        for (PuzzleEffort puzzle : effort) {
            out.append("<tbody><tr class=\"student\"><th rowspan=\"2\" scope=\"rowgroup\">")
                    .append(puzzleName(puzzle.puzzle())).append("</th><td>this heuristic</td>");
            effortCells(puzzle.cost(), puzzle.optimal(), puzzle.expanded(), puzzle.generated(),
                    puzzle.fBelowOptimal(), puzzle.fAtMostOptimal());
            out.append("</tr>\n<tr class=\"baseline\"><td>Manhattan</td>");
            SearchEffort manhattan = puzzle.baseline();
            if (manhattan == null) {
                out.append("<td colspan=\"6\">").append(DASH).append("</td>");
            } else {
                effortCells(manhattan.cost(), manhattan.optimal(), manhattan.expanded(), manhattan.generated(),
                        manhattan.fBelowOptimal(), manhattan.fAtMostOptimal());
            }
            out.append("</tr></tbody>\n");
        }
        out.append("</table></div>\n");
    }

    /** A* without reopening, for a heuristic it ran for: each start where its path is longer, or that none is. */
    private void closedSetSearch(ClosedSetSearch search) {
        if (search == null) {
            return;
        }
        out.append("<h3>A* without reopening</h3>\n<p class=\"muted\">This heuristic is not consistent, so A* as")
                .append(" most students write it, with a closed set that never expands a layout twice, also ran on")
                .append(" the suite's puzzles. No points depend on it.</p>\n");
        if (search.longer().isEmpty()) {
            out.append("<p class=\"closed-set\">It found an optimal path from all ").append(search.puzzles().size())
                    .append(" puzzles.</p>\n");
            return;
        }
        out.append("<ul class=\"closed-set\">");
        for (LongerPath longer : search.longer()) {
            String sentence = Html.escape(longer.sentence());
            out.append("<li>").append(longer.puzzle() == null ? sentence
                    : sentence.replace(Html.escape(longer.puzzle()), puzzleName(longer.puzzle()))).append("</li>");
        }
        out.append("</ul>\n");
    }

    private void effortHeadings() {
        out.append("<th class=\"num\">cost</th><th>optimal</th><th class=\"num\">expanded</th>")
                .append("<th class=\"num\">generated</th>")
                .append("<th class=\"num\" title=\"fBelowOptimal: reachable layouts with g* + h &lt; C*\">")
                .append("f &lt; C*</th>")
                .append("<th class=\"num\" title=\"fAtMostOptimal: reachable layouts with g* + h ≤ C*\">")
                .append("f ≤ C*</th>");
    }

    private void effortCells(int cost, boolean optimal, long expanded, long generated, long fBelowOptimal,
            long fAtMostOptimal) {
        out.append("<td class=\"num\">").append(grouped(cost)).append("</td><td class=\"")
                .append(optimal ? "ok" : "fail")
                .append("\">").append(optimal ? "✓ yes" : "✗ no").append("</td><td class=\"num\">")
                .append(grouped(expanded))
                .append("</td><td class=\"num\">").append(grouped(generated)).append("</td><td class=\"num\">")
                .append(grouped(fBelowOptimal)).append("</td><td class=\"num\">").append(grouped(fAtMostOptimal))
                .append("</td>");
    }

    private void informedness(CheckResults checks) {
        Informedness informedness = checks == null ? null : checks.informedness();
        if (informedness == null) {
            return;
        }
        out.append("<h3>Informedness</h3>\n<dl class=\"figures\">");
        figure("mean estimate ÷ distance", roundedWithExact(informedness.meanRatio(), 3));
        figure("share exact", roundedWithExact(informedness.exactShare(), 3));
        figure("estimates capped at", grouped(informedness.estimateCap()));
        out.append("</dl>\n");
        String heatmap = InformednessHeatmap.draw(informedness.histogram());
        if (heatmap == null) {
            out.append("<p class=\"muted\">No histogram.</p>\n");
            return;
        }
        out.append("<div class=\"scroll\">").append(heatmap).append("</div>\n<p class=\"legend\"><span><span ")
                .append("class=\"swatch admissible\"></span>admissible region: estimate ≤ distance, edged by the ")
                .append("line estimate = distance</span><span><span class=\"swatch over\"></span>")
                .append("overestimates</span><span><span class=\"swatch dense\"></span>darker: more layouts ")
                .append("(log scale)</span></p>\n");
    }

    /** The overview's card of the test run: its outcome, its points, and how many tests ended how. */
    private void testsScorecard(TestReport tests) {
        out.append("<a class=\"scorecard tests-card\" href=\"#tests\"><span class=\"scorecard-top\">");
        runOutcome(tests.outcome());
        out.append("<span class=\"scorecard-score\"><span class=\"n\">").append(grouped(tests.score()))
                .append("</span> / ")
                .append(grouped(tests.maxScore())).append("</span></span><span class=\"name\"><span class=\"n\">")
                .append(grouped(tests.total()))
                .append("</span> JUnit ").append(tests.total() == 1 ? "test" : "tests").append("</span>");
        meter(tests.score(), tests.maxScore());
        if (tests.total() == 0) {
            out.append("<span class=\"card-message\">").append(Html.escape(tests.message())).append("</span>");
        }
        out.append("<span class=\"chips\">");
        for (TestStatus status : TestStatus.values()) {
            int count = testsWith(tests, status);
            if (count > 0) {
                out.append("<span class=\"chip t-").append(status.id()).append("\" data-status=\"")
                        .append(status.id()).append("\">").append(status.id()).append(" <span class=\"n\">")
                        .append(grouped(count)).append("</span></span>");
            }
        }
        out.append("</span></a>\n");
    }

    private void runOutcome(TestRunOutcome outcome) {
        String id = outcome == null ? "unknown" : outcome.id();
        out.append("<span class=\"run-outcome o-").append(Html.escape(id)).append("\">").append(Html.escape(id))
                .append("</span>");
    }

    /**
     * The JUnit tests: how the run ended and why, the count of each status, the score card of each test points
     * entry, a table of every test grouped by class, and what the test JVM printed last when the run stopped early.
     */
    private void tests(TestReport tests) {
        out.append("<section class=\"card tests\" id=\"tests\">\n<h2>Tests ");
        if (tests == null) {
            out.append("</h2>\n<p class=\"muted\">This report has no test run.</p>\n</section>\n");
            return;
        }
        runOutcome(tests.outcome());
        out.append(" <span class=\"points\">").append(grouped(tests.score())).append(" / ")
                .append(grouped(tests.maxScore()))
                .append(" points</span></h2>\n<p class=\"message\">").append(Html.escape(tests.message()))
                .append("</p>\n<dl class=\"figures\">");
        figure("JUnit Platform", tests.platformVersion() == null ? DASH : Html.escape(tests.platformVersion()));
        figure("tests", grouped(tests.total()));
        out.append("</dl>\n");
        testCounts(tests);
        testPoints(tests);
        testResults(nonNull(tests.results()));
        if (tests.output() != null) {
            out.append("<h3>Output</h3>\n<p class=\"muted\">The last lines the test JVM printed.</p>\n");
            pre("output", tests.output());
            out.append('\n');
        }
        InstructorRun instructorRun = tests.instructorRun();
        if (instructorRun != null) {
            out.append("<h3>The instructor's test run</h3>\n<p class=\"muted\">The instructor's tests ran in a JVM of"
                    + " their own; what stopped it and what they printed are shown only here and in their entries"
                    + " of results.json.</p>\n<p class=\"message\">");
            runOutcome(instructorRun.outcome());
            if (instructorRun.message() != null) {
                out.append(' ').append(Html.escape(instructorRun.message()));
            }
            out.append("</p>\n<dl class=\"figures\">");
            figure("JUnit Platform", instructorRun.platformVersion() == null ? DASH
                    : Html.escape(instructorRun.platformVersion()));
            out.append("</dl>\n");
            if (instructorRun.output() != null) {
                pre("output", instructorRun.output());
                out.append('\n');
            }
        }
        out.append("</section>\n");
    }

    /** A chip per status with its count, zero included, and a bar split by status in proportion. */
    private void testCounts(TestReport tests) {
        out.append("<ul class=\"test-counts\">");
        for (TestStatus status : TestStatus.values()) {
            int count = testsWith(tests, status);
            out.append("<li class=\"t-").append(status.id()).append(count == 0 ? " zero" : "")
                    .append("\" data-status=\"").append(status.id()).append("\"><span class=\"n\">")
                    .append(grouped(count))
                    .append("</span> ").append(status.id()).append("</li>");
        }
        out.append("</ul>\n");
        if (tests.total() <= 0) {
            return;
        }
        out.append("<div class=\"status-bar\" aria-hidden=\"true\">");
        for (TestStatus status : TestStatus.values()) {
            int count = testsWith(tests, status);
            if (count > 0) {
                out.append("<span class=\"t-").append(status.id()).append("\" style=\"width:")
                        .append(Html.rounded(100.0 * count / tests.total(), 2)).append("%\" title=\"")
                        .append(status.id()).append(": ").append(grouped(count)).append(" of ")
                        .append(grouped(tests.total()))
                        .append("\"></span>");
            }
        }
        out.append("</div>\n");
    }

    /** The count of {@code status} in {@code tests}, as {@code grade.json} gives it. */
    private static int testsWith(TestReport tests, TestStatus status) {
        return switch (status) {
            case SUCCESSFUL -> tests.successful();
            case SKIPPED -> tests.skipped();
            case ABORTED -> tests.aborted();
            case FAILED -> tests.failed();
            case TIMED_OUT -> tests.timedOut();
            case CRASHED -> tests.crashed();
            case NOT_RUN -> tests.notRun();
        };
    }

    /** A score card per test points entry, in the report's order, like the rubric items of a heuristic. */
    private void testPoints(TestReport tests) {
        out.append("<h3>Score card</h3>\n");
        List<TestPoints> points = nonNull(tests.points());
        if (points.isEmpty()) {
            out.append("<p class=\"muted\">The rubric gives no points for tests.</p>\n");
            return;
        }
        out.append("<div class=\"check-cards test-points\">\n");
        for (TestPoints entry : points) {
            Status status = status(tests, entry);
            out.append("<div class=\"check-card s-").append(status.id).append("\" data-kind=\"")
                    .append(Html.escape(entry.kind())).append("\" data-name=\"").append(Html.escape(entry.name()))
                    .append("\"><div class=\"check-head\"><span class=\"kind\">").append(Html.escape(entry.kind()))
                    .append("</span> <span class=\"status s-").append(status.id).append("\">").append(status.label)
                    .append("</span></div>\n<code class=\"entry-name\">").append(breakable(entry.name()))
                    .append("</code>\n<p class=\"check-points\"><span class=\"earned\">")
                    .append(grouped(entry.earned())).append("</span> / <span class=\"possible\">")
                    .append(grouped(entry.possible()))
                    .append("</span> points</p>");
            meter(entry.earned(), entry.possible());
            out.append("\n<p class=\"check-reason\">").append(Html.escape(entry.reason())).append("</p></div>\n");
        }
        out.append("</div>\n");
    }

    /**
     * A test points entry's outcome: all points earned, some, or none; an error when the tests were not run at all,
     * so that nothing was tried.
     */
    private static Status status(TestReport tests, TestPoints entry) {
        if (entry.earned() >= entry.possible()) {
            return Status.PASSED;
        }
        if (tests.outcome() == TestRunOutcome.NOT_RUN) {
            return Status.ERROR;
        }
        return entry.earned() > 0 ? Status.PARTIAL : Status.FAILED;
    }

    /**
     * Every test, in the report's order, grouped by class. A failure of one short line shows as it is; a longer one
     * shows its first line, and opens to show the whole.
     */
    private void testResults(List<TestResult> results) {
        out.append("<h3>Results</h3>\n");
        if (results.isEmpty()) {
            out.append("<p class=\"muted\">No test was found.</p>\n");
            return;
        }
        out.append("<div class=\"scroll\"><table class=\"test-results\"><thead><tr><th>status</th><th>test</th>")
                .append("<th>tags</th><th>source</th><th class=\"num\">ms</th><th>failure or reason</th></tr>")
                .append("</thead>\n");
        int start = 0;
        while (start < results.size()) {
            String className = results.get(start).className();
            int end = start;
            int successful = 0;
            while (end < results.size() && Objects.equals(className, results.get(end).className())) {
                successful += results.get(end).status() == TestStatus.SUCCESSFUL ? 1 : 0;
                end++;
            }
            out.append("<tbody");
            if (className != null) {
                out.append(" data-class=\"").append(Html.escape(className)).append('"');
            }
            out.append("><tr class=\"class-row\"><th colspan=\"6\" scope=\"rowgroup\">")
                    .append(className == null ? "<span class=\"muted\">no class</span>"
                            : "<code>" + breakable(className) + "</code>")
                    .append(" <span class=\"muted\">").append(grouped(successful)).append(" of ")
                    .append(grouped(end - start))
                    .append(" successful</span></th></tr>\n");
            for (TestResult result : results.subList(start, end)) {
                testResult(result);
            }
            out.append("</tbody>\n");
            start = end;
        }
        out.append("</table></div>\n");
    }

    private void testResult(TestResult result) {
        String status = result.status() == null ? "unknown" : result.status().id();
        out.append("<tr class=\"result\" data-status=\"").append(Html.escape(status))
                .append("\"><td class=\"status-cell\"><span class=\"test-status t-").append(Html.escape(status))
                .append("\">").append(symbol(result.status())).append(' ').append(Html.escape(status))
                .append("</span></td><td class=\"test\" title=\"").append(Html.escape(result.uniqueId()))
                .append("\"><span class=\"display-name\">").append(Html.escape(result.displayName()))
                .append("</span>");
        if (result.methodName() != null && !(result.methodName() + "()").equals(result.displayName())) {
            out.append("<code class=\"method\">").append(Html.escape(result.methodName())).append("</code>");
        }
        out.append("</td><td class=\"tags\">");
        for (String tag : nonNull(result.tags())) {
            out.append("<span class=\"tag\">").append(Html.escape(tag)).append("</span>");
        }
        out.append("</td><td class=\"source\">").append(Html.escape(result.source()))
                .append(result.durationMillis() == null ? "</td><td class=\"num duration none\">" + DASH
                        : "</td><td class=\"num duration\">" + grouped(result.durationMillis()))
                .append("</td><td class=\"failure\">");
        if (result.failure() != null) {
            String summary = firstLine(result.failure());
            if (summary.equals(result.failure())) {
                pre("failure", result.failure());
            } else {
                out.append("<details><summary>").append(Html.escape(summary)).append("</summary>");
                pre("failure", result.failure());
                out.append("</details>");
            }
        }
        out.append("</td></tr>\n");
    }

    /** {@code name} escaped, with a line break allowed after each {@code . # $ /} of a long class or test name. */
    private static String breakable(String name) {
        if (name == null) {
            return "";
        }
        StringBuilder breakable = new StringBuilder(name.length() + 32);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            breakable.append(Html.escape(String.valueOf(c)));
            if (c == '.' || c == '#' || c == '$' || c == '/') {
                breakable.append("<wbr/>");
            }
        }
        return breakable.toString();
    }

    /** A mark that tells the statuses apart without their colour. */
    private static String symbol(TestStatus status) {
        if (status == null) {
            return "?";
        }
        return switch (status) {
            case SUCCESSFUL -> "✓";
            case SKIPPED -> "○";
            case ABORTED -> "◐";
            case FAILED -> "✗";
            case TIMED_OUT, CRASHED -> "!";
            case NOT_RUN -> "·";
        };
    }

    /** The first line of {@code text} that is not blank, cut to {@value #SUMMARY_CODE_POINTS} code points. */
    private static String firstLine(String text) {
        String line = text.strip().lines().findFirst().orElse("").strip();
        if (line.codePointCount(0, line.length()) <= SUMMARY_CODE_POINTS) {
            return line;
        }
        return line.substring(0, line.offsetByCodePoints(0, SUMMARY_CODE_POINTS - 1)) + "…";
    }

    private void suite() {
        List<SuitePuzzle> suite = nonNull(report.suite());
        out.append("<section class=\"card\" id=\"suite\">\n<h2>A* suite</h2>\n");
        if (suite.isEmpty()) {
            out.append("<p class=\"muted\">No puzzles.</p>\n</section>\n");
            return;
        }
        out.append("<p class=\"muted\">Layouts expanded by A* with the reference heuristics.</p>\n")
                .append("<div class=\"scroll\"><table class=\"suite\"><thead><tr><th>puzzle</th><th>layout</th>")
                .append("<th class=\"num\">optimum</th><th class=\"num\">reachable</th>")
                .append("<th class=\"num\">h = 0</th><th class=\"num\">Manhattan</th>")
                .append("<th class=\"num\">exact</th></tr></thead><tbody>\n");
        for (SuitePuzzle puzzle : suite) {
            out.append("<tr><td>").append(puzzleName(puzzle.puzzle())).append("</td><td>")
                    .append(BoardSvg.draw(puzzle.layout(), "small")).append("</td><td class=\"num\">")
                    .append(grouped(puzzle.optimum())).append("</td><td class=\"num\">")
                    .append(grouped(puzzle.reachable()))
                    .append("</td>");
            expandedCell(puzzle.zero());
            expandedCell(puzzle.baseline());
            expandedCell(puzzle.exact());
            out.append("</tr>\n");
        }
        out.append("</tbody></table></div>\n</section>\n");
    }

    private void expandedCell(SearchEffort effort) {
        if (effort == null) {
            out.append("<td class=\"num\">").append(DASH).append("</td>");
            return;
        }
        out.append("<td class=\"num\" title=\"generated ").append(grouped(effort.generated())).append(", cost ")
                .append(grouped(effort.cost())).append("\">").append(grouped(effort.expanded())).append("</td>");
    }

    private void database() {
        out.append("<section class=\"card\" id=\"database\">\n<h2>State database</h2>\n");
        if (report.domains().isEmpty()) {
            out.append("<p class=\"muted\">Not built.</p>\n</section>\n");
            return;
        }
        for (GradeReport.DomainReport domain : report.domains()) {
            database(domain);
        }
        out.append("</section>\n");
    }

    private void database(GradeReport.DomainReport domain) {
        StateDatabase database = domain.database();
        out.append("<dl class=\"figures\">");
        figure("domain", Html.escape(domain.name()));
        figure("pieces", Html.escape(database.description()));
        figure("layouts", grouped(database.states()));
        figure("solvable", grouped(database.solvable()));
        figure("goals", grouped(database.goals()));
        figure("max distance", grouped(database.maxDistance()));
        figure("moves", grouped(database.moves()));
        out.append("</dl>\n");
    }

    /**
     * A suite puzzle's name, escaped, with its Latin name beside it when the suite gives one that differs (the
     * pinyin of a classic's Chinese name), so that a page read without a CJK font still names the puzzle.
     */
    private String puzzleName(String puzzle) {
        String latin = nonNull(report.suite()).stream().filter(entry -> Objects.equals(entry.puzzle(), puzzle))
                .map(SuitePuzzle::latinName).filter(name -> name != null && !name.equals(puzzle)).findFirst()
                .orElse(null);
        return latin == null ? Html.escape(puzzle)
                : "<span lang=\"zh\">" + Html.escape(puzzle) + "</span> <span class=\"latin\">" + Html.escape(latin)
                        + "</span>";
    }

    private static <T> List<T> nonNull(List<T> list) {
        return list == null ? List.of() : list;
    }
}
