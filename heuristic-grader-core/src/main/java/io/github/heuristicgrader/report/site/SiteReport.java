package io.github.heuristicgrader.report.site;

import io.github.heuristicgrader.report.ReportFiles;
import io.github.heuristicgrader.report.classreport.ClassJsonWriter;
import io.github.heuristicgrader.report.classreport.ClassPageWriter;
import io.github.heuristicgrader.report.html.HtmlReportWriter;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.result.GradeReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A grade's report in a Maven site, from what an earlier {@code grade} wrote: its {@code grade.json} read back into
 * the model ({@link JsonReportWriter#read}) and shown as a {@link GradeSitePage}, with the grade's own page
 * ({@code index.html}) copied beside it and linked, and, when the project has one, the last class report's counts.
 * It grades nothing: a site shows the grade the last {@code mvn grade} wrote, and says so when there is none.
 *
 * @param page the site page
 * @param notes what to log, for people: a grade or a page missing, the files copied
 */
public record SiteReport(SitePage page, List<String> notes) {

    /** The folder beside the site page that holds the grade's own page. */
    public static final String FULL_REPORT_DIRECTORY = "heuristic-grader";

    /** The most bytes of a grade's own page copied into the site; a page is about 200 KB. */
    static final long MAX_PAGE_BYTES = 16L << 20;

    /** Copies the notes. */
    public SiteReport {
        notes = List.copyOf(notes);
    }

    /**
     * The site report of the grade in {@code gradeDirectory}, the grade's page copied to
     * {@value #FULL_REPORT_DIRECTORY}{@code /index.html} in {@code siteDirectory}. Only regular files are read (a
     * link or a FIFO in the grade directory is passed over, never followed or opened).
     *
     * @param gradeDirectory where {@code grade} wrote {@code grade.json} and {@code index.html}
     * @param classDirectory where {@code grade-class} wrote {@code class.json}, or null for none
     * @param siteDirectory where the site's pages go
     * @param projectDirectory the project's folder: the page names the files it mentions relative to it, so that a
     *     published site shows no path of the machine it was built on
     * @throws IOException when a {@code grade.json} or {@code class.json} that is there cannot be read as one, or the
     *     page cannot be copied
     */
    public static SiteReport build(Path gradeDirectory, Path classDirectory, Path siteDirectory,
            Path projectDirectory) throws IOException {
        List<String> notes = new ArrayList<>();
        ClassSummary classReport = null;
        String classPage = null;
        if (classDirectory != null) {
            Path classJson = classDirectory.resolve(ClassJsonWriter.FILE_NAME);
            if (regularFile(classJson)) {
                classReport = ClassSummary.read(classJson);
                classPage = shown(classDirectory.resolve(ClassPageWriter.FILE_NAME), projectDirectory);
                notes.add("Class report: the counts of " + classJson);
            }
        }
        Path gradeJson = gradeDirectory.resolve(JsonReportWriter.FILE_NAME);
        if (!regularFile(gradeJson)) {
            notes.add("No grade to show: " + gradeJson + " does not exist; run mvn grade before mvn site"
                    + " (mvn grade site)");
            return new SiteReport(GradeSitePage.noGrade(shown(gradeJson, projectDirectory), classReport, classPage),
                    notes);
        }
        GradeReport report = new JsonReportWriter().read(gradeJson);
        String fullReport = null;
        Path page = gradeDirectory.resolve(HtmlReportWriter.FILE_NAME);
        if (regularFile(page) && Files.size(page) <= MAX_PAGE_BYTES) {
            Path copy = ReportFiles.replace(siteDirectory.resolve(FULL_REPORT_DIRECTORY), HtmlReportWriter.FILE_NAME,
                    Files.readAllBytes(page));
            fullReport = FULL_REPORT_DIRECTORY + "/" + HtmlReportWriter.FILE_NAME;
            notes.add("The grade's page: " + copy);
        } else {
            notes.add("The grade wrote no page of its own to copy (" + page + ")");
        }
        return new SiteReport(GradeSitePage.of(report, fullReport, classReport, classPage), notes);
    }

    /** {@code file} relative to the project's folder when it lies in it, with {@code /} between names. */
    private static String shown(Path file, Path projectDirectory) {
        Path absolute = file.toAbsolutePath().normalize();
        Path project = projectDirectory.toAbsolutePath().normalize();
        if (!absolute.startsWith(project) || absolute.equals(project)) {
            return absolute.toString();
        }
        return project.relativize(absolute).toString().replace(absolute.getFileSystem().getSeparator(), "/");
    }

    private static boolean regularFile(Path file) {
        return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS);
    }
}
