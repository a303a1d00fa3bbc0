package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The reports of {@link SampleReports#withTests()} and {@link SampleReports#threeHeuristics()} (whose tests did not
 * run) in a real browser: headless Chromium checks each against its {@code grade.json}, steps through the
 * counterexample's solution and finds no console error (see {@link ReportInBrowser}). The reports stay in
 * {@code target/report-in-browser/sample/} and {@code sample-no-tests/}, their screenshots in
 * {@code target/report-screenshots/}.
 *
 * <p>Without Chromium the test is skipped, except in CI ({@code CI=true}), where {@code .ci/run} installs it and
 * its absence is a failure.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class HtmlReportInBrowserTest {

    private static final Path TARGET = Path.of("target");

    @Test
    void showsTheNumbersOfTheJsonTestsIncludedAndPlaysTheSolutionInChromium() throws Exception {
        check(SampleReports.withTests(), "sample");
    }

    @Test
    void showsWhyTheTestsDidNotRunInChromium() throws Exception {
        check(SampleReports.threeHeuristics(), "sample-no-tests");
    }

    private static void check(GradeReport report, String name) throws Exception {
        Path chromium = chromium();
        Path directory = TARGET.resolve("report-in-browser").resolve(name);
        new JsonReportWriter().write(report, directory);
        new HtmlReportWriter().write(report, directory);
        System.out.println(ReportInBrowser.check(chromium, directory, TARGET.resolve("report-screenshots"), name));
    }

    /** The browser; skips the test when there is none, unless in CI. */
    static Path chromium() {
        Optional<Path> chromium = HeadlessChromium.find();
        if (chromium.isEmpty() && HeadlessChromium.inContinuousIntegration()) {
            fail("CI=true but no Chromium on the PATH (nor in $" + HeadlessChromium.EXECUTABLE_VARIABLE
                    + "): .ci/run installs Debian's chromium package; install it with apt-get install chromium");
        }
        if (chromium.isEmpty()) {
            String skipped = "no Chromium on the PATH (nor in $" + HeadlessChromium.EXECUTABLE_VARIABLE
                    + "): the report is not checked in a browser; apt-get install chromium to check it";
            System.out.println("Skipped: " + skipped);
            assumeTrue(false, skipped);
        }
        return chromium.get();
    }
}
