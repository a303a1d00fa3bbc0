package io.github.heuristicgrader.report;

import io.github.heuristicgrader.report.GradeReport.Failure;
import io.github.heuristicgrader.report.GradeReport.HeuristicReport;
import java.util.ArrayList;
import java.util.List;

/**
 * Reports whose student strings try to break the CI outputs: markup of XML, HTML and Markdown, a CDATA end, table
 * pipes, code fences, and characters XML cannot hold.
 */
final class HostileReports {

    /** A class name (as a misconfigured {@code <heuristics>} could give) with markup of every output. */
    static final String NAME = "a|b`c<script>alert(1)</script>]]>&amp;*x*_y_\u0000\u001b[31m";

    /** An exception text that closes tags, CDATA and code fences, with an ANSI colour code and a lone surrogate. */
    static final String DETAIL = "java.lang.IllegalStateException: ]]></error></testcase><testcase name=\"x\">\n"
            + "```\n| not | a | table |\n\u001b[31mred\u001b[0m \uD800 \r\n\tat student.Evil.estimate(Evil.java:1)";

    /** What the heuristic printed, with backtick runs longer than a fence. */
    static final String OUTPUT = "````` five backticks\n<!-- comment -->\n$x$ **bold**";

    private HostileReports() {
    }

    /** The sample run with a fourth heuristic that crashed, named and failing with hostile strings. */
    static GradeReport withCrashedHostile() {
        GradeReport sample = SampleReports.threeHeuristics();
        List<HeuristicReport> heuristics = new ArrayList<>(sample.heuristics());
        heuristics.add(crashed());
        return new GradeReport(sample.schemaVersion(), sample.generator(), sample.score(), sample.maxScore() + 100,
                false, sample.database(), sample.suite(), List.copyOf(heuristics), sample.tests());
    }

    private static HeuristicReport crashed() {
        HeuristicReport template = SampleReports.threeHeuristics().heuristics().get(2);
        return new HeuristicReport(NAME, "huarongdao", Verdict.CRASHED, "ended its JVM: " + NAME + " | `x`", 0, 0,
                null, null, List.of(), 0, 100, template.points(),
                new Failure("exit", SampleReports.HENG_DAO_LI_MA, DETAIL, OUTPUT));
    }

    /** A run in which no heuristic was found. */
    static GradeReport empty() {
        GradeReport sample = SampleReports.threeHeuristics();
        return new GradeReport(sample.schemaVersion(), sample.generator(), 0, 0, false, sample.database(),
                sample.suite(), List.of(), sample.tests());
    }
}
