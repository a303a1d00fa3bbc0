package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.report.ci.CiText;
import io.github.heuristicgrader.report.site.GradeSitePage;
import io.github.heuristicgrader.report.site.SiteReport;
import java.io.File;
import java.io.IOException;
import java.util.Locale;
import org.apache.maven.doxia.sink.Sink;
import org.apache.maven.doxia.sink.SinkFactory;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.reporting.MavenMultiPageReport;
import org.apache.maven.reporting.MavenReportException;

/**
 * Shows the grade in the project's Maven site: a page "Heuristic grade" under the project's reports, with the score,
 * each heuristic's verdict and rubric points and the tests' outcome, linking the grade's own page, copied into the
 * site; in an instructor's project, the counts of the last class report too.
 *
 * <p>It grades nothing: it reads the {@code grade.json} an earlier {@code grade} wrote, so {@code mvn grade site}
 * grades and then builds the site, and a site built with no grade says so on the page. Declared in the POM's
 * {@code <reporting>} section, as jacoco's report is; run on its own ({@code mvn heuristic-grader:report}) it copies
 * the grade's page into the site folder only, the page itself being rendered by {@code mvn site}.
 */
@Mojo(name = "report", defaultPhase = LifecyclePhase.SITE, threadSafe = true)
public class ReportMojo extends AbstractMojo implements MavenMultiPageReport {

    /** Where the grade wrote {@code grade.json} and {@code index.html}: the grade goal's {@code outputDirectory}. */
    @Parameter(property = "grade.outputDirectory", defaultValue = "${project.build.directory}/grade", required = true)
    File gradeDirectory;

    /** Where grade-class wrote the class report ({@code class.json}); nothing is shown of it when there is none. */
    @Parameter(property = "grade.classOutputDirectory", defaultValue = "${project.build.directory}/grade-class")
    File classOutputDirectory;

    /** Leaves the grade out of the site. */
    @Parameter(property = "grade.skip", defaultValue = "false")
    boolean skip;

    /** The project's folder, which the page names files relative to. */
    @Parameter(defaultValue = "${project.basedir}", readonly = true, required = true)
    File baseDirectory;

    /** Where the site's pages go; maven-site-plugin sets it when it builds the site. */
    @Parameter(defaultValue = "${project.reporting.outputDirectory}", readonly = true, required = true)
    private File reportOutputDirectory;

    @Override
    public void generate(Sink sink, Locale locale) throws MavenReportException {
        generate(sink, null, locale);
    }

    /** Renders the page into {@code sink}, maven-site-plugin's, which escapes every text for the site's format. */
    @Override
    public void generate(Sink sink, SinkFactory sinkFactory, Locale locale) throws MavenReportException {
        try {
            SitePageSink.render(siteReport().page(), sink);
        } catch (IOException e) {
            throw new MavenReportException(CiText.inert("cannot show the grade in the site: " + e.getMessage()), e);
        }
    }

    /** Run on its own: copies the grade's page into the site folder; the site page needs {@code mvn site}. */
    @Override
    public void execute() throws MojoExecutionException {
        if (!canGenerateReport()) {
            return;
        }
        try {
            siteReport();
        } catch (IOException e) {
            throw new MojoExecutionException(CiText.inert("cannot show the grade in the site: " + e.getMessage()), e);
        }
        log().info("The site page \"" + GradeSitePage.TITLE + "\" is rendered by mvn site");
    }

    private SiteReport siteReport() throws IOException {
        SiteReport report = SiteReport.build(gradeDirectory.toPath(),
                classOutputDirectory == null ? null : classOutputDirectory.toPath(), reportOutputDirectory.toPath(),
                baseDirectory.toPath());
        report.notes().forEach(log()::info);
        return report;
    }

    private Log log() {
        return new InertLog(getLog());
    }

    @Override
    public String getOutputName() {
        return "heuristic-grader";
    }

    @Override
    public String getCategoryName() {
        return CATEGORY_PROJECT_REPORTS;
    }

    @Override
    public String getName(Locale locale) {
        return GradeSitePage.TITLE;
    }

    @Override
    public String getDescription(Locale locale) {
        return "The heuristics' grade: score, verdicts, rubric points and tests.";
    }

    @Override
    public void setReportOutputDirectory(File outputDirectory) {
        reportOutputDirectory = outputDirectory;
    }

    @Override
    public File getReportOutputDirectory() {
        return reportOutputDirectory;
    }

    @Override
    public boolean isExternalReport() {
        return false;
    }

    @Override
    public boolean canGenerateReport() {
        if (skip) {
            log().info("The grade is left out of the site (grade.skip)");
        }
        return !skip;
    }
}
