package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.classgrading.ClassGrader;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.classgrading.TemplatePoints;
import io.github.heuristicgrader.report.ci.CiText;
import io.github.heuristicgrader.report.classreport.StudentReportReader;
import java.io.File;
import java.nio.file.Path;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Fails when the template, graded as a submission with nothing of the student's (a kit's warm-up grade), earns slot
 * points alone: every submission without those classes would get them. Reads that grade's grade.json and grades
 * nothing itself. The message names each slot, its class and its points; the fix is a stub that compiles in place of
 * each class, or grade.templateMayEarnPoints for a template meant to give those points.
 */
@Mojo(name = "check-template", threadSafe = true)
public class CheckTemplateMojo extends AbstractMojo {

    /** The grade.json of the template's grade, by default that of the last grade of this project. */
    @Parameter(property = "grade.templateReport", defaultValue = "${project.build.directory}/grade/grade.json")
    private File templateReport;

    /**
     * Whether the template may earn slot points alone, points every submission without those classes then gets from
     * it; set it only for a template meant to give them.
     */
    @Parameter(property = ClassGrader.TEMPLATE_MAY_EARN_POINTS, defaultValue = "false")
    private boolean templateMayEarnPoints;

    /** Reads the template's grade and fails when it earns slot points alone and that is not allowed. */
    @Override
    public void execute() throws MojoExecutionException {
        Path report = templateReport.toPath().toAbsolutePath().normalize();
        try {
            TemplatePoints points = TemplatePoints.of(new StudentReportReader().readOne(ClassGrader.TEMPLATE, report,
                    report.getParent()));
            points.refuseUnless(templateMayEarnPoints, "-D" + ClassGrader.TEMPLATE_MAY_EARN_POINTS + "=true");
            getLog().info(CiText.inert(points.none() ? "The template earns no slot points alone (" + report + ")"
                    : points.given(ClassGrader.TEMPLATE_MAY_EARN_POINTS)));
        } catch (GradingException e) {
            throw new MojoExecutionException(CiText.inert(e.getMessage()), e);
        }
    }
}
