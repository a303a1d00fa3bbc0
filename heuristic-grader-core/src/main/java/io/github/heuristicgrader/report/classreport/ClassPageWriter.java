package io.github.heuristicgrader.report.classreport;

import io.github.heuristicgrader.domain.Markup;
import io.github.heuristicgrader.report.PageAssets;
import io.github.heuristicgrader.report.ReportFiles;
import io.github.heuristicgrader.report.classreport.StudentGrade.HeuristicVerdict;
import io.github.heuristicgrader.report.classreport.StudentReportReader.Rejected;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes a {@link ClassReport} as {@code index.html}: one self-contained page in the style of a student's report
 * page, with the score histogram, per slot, per check and per test entry the share of students passing, the groups
 * of same behaviour to review, and the students with their verdicts and a link to each report. Every string from a
 * report (ids, class names, slot and test names, verdicts, problems) is escaped; links are built from ids, which
 * are {@linkplain StudentIds restricted}, and percent-encoded name by name.
 */
public final class ClassPageWriter {

    /** The file name. */
    public static final String FILE_NAME = "index.html";

    /** Bars of the score histogram: tenths of the maximum score, the last one holding full marks. */
    static final int BARS = 10;

    /** Writes {@code report} to {@link #FILE_NAME} in {@code directory} ({@link ReportFiles#replace}). */
    public Path write(ClassReport report, Path directory) throws IOException {
        return ReportFiles.replace(directory, FILE_NAME, page(report).getBytes(StandardCharsets.UTF_8));
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
                .append("<style>\n").append(PageAssets.CSS).append(PageAssets.CSS_AFTER_DRAWINGS)
                .append("svg.histogram{display:block;width:100%;max-width:30rem}.bar{fill:var(--student)}"
                        + ".bar-label{font-size:11px;fill:var(--muted)}"
                        + ".review{border-left:4px solid var(--warn)}\n")
                .append("</style>\n</head>\n<body>\n");
        out.append("<header class=\"page passed\"><div class=\"wrap\"><h1>Class report</h1><p class=\"muted\">")
                .append(count(report.students().size(), "student folder")).append(", ")
                .append(count(graded.size(), "report")).append(" read, ")
                .append(count(report.students().size() - graded.size(), "problem")).append(", ")
                .append(count(report.rejected().size(), "entry", "entries")).append(" rejected")
                .append("</p></div></header>\n<main class=\"wrap\">\n");
        histogram(out, graded);
        slots(out, report, graded);
        checks(out, report);
        tests(out, report, graded);
        sameBehaviour(out, report);
        students(out, report);
        rejected(out, report);
        out.append("</main>\n</body>\n</html>\n");
        return out.toString();
    }

    private static void histogram(StringBuilder out, List<StudentGrade> graded) {
        int[] bars = new int[BARS];
        for (StudentGrade student : graded) {
            double share = student.maxScore() <= 0 ? 0 : (double) student.score() / student.maxScore();
            bars[Math.max(0, Math.min(BARS - 1, (int) Math.floor(share * BARS)))]++;
        }
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
        List<String> names = report.slotNames();
        if (names.isEmpty()) {
            return;
        }
        out.append("<section class=\"card\" id=\"slots\"><h2>Slots</h2><table><thead><tr><th>slot</th>"
                + "<th class=\"num\">full points</th></tr></thead><tbody>\n");
        for (String name : names) {
            int[] full = ClassReport.fullPoints(graded, name, true);
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

    private static void tests(StringBuilder out, ClassReport report, List<StudentGrade> graded) {
        List<String> names = report.testNames();
        if (names.isEmpty()) {
            return;
        }
        out.append("<section class=\"card\" id=\"tests\"><h2>Test entries</h2><table><thead><tr><th>entry</th>"
                + "<th class=\"num\">full points</th></tr></thead><tbody>\n");
        for (String name : names) {
            int[] full = ClassReport.fullPoints(graded, name, false);
            out.append("<tr><td>").append(escape(name)).append("</td><td class=\"num\">")
                    .append(share(full[0], full[1])).append("</td></tr>\n");
        }
        out.append("</tbody></table></section>\n");
    }

    private static void sameBehaviour(StringBuilder out, ClassReport report) {
        out.append("<section class=\"card review\" id=\"same-behaviour\"><h2>Same behaviour</h2>\n");
        if (report.sameBehaviour().isEmpty()) {
            out.append("<p>No two students' heuristics compute the same function (the domain's baseline and slots"
                    + " that must equal it left out).</p></section>\n");
            return;
        }
        out.append("<p>Each group's heuristics give the same value on every state of the domain's database, or on all"
                + " but a few (the heading says how many at most), however their code is written. That proves nothing"
                + " by itself: a task may have few good answers. Same behaviour: review the code.</p>\n");
        for (ClassReport.SameBehaviour group : report.sameBehaviour()) {
            out.append("<h3>Same behaviour: review (").append(escape(group.domain())).append(", ")
                    .append(count(group.members().size(), "heuristic"))
                    .append(group.differingStates() == 0 ? ", equal everywhere" : ", differing on at most "
                            + count(group.differingStates(), "state") + " of "
                            + String.format(Locale.ROOT, "%,d", group.states()))
                    .append(")</h3><ul>\n");
            for (ClassReport.Member member : group.members()) {
                out.append("<li>").append(studentLink(report, member.student())).append(": <code>")
                        .append(escape(member.heuristic())).append("</code></li>\n");
            }
            out.append("</ul>\n");
        }
        out.append("</section>\n");
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
                out.append(String.join("<br/>", verdicts));
            } else {
                out.append("—</td><td class=\"fail\">").append(escape(student.problem()));
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

    /** The student's id, linked to the report when it has one. */
    private static String studentLink(ClassReport report, String id) {
        String path = report.students().stream().filter(student -> student.id().equals(id)).findFirst()
                .map(StudentGrade::report).orElse(null);
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
