package io.github.heuristicgrader.classgrading;

import io.github.heuristicgrader.submissions.SourceCompiler;
import io.github.heuristicgrader.grading.GradeRequest;
import io.github.heuristicgrader.grading.TestRequest;
import java.nio.file.Path;
import java.util.List;

/**
 * What to grade when a whole class is graded in the instructor's project: the submissions, and the instructor's
 * grade that each is graded as, with the student's sources in place of the project's.
 *
 * @param submissions the folder with one entry per student, named by the student's id: a folder or a {@code .zip}
 * @param output where {@value ClassGrader#STUDENTS}/{@code <id>/} gets each student's reports, and
 *     {@value ClassGrader#BUILDS}/{@code <id>/} each student's sources and classes while they are graded
 * @param regrade whether a student whose reports are complete is graded again
 * @param grade the instructor's grade: rubric, puzzles, limits, sandbox, the grader's class path; its class
 *     directories, class paths and tests are those of the instructor's project, each student's taking their place
 * @param testsWithProjectTests the tests to run for a student whose test sources compiled to classes
 * @param testsWithoutProjectTests the tests to run for a student with none (the instructor's alone, or none)
 * @param templateMainSources the instructor's main sources, which the student's replace file by file; null for none
 * @param templateTestSources the instructor's test sources, likewise; null for none
 * @param templateClasses the instructor's compiled main classes, replaced on every class path by the student's
 * @param templateTestClasses the instructor's compiled test classes, likewise
 * @param compileClasspath what the main sources compile against: the project's compile dependencies
 * @param testCompileClasspath what the test sources compile against, after the student's classes: the project's
 *     test dependencies
 * @param compiler how the sources are compiled
 * @param template the instructor's template as students got it, a submission graded first into
 *     {@value ClassGrader#TEMPLATE}/ of the output and never reported as a student, whose heuristics leave out of the
 *     same-behaviour groups what behaves as they do; null when there is none
 * @param templateMayEarnPoints whether the template may earn slot points alone ({@link TemplatePoints}), which every
 *     student without those classes then gets; when false, a template that does is refused before any student
 * @param shard the part of the class to grade ({@link Shard#part}), its output all in {@code output}, with its
 *     {@link ShardManifest}; 1/1 for the whole class
 */
public record ClassGradeRequest(Path submissions, Path output, boolean regrade, GradeRequest grade,
        TestRequest testsWithProjectTests, TestRequest testsWithoutProjectTests, Path templateMainSources,
        Path templateTestSources, Path templateClasses, Path templateTestClasses, List<Path> compileClasspath,
        List<Path> testCompileClasspath, SourceCompiler compiler, Path template,
        boolean templateMayEarnPoints, Shard shard) {

    /** The whole class: one shard of one. */
    public static final Shard WHOLE_CLASS = new Shard(1, 1);

    /** Copies the lists; the whole class when {@code shard} is null. */
    public ClassGradeRequest {
        compileClasspath = List.copyOf(compileClasspath);
        testCompileClasspath = List.copyOf(testCompileClasspath);
        shard = shard == null ? WHOLE_CLASS : shard;
    }

    /** A request to grade the whole class. */
    public ClassGradeRequest(Path submissions, Path output, boolean regrade, GradeRequest grade,
            TestRequest testsWithProjectTests, TestRequest testsWithoutProjectTests, Path templateMainSources,
            Path templateTestSources, Path templateClasses, Path templateTestClasses, List<Path> compileClasspath,
            List<Path> testCompileClasspath, SourceCompiler compiler, Path template, boolean templateMayEarnPoints) {
        this(submissions, output, regrade, grade, testsWithProjectTests, testsWithoutProjectTests,
                templateMainSources, templateTestSources, templateClasses, templateTestClasses, compileClasspath,
                testCompileClasspath, compiler, template, templateMayEarnPoints, WHOLE_CLASS);
    }
}
