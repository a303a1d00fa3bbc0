package io.github.heuristicgrader.report.site;

import io.github.heuristicgrader.report.CheckOutcomes;
import io.github.heuristicgrader.text.Numbers;
import io.github.heuristicgrader.report.site.SitePage.Block;
import io.github.heuristicgrader.report.site.SitePage.Link;
import io.github.heuristicgrader.report.site.SitePage.Paragraph;
import io.github.heuristicgrader.report.site.SitePage.Section;
import io.github.heuristicgrader.report.site.SitePage.Table;
import io.github.heuristicgrader.report.site.SitePage.Text;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.DomainReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import java.util.ArrayList;
import java.util.List;

/**
 * The site page of a grade, built from the {@link GradeReport} that {@code grade.json} holds, as the HTML report's
 * page shows it (its hidden tests named as {@link HiddenTestNames#page()} says): the score and whether the grade
 * passes, a table of the heuristics with puzzle, verdict and points, then per heuristic its message and a table of its
 * rubric items with points and reason, then the tests' outcome, counts and points; and, in an instructor's project,
 * the counts of the last class report ({@link ClassSummary}). Every number is the report's own; nothing is computed
 * but the class report's median. The page needs no puzzle: it draws no state, so that it renders wherever
 * {@code grade.json} can be read.
 */
public final class GradeSitePage {

    /** The page's title, and the site menu's name for it. */
    public static final String TITLE = "Heuristic grade";

    private GradeSitePage() {
    }

    /**
     * The page of {@code whole}.
     *
     * @param fullReport the address of the grade's own page relative to the site page, or null when there is none
     * @param classReport the last class report's counts, or null when the project has none
     * @param classPage where the class report's page lies, for people; unused when {@code classReport} is null
     */
    public static SitePage of(GradeReport whole, String fullReport, ClassSummary classReport, String classPage) {
        GradeReport report = whole.shownIn(HiddenTestNames::page);
        List<Block> grade = new ArrayList<>();
        grade.add(Paragraph.of("Score: " + report.score() + "/" + report.maxScore() + " points; the grade "
                + (report.passed() ? "passes." : "fails.")));
        grade.add(fullReport == null
                ? Paragraph.of("Graded by " + report.generator() + ". The grade wrote no page of its own (index.html).")
                : new Paragraph(List.of(new Text("Graded by " + report.generator() + ". Every figure, counterexample"
                        + " and chart: "), new Link(fullReport, "the grade's own page"), new Text("."))));
        if (!report.compilation().compiled()) {
            grade.add(Paragraph.of("Compilation: " + report.compilation().outcome().id() + ": "
                    + report.compilation().message()));
        }
        if (report.heuristics().isEmpty()) {
            grade.add(Paragraph.of("No heuristic was graded."));
        } else {
            List<List<String>> rows = new ArrayList<>();
            for (HeuristicReport heuristic : report.heuristics()) {
                rows.add(List.of(heuristic.heading(), puzzle(report, heuristic), heuristic.verdict().id(),
                        heuristic.score() + "/" + heuristic.maxScore()));
            }
            grade.add(new Table(List.of("heuristic", "puzzle", "verdict", "points"), rows));
        }
        CheckOutcomes.unfilledSlots(report).forEach(line -> grade.add(Paragraph.of(line)));
        for (HeuristicReport heuristic : report.heuristics()) {
            grade.add(heuristic(heuristic));
        }
        grade.add(tests(report.tests()));
        report.configuration().lines().forEach(line -> grade.add(Paragraph.of(line)));
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Section(TITLE, grade));
        if (classReport != null) {
            blocks.add(classReport(classReport, classPage));
        }
        return new SitePage(TITLE, blocks);
    }

    /**
     * The page of a project with no grade to show: what is missing and the command that writes it.
     *
     * @param missing the {@code grade.json} that does not exist, for people
     * @param classReport as for {@link #of}
     * @param classPage as for {@link #of}
     */
    public static SitePage noGrade(String missing, ClassSummary classReport, String classPage) {
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Section(TITLE, List.of(Paragraph.of("No grade to show: " + missing + " does not exist. Run"
                + " mvn grade site (or mvn grade, then mvn site) to show the grade here."))));
        if (classReport != null) {
            blocks.add(classReport(classReport, classPage));
        }
        return new SitePage(TITLE, blocks);
    }

    /** The puzzle's title as the report names it, or its name when the report does not describe it. */
    private static String puzzle(GradeReport report, HeuristicReport heuristic) {
        if (heuristic.domain() == null) {
            return "";
        }
        DomainReport domain = report.domain(heuristic.domain());
        return domain == null ? heuristic.domain() : domain.title();
    }

    private static Section heuristic(HeuristicReport heuristic) {
        List<Block> blocks = new ArrayList<>();
        blocks.add(Paragraph.of(heuristic.verdict().id() + ", " + heuristic.score() + "/" + heuristic.maxScore()
                + " points: " + heuristic.message()));
        String standing = CheckOutcomes.slotStanding(heuristic);
        if (standing != null) {
            blocks.add(Paragraph.of(standing));
        }
        if (heuristic.nanosPerEvaluation() != null) {
            blocks.add(Paragraph.of(Numbers.nanos(heuristic.nanosPerEvaluation()) + " per evaluation, on "
                    + Numbers.grouped(heuristic.states()) + " states (" + Numbers.grouped(heuristic.solvable())
                    + " solvable)."));
        }
        if (heuristic.failure() != null) {
            blocks.add(Paragraph.of("What happened: " + heuristic.failure().kind() + ": "
                    + heuristic.failure().detail()));
        }
        if (!heuristic.points().isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (Points points : heuristic.points()) {
                rows.add(List.of(points.item(), points.earned() + "/" + points.possible(), points.reason()));
            }
            blocks.add(new Table(List.of("rubric item", "points", "reason"), rows));
        }
        return new Section(heuristic.heading(), blocks);
    }

    private static Section tests(TestReport tests) {
        List<Block> blocks = new ArrayList<>();
        StringBuilder outcome = new StringBuilder(tests.outcome().id());
        if (tests.maxScore() > 0) {
            outcome.append(", ").append(tests.score()).append('/').append(tests.maxScore()).append(" points");
        }
        if (tests.message() != null) {
            outcome.append(": ").append(tests.message());
        }
        blocks.add(Paragraph.of(outcome.toString()));
        if (tests.total() > 0) {
            blocks.add(new Table(List.of("tests", "successful", "failed", "aborted", "skipped", "timed out",
                    "crashed", "not run"), List.of(List.of(String.valueOf(tests.total()),
                            String.valueOf(tests.successful()), String.valueOf(tests.failed()),
                            String.valueOf(tests.aborted()), String.valueOf(tests.skipped()),
                            String.valueOf(tests.timedOut()), String.valueOf(tests.crashed()),
                            String.valueOf(tests.notRun())))));
        }
        if (!tests.points().isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (TestPoints points : tests.points()) {
                rows.add(List.of(points.kind(), points.name(), points.earned() + "/" + points.possible(),
                        points.reason()));
            }
            blocks.add(new Table(List.of("kind", "entry", "points", "reason"), rows));
        }
        return new Section("Tests", blocks);
    }

    private static Section classReport(ClassSummary summary, String classPage) {
        List<Block> blocks = new ArrayList<>();
        blocks.add(Paragraph.of(summary.students() + (summary.students() == 1 ? " student folder: " : " student folders: ")
                + summary.passed() + " passed, "
                + summary.withProblem() + " with a problem."));
        Double median = summary.median();
        if (median != null) {
            List<Integer> scores = summary.scores();
            blocks.add(new Table(List.of("reports read", "lowest", "median", "highest", "out of"), List.of(List.of(
                    String.valueOf(scores.size()), String.valueOf(scores.get(0)), median(median),
                    String.valueOf(scores.get(scores.size() - 1)), String.valueOf(summary.maxScore())))));
        }
        blocks.add(Paragraph.of("Each student's grade is on the class report's page, " + classPage + ", which the"
                + " site leaves out so that a published site names no student."));
        return new Section("Class report", blocks);
    }

    /** A median as people write it: {@code 70} or {@code 72.5}. */
    private static String median(double median) {
        return median == Math.rint(median) ? String.valueOf((long) median) : String.valueOf(median);
    }
}
