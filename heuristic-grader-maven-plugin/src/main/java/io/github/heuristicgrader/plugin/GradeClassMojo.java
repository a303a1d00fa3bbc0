package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.report.classreport.ClassReports;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Builds a class report from students' grade.json files graded elsewhere, regrading nothing: reads one grade.json
 * per student from the folder named by {@code grade.reports}, one folder per student named by the student's id, and
 * writes {@code class.json}, {@code grades.csv} and {@code index.html}. Runs with or without a project. A student's
 * report that cannot be read is that student's problem, listed in every output; the build fails only when the
 * reports folder cannot be listed or an output cannot be written.
 */
@Mojo(name = "grade-class", requiresProject = false, threadSafe = true)
public class GradeClassMojo extends AbstractMojo {

    /** The folder holding one folder per student, named by the student's id, each with its grade.json at its root. */
    @Parameter(property = "grade.reports", required = true)
    private File reports;

    /**
     * Directory where the class report is written; by default target/grade-class in a project, or grade-class in the
     * current directory without one.
     */
    @Parameter(property = "grade.classOutputDirectory")
    private File classOutputDirectory;

    /** Skips the class report. */
    @Parameter(property = "grade.skip", defaultValue = "false")
    private boolean skip;

    @Parameter(defaultValue = "${project}", readonly = true)
    private MavenProject project;

    @Override
    public void execute() throws MojoExecutionException {
        if (skip) {
            getLog().info("Class report skipped (grade.skip)");
            return;
        }
        Path output = outputDirectory();
        ClassReports.Written written;
        try {
            written = ClassReports.build(reports.toPath(), output);
        } catch (IOException e) {
            throw new MojoExecutionException("cannot build the class report from " + reports + " into " + output
                    + ": " + e.getMessage(), e);
        }
        written.summary().forEach(getLog()::info);
    }

    /** The output directory given, or the default: in the project's build directory, else in the current one. */
    private Path outputDirectory() {
        if (classOutputDirectory != null) {
            return classOutputDirectory.toPath();
        }
        if (project == null || project.getFile() == null) {
            return Path.of(System.getProperty("user.dir"), "grade-class");
        }
        return Path.of(project.getBuild().getDirectory(), "grade-class");
    }

    /** Every message of the goal's log inert for CI log parsers ({@link InertLog}). */
    @Override
    public Log getLog() {
        return new InertLog(super.getLog());
    }
}
