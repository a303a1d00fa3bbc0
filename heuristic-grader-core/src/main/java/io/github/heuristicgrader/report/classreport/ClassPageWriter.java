package io.github.heuristicgrader.report.classreport;

import io.github.heuristicgrader.behaviour.NearBehaviour;
import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.report.ModelFileWriter;
import io.github.heuristicgrader.report.ReportFiles;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.classreport.StudentGrade.HeuristicVerdict;
import io.github.heuristicgrader.report.classreport.StudentReportReader.Rejected;
import io.github.heuristicgrader.report.html.PageAssets;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.Markup;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a {@link ClassReport} as {@code index.html}: one self-contained page in the style of a student's report
 * page, with what the run cost, the score histogram, per slot, per check and per test entry the share of students
 * passing, the states most students' heuristics fail on (drawn by their domain), each slot's effort figures across
 * students, per test the share passing, the groups of same behaviour to review, and the students with their verdicts,
 * their problems and a link to each student's page (to the report where there is no page). Every string from a
 * report (ids, class names, slot and test names, states, verdicts, problems) is escaped, and a state is drawn only by
 * its domain, which gives text that is no state escaped; links are built from ids, which are
 * {@linkplain StudentIds restricted}, and percent-encoded name by name.
 */
public final class ClassPageWriter extends ModelFileWriter<ClassReport> {

    /** The file name. */
    public static final String FILE_NAME = "index.html";

    /** Bars of the score histogram. */
    static final int BARS = ClassReport.BARS;

    /** The most shared failure states drawn; {@code class.json} lists them all. */
    static final int FAILURES_DRAWN = 12;

    /** The fewest students a project's own test must have to get a row on the page. */
    static final int SHARED_PROJECT_TEST = 2;

    /** The effort strip's lowest share saved drawn; lower figures are drawn at it, their titles say the figure. */
    static final double LOWEST_SAVED = -1;

    /** The narrowest step between effort bars, in the strip's units, at which each bar is named below it. */
    static final double NAMED_BAR_STEP = 9;

    /** The height the bars' names take below the strip, in the strip's units. */
    static final int NAME_HEIGHT = 70;

    /** The most characters of a student's id a bar's name shows; the title and the table give it whole. */
    static final int BAR_NAME_LENGTH = 14;

    /** A writer; it holds no state and may be shared. */
    public ClassPageWriter() {
        super(FILE_NAME);
    }

    @Override
    public byte[] fileBytes(ClassReport report, ReportRun run) throws IOException {
        return page(report).getBytes(StandardCharsets.UTF_8);
    }

    /** Writes {@code report} to {@link #FILE_NAME} in {@code directory} ({@link ReportFiles#replace}). */
    public Path write(ClassReport report, Path directory) throws IOException {
        return writeIn(directory, page(report).getBytes(StandardCharsets.UTF_8));
    }

    private static String escape(String text) {
        return Markup.escape(text == null ? "" : text);
    }

    /** The page's text. */
    String page(ClassReport report) {
        List<StudentGrade> graded = report.graded();
        StringBuilder out = new StringBuilder();
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
                .append("<title>Class report: ").append(report.students().size()).append(" students</title>\n")
                .append("<style>\n").append(PageAssets.CSS);
        Map<String, Domain> domains = drawnDomains(report);
        domains.values().forEach(domain -> out.append(domain.drawing().css()));
        out.append(PageAssets.CSS_AFTER_DRAWINGS)
                .append("svg.histogram{display:block;width:100%;max-width:30rem}.bar{fill:var(--student)}"
                        + ".bar-label{font-size:11px;fill:var(--muted)}"
                        + ".review{border-left:4px solid var(--warn)}"
                        + "svg.strip{display:block;width:100%;max-width:40rem}.strip .figure{fill:var(--student)}"
                        + ".strip .below{fill:var(--bad)}.strip .axis{stroke:var(--line)}"
                        + ".strip .zero{stroke:var(--baseline)}.strip .median{stroke:var(--ink);stroke-dasharray:4 3}"
                        + ".strip text{font-size:11px;fill:var(--muted)}.strip .inadmissible{fill:var(--warn)}"
                        + ".strip text.mark{fill:var(--bad);font-weight:700}.strip text.name{font-size:10px}"
                        + ".failure-count{font-weight:600}.problem{color:var(--bad)}"
                        + "#test-pass-rates td code,#students td code{overflow-wrap:anywhere}\n")
                .append("</style>\n</head>\n<body>\n");
        out.append("<header class=\"page passed\"><div class=\"wrap\"><h1>Class report</h1><p class=\"muted\">")
                .append(count(report.students().size(), "student folder")).append(", ")
                .append(count(graded.size(), "report")).append(" read, ")
                .append(count((int) report.students().stream().filter(student -> student.problem() != null)
                        .count(), "student"))
                .append(" with a problem, ")
                .append(count(report.rejected().size(), "entry", "entries")).append(" rejected")
                .append("</p></div></header>\n<main class=\"wrap\">\n");
        cost(out, report);
        histogram(out, report);
        slots(out, report, graded);
        checks(out, report);
        sharedFailures(out, report, domains);
        effort(out, report);
        tests(out, report, graded);
        testPassRates(out, report);
        sameBehaviour(out, report);
        students(out, report);
        rejected(out, report);
        out.append("</main>\n</body>\n</html>\n");
        return out.toString();
    }

    /**
     * The domains of the shared failures drawn, by name, each opened once; a name no registered domain has is left
     * out, and its states are shown as text.
     */
    private static Map<String, Domain> drawnDomains(ClassReport report) {
        Map<String, Domain> domains = new LinkedHashMap<>();
        for (ClassReport.SharedFailure failure : drawn(report)) {
            if (!domains.containsKey(failure.domain())) {
                try {
                    domains.put(failure.domain(), ReportDomains.of(failure.domain()));
                } catch (IllegalArgumentException e) {
                    domains.put(failure.domain(), null);
                }
            }
        }
        domains.values().removeIf(domain -> domain == null);
        return domains;
    }

    private static List<ClassReport.SharedFailure> drawn(ClassReport report) {
        List<ClassReport.SharedFailure> failures = report.sharedFailures();
        return failures.subList(0, Math.min(FAILURES_DRAWN, failures.size()));
    }

    private static void cost(StringBuilder out, ClassReport report) {
        RunCost cost = report.cost();
        if (cost == null) {
            return;
        }
        int students = report.students().size();
        out.append("<section class=\"card\" id=\"cost\"><h2>What the run cost</h2><table><tbody>\n")
                .append("<tr><th>wall time</th><td class=\"num\">").append(RunCost.duration(cost.wallSeconds()))
                .append("</td></tr>\n<tr><th>CPU time</th><td class=\"num\">")
                .append(cost.cpuSeconds() == null ? "not measured" : RunCost.duration(cost.cpuSeconds())
                        + (students == 0 ? "" : String.format(Locale.ROOT, " (%.2f s per student)",
                                cost.cpuSeconds() / students)))
                .append("</td></tr>\n<tr><th>peak memory</th><td class=\"num\">")
                .append(cost.peakMemoryBytes() == null ? "not measured"
                        : RunCost.mebibytes(cost.peakMemoryBytes()))
                .append("</td></tr>\n</tbody></table><p class=\"muted\">Measured over: ").append(escape(cost.scope()))
                .append(".</p></section>\n");
    }

    private static void histogram(StringBuilder out, ClassReport report) {
        int[] bars = report.scoreHistogram();
        int highest = 1;
        for (int bar : bars) {
            highest = Math.max(highest, bar);
        }
        out.append("<section class=\"card\" id=\"scores\"><h2>Scores</h2>\n")
                .append("<svg class=\"histogram\" viewBox=\"0 0 ").append(BARS * 40 + 10)
                .append(" 145\" role=\"img\" aria-label=\"score histogram\">\n");
        for (int bar = 0; bar < BARS; bar++) {
            int height = bars[bar] * 100 / highest;
            String range = bar * 10 + (bar == BARS - 1 ? "–100 %" : "–" + (bar * 10 + 9) + " %");
            out.append("<g><title>").append(range).append(": ").append(count(bars[bar], "student"))
                    .append("</title><rect class=\"bar\" x=\"").append(bar * 40 + 10).append("\" y=\"")
                    .append(120 - height).append("\" width=\"32\" height=\"").append(height).append("\"/>")
                    .append("<text class=\"bar-label\" x=\"").append(bar * 40 + 26).append("\" y=\"")
                    .append(116 - height).append("\" text-anchor=\"middle\">").append(bars[bar]).append("</text>")
                    .append("<text class=\"bar-label\" x=\"").append(bar * 40 + 26)
                    .append("\" y=\"136\" text-anchor=\"middle\">").append(bar * 10).append("%</text></g>\n");
        }
        out.append("</svg>\n<p class=\"muted\">Share of the maximum score, in tenths; students whose report could not"
                + " be read are not counted.</p></section>\n");
    }

    private static void slots(StringBuilder out, ClassReport report, List<StudentGrade> graded) {
        fullPoints(out, "slots", "Slots", "slot", report.slotNames(), graded, true);
    }

    /**
     * A section {@code id} headed {@code heading} with a table of the share of {@code graded} students who got the
     * full points of each of {@code names} (slots when {@code slots}, else test points entries); nothing when there
     * are no names.
     */
    private static void fullPoints(StringBuilder out, String id, String heading, String nameColumn, List<String> names,
            List<StudentGrade> graded, boolean slots) {
        if (names.isEmpty()) {
            return;
        }
        out.append("<section class=\"card\" id=\"").append(id).append("\"><h2>").append(heading)
                .append("</h2><table><thead><tr><th>").append(nameColumn)
                .append("</th><th class=\"num\">full points</th></tr></thead><tbody>\n");
        for (String name : names) {
            int[] full = ClassReport.fullPoints(graded, name, slots);
            out.append("<tr><td>").append(escape(name)).append("</td><td class=\"num\">")
                    .append(share(full[0], full[1])).append("</td></tr>\n");
        }
        out.append("</tbody></table></section>\n");
    }

    private static void checks(StringBuilder out, ClassReport report) {
        List<String> parts = report.checkedParts();
        List<String> checks = report.checkNames();
        if (parts.isEmpty()) {
            return;
        }
        out.append("<section class=\"card\" id=\"checks\"><h2>Checks passed</h2><div class=\"scroll\"><table>"
                + "<thead><tr><th>slot or class</th>");
        checks.forEach(check -> out.append("<th class=\"num\">").append(escape(check)).append("</th>"));
        out.append("</tr></thead><tbody>\n");
        for (String part : parts) {
            out.append("<tr><td>").append(escape(part)).append("</td>");
            for (String check : checks) {
                int[] passing = report.checkPassing(part, check);
                out.append("<td class=\"num\">").append(passing[1] == 0 ? "—" : share(passing[0], passing[1]))
                        .append("</td>");
            }
            out.append("</tr>\n");
        }
        out.append("</tbody></table></div></section>\n");
    }

    /** The states most students' heuristics fail on, drawn by their domain, the most students first. */
    private static void sharedFailures(StringBuilder out, ClassReport report, Map<String, Domain> domains) {
        List<ClassReport.SharedFailure> failures = drawn(report);
        if (failures.isEmpty()) {
            return;
        }
        int graded = report.graded().size();
        out.append("<section class=\"card\" id=\"shared-failures\"><h2>Where heuristics fail</h2>\n<p class=\""
                + "muted\">The states the failed checks give as their example (the smallest counterexample, the state"
                + " before an inconsistent move, …), the most students first");
        if (report.sharedFailures().size() > failures.size()) {
            out.append("; ").append(failures.size()).append(" of ").append(report.sharedFailures().size())
                    .append(" drawn, class.json lists them all");
        }
        out.append(".</p>\n<div class=\"examples\">\n");
        for (ClassReport.SharedFailure failure : failures) {
            Domain domain = domains.get(failure.domain());
            out.append("<figure class=\"example shared-failure\"><figcaption><span class=\"failure-count\">")
                    .append(count(failure.students().size(), "student")).append("</span> of ").append(graded)
                    .append(" fail <code>").append(escape(failure.check())).append("</code> here (")
                    .append(escape(failure.domain())).append(")</figcaption><div class=\"drawn-state\">");
            if (domain != null) {
                out.append(domain.drawing().svg(failure.state(), null)).append("<code>")
                        .append(escape(String.join(" ", domain.drawing().rows(failure.state())))).append("</code>");
            } else {
                out.append("<code>").append(escape(failure.state())).append("</code>");
            }
            out.append("</div><details><summary>students</summary>");
            List<String> links = new ArrayList<>();
            failure.students().forEach(id -> links.add(studentLink(report, id)));
            out.append(String.join(", ", links)).append("</details></figure>\n");
        }
        out.append("</div></section>\n");
    }

    /**
     * Each slot's effort figures across students as a sorted strip: a bar per student, lowest first, rising from
     * the baseline's 0 (up to 1, the exact distance's; down for a weaker heuristic), named by the student below it
     * when the names fit, an inadmissible heuristic's bar marked (its figure is not comparable), the median of the
     * admissible ones dashed; then the figures as a table, which names every bar however many there are.
     */
    private static void effort(StringBuilder out, ClassReport report) {
        List<ClassReport.EffortSpread> spreads = report.effortSpreads();
        if (spreads.isEmpty()) {
            return;
        }
        out.append("<section class=\"card\" id=\"effort\"><h2>Effort saved</h2>\n<p class=\"muted\">Each"
                + " student's share of the baseline's A* effort saved on the effort suite (<code>effortSuite.saved"
                + "</code>): 0 % is the baseline, 100 % the exact distance, below 0 a weaker heuristic (drawn down to"
                + " −100 %). A bar per student, lowest first, named below it; the dashed line is the median of the"
                + " admissible heuristics. A bar marked ✗ is an inadmissible heuristic's: its A* may stop on a longer"
                + " path, so its figure is not comparable with the others' and counts in no median.</p>\n");
        int width = 600;
        int zero = 110;
        int bottom = 210;
        for (ClassReport.EffortSpread spread : spreads) {
            List<ClassReport.StudentEffort> figures = spread.figures();
            double step = (double) (width - 50) / figures.size();
            boolean named = step >= NAMED_BAR_STEP;
            int height = bottom + (named ? NAME_HEIGHT : 10);
            int inadmissible = figures.size() - spread.admissible().size();
            out.append("<h3><code>").append(escape(spread.part())).append("</code> (").append(escape(spread.domain()))
                    .append("): median ").append(spread.median() == null ? "none" : percent(spread.median()))
                    .append(", ").append(count(figures.size(), "student"))
                    .append(inadmissible == 0 ? "" : ", " + inadmissible + " inadmissible (✗)")
                    .append("</h3>\n<svg class=\"strip\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                    .append("\" role=\"img\" aria-label=\"effort saved per student, sorted\">\n");
            for (int tick : new int[] {100, 50, 0, -50, -100}) {
                int y = zero - tick;
                out.append("<line class=\"").append(tick == 0 ? "zero" : "axis").append("\" x1=\"45\" x2=\"")
                        .append(width).append("\" y1=\"").append(y).append("\" y2=\"").append(y)
                        .append("\"/><text x=\"40\" y=\"").append(y + 4).append("\" text-anchor=\"end\">")
                        .append(tick).append(" %</text>\n");
            }
            for (int i = 0; i < figures.size(); i++) {
                ClassReport.StudentEffort figure = figures.get(i);
                double drawn = Math.max(LOWEST_SAVED, Math.min(1, figure.saved()));
                double y = zero - 100 * Math.max(drawn, 0);
                double barHeight = 100 * Math.abs(drawn);
                double x = 50 + i * step;
                double barWidth = Math.max(0.5, step * 0.8);
                out.append(String.format(Locale.ROOT, "<g class=\"effort-bar%s\"><rect class=\"%s\" x=\"%.2f\""
                        + " y=\"%.2f\" width=\"%.2f\" height=\"%.2f\">", figure.admissible() ? "" : " inadmissible",
                        (drawn < 0 ? "figure below" : "figure") + (figure.admissible() ? "" : " inadmissible"), x, y,
                        barWidth, Math.max(0.5, barHeight)))
                        .append("<title>").append(escape(figure.student())).append(": ").append(percent(figure.saved()))
                        .append(figure.admissible() ? "" : " (inadmissible: not comparable)").append("</title></rect>");
                double middle = x + barWidth / 2;
                if (!figure.admissible()) {
                    out.append(String.format(Locale.ROOT, "<text class=\"mark\" x=\"%.2f\" y=\"%.2f\""
                            + " text-anchor=\"middle\">✗</text>", middle, (drawn < 0 ? zero : y) - 3));
                }
                if (named) {
                    out.append(String.format(Locale.ROOT, "<text class=\"name\" x=\"%.2f\" y=\"%d\""
                            + " text-anchor=\"end\" transform=\"rotate(-60 %.2f %d)\">", middle + 3, bottom + 6,
                            middle + 3, bottom + 6)).append(escape(shortName(figure.student()))).append("</text>");
                }
                out.append("</g>\n");
            }
            if (spread.median() != null) {
                double median = zero - 100 * Math.max(LOWEST_SAVED, Math.min(1, spread.median()));
                out.append(String.format(Locale.ROOT, "<line class=\"median\" x1=\"45\" x2=\"%d\" y1=\"%.2f\""
                        + " y2=\"%.2f\"/>%n", width, median, median));
            }
            out.append("</svg>\n<details class=\"effort-figures\"><summary>figures by student</summary><div"
                    + " class=\"scroll\"><table><thead><tr><th>student</th><th class=\"num\">saved</th><th>heuristic"
                    + "</th></tr></thead><tbody>\n");
            for (ClassReport.StudentEffort figure : figures) {
                out.append("<tr><td>").append(studentLink(report, figure.student())).append("</td><td class=\"num\">")
                        .append(percent(figure.saved())).append("</td><td>")
                        .append(figure.admissible() ? "admissible" : "inadmissible ✗: not comparable")
                        .append("</td></tr>\n");
            }
            out.append("</tbody></table></div></details>\n");
        }
        out.append("</section>\n");
    }

    /** A student's id as a bar's name: cut to {@value #BAR_NAME_LENGTH} characters. */
    private static String shortName(String id) {
        return id.length() <= BAR_NAME_LENGTH ? id : id.substring(0, BAR_NAME_LENGTH - 1) + "…";
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * share);
    }

    /**
     * Per test of the students' runs, the instructor's first, how many students' runs passed it; of the projects'
     * own tests only those two or more students have, since each student may write any number ({@code class.json}
     * lists them all).
     */
    private static void testPassRates(StringBuilder out, ClassReport report) {
        List<ClassReport.TestPassRate> rates = report.testPassRates();
        List<ClassReport.TestPassRate> shown = rates.stream().filter(rate -> !"project".equals(rate.source())
                || rate.ran() >= SHARED_PROJECT_TEST).toList();
        if (rates.isEmpty()) {
            return;
        }
        out.append("<section class=\"card\" id=\"test-pass-rates\"><h2>Tests</h2><p class=\"muted\">Each test as"
                + " the students' reports name it (a hidden test as the rubric's <code>hiddenTestNames.gradeJson"
                + "</code> shows it); a project's test is counted over the students whose project has it");
        if (shown.size() < rates.size()) {
            out.append("; ").append(count(rates.size() - shown.size(), "project test")).append(" only one student"
                    + " has left out, class.json lists them");
        }
        if (shown.isEmpty()) {
            out.append(".</p></section>\n");
            return;
        }
        out.append(".</p><div class=\"scroll\"><table><thead><tr><th>source</th><th>test</th><th class=\"num\">"
                + "passed</th></tr></thead><tbody>\n");
        for (ClassReport.TestPassRate rate : shown) {
            out.append("<tr><td>").append(escape(rate.source())).append("</td><td><code>").append(escape(rate.name()))
                    .append("</code></td><td class=\"num\">").append(share(rate.passed(), rate.ran()))
                    .append("</td></tr>\n");
        }
        out.append("</tbody></table></div></section>\n");
    }

    private static void tests(StringBuilder out, ClassReport report, List<StudentGrade> graded) {
        fullPoints(out, "tests", "Test points entries", "entry", report.testNames(), graded, false);
    }

    private static void sameBehaviour(StringBuilder out, ClassReport report) {
        ClassReport.SameBehaviourFindings findings = report.sameBehaviourFindings();
        out.append("<section class=\"card review\" id=\"same-behaviour\"><h2>Same behaviour</h2>\n");
        if (!findings.comparisons().isEmpty()) {
            out.append("<p class=\"muted\" id=\"comparison\">Compared: ");
            List<String> methods = new ArrayList<>();
            findings.comparisons().forEach(comparison -> methods.add(escape(comparison.domain()) + ": "
                    + escape(comparison.words()) + " (" + count(comparison.functions(), "function") + ")"));
            out.append(String.join("; ", methods)).append(String.format(Locale.ROOT, ". Linked: differing on fewer"
                    + " than %s of the states; common: more than %s behind a group's rarest link.</p>\n",
                    percentOf(findings.share()), count(findings.commonFunction(), "student")));
        }
        if (report.sameBehaviour().isEmpty()) {
            out.append("<p>No two students' heuristics compute the same function (the domain's baseline and slots"
                    + " that must equal it left out).</p>\n");
        } else {
            out.append("<p>Each group's heuristics are linked, one to the next, by giving the same value on every state"
                    + " of the domain's database, or on all but a few; each link says how many. Members with one"
                    + " function number compute the same function. That proves nothing by itself: a task may have few"
                    + " good answers. Rare groups first; a group is common when even its rarest link is shared by more"
                    + " students than the run's common count. Same behaviour: review the code.</p>\n");
        }
        for (ClassReport.SameBehaviour group : report.sameBehaviour()) {
            out.append("<h3 class=\"same-behaviour-group\">Same behaviour: review (").append(escape(group.domain()))
                    .append(", ").append(count(group.members().size(), "heuristic")).append(", ")
                    .append(count(group.students(), "student")).append(group.common() ? ", common" : ", rare")
                    .append(group.differingStates() == 0 ? ", equal everywhere" : ", differing on at most "
                            + count(group.differingStates(), "state") + " of "
                            + String.format(Locale.ROOT, "%,d", group.states()) + " per link")
                    .append(")</h3><ul>\n");
            for (ClassReport.Member member : group.members()) {
                out.append("<li>").append(studentLink(report, member.student())).append(": <code>")
                        .append(escape(member.heuristic())).append("</code> (function ").append(member.function())
                        .append(", computed by ").append(count(member.sharedBy(), "student"))
                        .append(member.nearTemplate() ? ", near the template" : "").append(")</li>\n");
            }
            out.append("</ul>\n");
            if (!group.links().isEmpty()) {
                out.append("<ul class=\"links\">\n");
                for (ClassReport.Link link : group.links()) {
                    out.append("<li>function ").append(link.from()).append(" – function ").append(link.to())
                            .append(": ").append(link.differingStates() == 0 ? "equal"
                                    : "differ on " + count(link.differingStates(), "state") + " of "
                                            + String.format(Locale.ROOT, "%,d", group.states()))
                            .append("</li>\n");
                }
                out.append("</ul>\n");
            }
        }
        closestPairs(out, report, findings);
        if (!findings.notCompared().isEmpty()) {
            out.append("<h3 id=\"not-compared\">Compared by fingerprint alone</h3><p class=\"muted\">Their values"
                    + " could not be used, so they are grouped only with heuristics equal on every state.</p><ul>\n");
            for (ClassReport.NotCompared each : findings.notCompared()) {
                out.append("<li>").append(studentLink(report, each.student())).append(": <code>")
                        .append(escape(each.heuristic())).append("</code> (").append(escape(each.domain()))
                        .append("): ").append(escape(each.reason())).append("</li>\n");
            }
            out.append("</ul>\n");
        }
        out.append("</section>\n");
    }

    /** The closest pairs of different students beyond the share, fewest differing states first. */
    private static void closestPairs(StringBuilder out, ClassReport report,
            ClassReport.SameBehaviourFindings findings) {
        if (findings.closestPairs().isEmpty()) {
            return;
        }
        out.append("<h3 id=\"closest-pairs\">Closest pairs beyond the share</h3><p class=\"muted\">Heuristics of"
                + " two students that differ on more states than a link may, and on at most ")
                .append(percentOf(NearBehaviour.CLOSEST_SHARE)).append(" of them, fewest first, counted exactly (at"
                        + " most ").append(NearBehaviour.CLOSEST_PAIRS).append(" per domain; with a sampled"
                        + " comparison, those the sample proposed).</p><div class=\"scroll\"><table><thead><tr>"
                        + "<th>domain</th><th>student</th><th>other student</th><th class=\"num\">differing"
                        + " states</th></tr></thead><tbody>\n");
        for (ClassReport.ClosestPair pair : findings.closestPairs()) {
            out.append("<tr><td>").append(escape(pair.domain())).append("</td><td>")
                    .append(studentLink(report, pair.student())).append(": <code>")
                    .append(escape(pair.heuristic())).append("</code></td><td>")
                    .append(studentLink(report, pair.otherStudent())).append(": <code>")
                    .append(escape(pair.otherHeuristic())).append("</code></td><td class=\"num\">")
                    .append(String.format(Locale.ROOT, "%,d of %,d (%.3f %%)", pair.differingStates(),
                            pair.states(), 100 * pair.differingShare())).append("</td></tr>\n");
        }
        out.append("</tbody></table></div>\n");
    }

    /** A share as a percentage, with as many decimals as it needs (0.1 %, 2 %). */
    private static String percentOf(double share) {
        return BigDecimal.valueOf(share).movePointRight(2).stripTrailingZeros().toPlainString() + " %";
    }

    private static void students(StringBuilder out, ClassReport report) {
        out.append("<section class=\"card\" id=\"students\"><h2>Students</h2><div class=\"scroll\"><table><thead>"
                + "<tr><th>id</th><th class=\"num\">score</th><th>verdicts</th></tr></thead><tbody>\n");
        for (StudentGrade student : report.students()) {
            out.append("<tr><td>").append(studentLink(report, student.id())).append("</td><td class=\"num\">");
            if (student.read()) {
                out.append(student.score()).append(" / ").append(student.maxScore()).append("</td><td>");
                List<String> verdicts = new ArrayList<>();
                for (HeuristicVerdict verdict : student.verdicts()) {
                    verdicts.add("<code>" + escape(verdict.heuristic()) + "</code>"
                            + (verdict.slot() == null ? "" : " (slot " + escape(verdict.slot()) + ")") + ": "
                            + escape(verdict.verdict()));
                }
                if (student.problem() != null) {
                    verdicts.add("<span class=\"problem\">" + escape(student.problem()) + "</span>");
                }
                out.append(String.join("<br/>", verdicts));
            } else {
                out.append("—</td><td><span class=\"problem\">").append(escape(student.problem())).append("</span>");
            }
            out.append("</td></tr>\n");
        }
        out.append("</tbody></table></div></section>\n");
    }

    private static void rejected(StringBuilder out, ClassReport report) {
        if (report.rejected().isEmpty()) {
            return;
        }
        out.append("<section class=\"card\" id=\"rejected\"><h2>Entries rejected</h2><ul>\n");
        for (Rejected entry : report.rejected()) {
            out.append("<li><code>").append(escape(entry.entry())).append("</code>: ").append(escape(entry.reason()))
                    .append("</li>\n");
        }
        out.append("</ul></section>\n");
    }

    /** The student's id, linked to the student's page when there is one, else to the report when it has one. */
    private static String studentLink(ClassReport report, String id) {
        String path = report.students().stream().filter(student -> student.id().equals(id)).findFirst()
                .map(StudentGrade::link).orElse(null);
        if (path == null) {
            return escape(id);
        }
        return "<a href=\"" + escape(href(path)) + "\">" + escape(id) + "</a>";
    }

    /** A relative path as a URL: each name percent-encoded, so that no name can be read as a scheme or a query. */
    static String href(String path) {
        List<String> names = new ArrayList<>();
        for (String name : path.split("/", -1)) {
            names.add(URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20"));
        }
        return String.join("/", names);
    }

    private static String share(int part, int whole) {
        return whole == 0 ? "—" : String.format(Locale.ROOT, "%d of %d (%.0f %%)", part, whole, 100.0 * part / whole);
    }

    private static String count(int n, String noun) {
        return count(n, noun, noun + "s");
    }

    private static String count(int n, String noun, String plural) {
        return String.format(Locale.ROOT, "%,d %s", n, n == 1 ? noun : plural);
    }
}
