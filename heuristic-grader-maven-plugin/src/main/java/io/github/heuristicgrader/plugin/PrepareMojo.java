package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.grading.GradeRequest;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.report.ci.CiText;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Writes what later grades can start from into {@code -Dgrade.preparedDir=DIR}: each domain's state space and
 * suites in {@code DIR/domains/} (used only when their digest is one the grader carries), and the forked JVMs'
 * class-data archives in {@code DIR/class-data/}, made by JVMs that run this project's code alone (its heuristics,
 * JUnit started over no tests) and never a student's. Meant for an autograder's image build, run as root in the
 * instructor's template project, after which the directory is made root's; a grade given {@code -Dgrade.preparedDir}
 * uses what fits and says so in its log. Run it again after the JDK, the grader or the project's JUnit changes: the
 * grades then leave the archives unused, saying why.
 */
@Mojo(name = "prepare", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public class PrepareMojo extends AbstractGradingMojo {

    /** Writes the prepared data into the directory given. */
    @Override
    public void execute() throws MojoExecutionException {
        if (preparedDir == null) {
            throw new MojoExecutionException("prepare needs the directory to write into: -Dgrade.preparedDir=DIR");
        }
        prepare(preparedDir.toPath().toAbsolutePath().normalize());
    }

    /** Writes everything a grade can take from {@code directory}: the one place each kind of prepared data is made. */
    void prepare(Path directory) throws MojoExecutionException {
        Configured configured = configure(List.of());
        GradeRequest grade;
        try {
            grade = gradeRequest(configured, List.of());
        } catch (GradingException e) {
            throw new MojoExecutionException(CiText.inert(e.getMessage()), e);
        }
        prepareDomains(directory, grade);
        List<String> archives = prepareClassData(directory, grade, testRequest(configured.settings(), true),
                classesDirectory());
        archives.forEach(line -> getLog().info(CiText.inert("Prepared class-data archive " + line)));
    }
}
