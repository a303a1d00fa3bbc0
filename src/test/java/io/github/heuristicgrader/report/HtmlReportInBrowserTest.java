package io.github.heuristicgrader.report;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The report of {@link SampleReports#threeHeuristics()} in a real browser: headless Chromium checks it against its
 * {@code grade.json}, steps through the counterexample's solution and finds no console error (see
 * {@link ReportInBrowser}). The report stays in {@code target/report-in-browser/sample/}, its screenshots in
 * {@code target/report-screenshots/}.
 *
 * <p>Without Chromium the test is skipped, except in CI ({@code CI=true}), where {@code .ci/run} installs it and
 * its absence is a failure.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class HtmlReportInBrowserTest {

    private static final Path TARGET = Path.of("target");

    @Test
    void showsTheNumbersOfTheJsonAndPlaysTheSolutionInChromium() throws Exception {
        Path chromium = chromium();
        Path directory = TARGET.resolve("report-in-browser").resolve("sample");
        GradeReport report = SampleReports.threeHeuristics();
        new JsonReportWriter().write(report, directory);
        new HtmlReportWriter().write(report, directory);
        System.out.println(ReportInBrowser.check(chromium, directory, TARGET.resolve("report-screenshots"), "sample"));
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
