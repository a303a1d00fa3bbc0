package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.checks.CheckResults.Repeatability;
import io.github.heuristicgrader.engine.PieceSet;
import io.github.heuristicgrader.fork.Evaluation;
import io.github.heuristicgrader.fork.WorkerClasspath;
import io.github.heuristicgrader.fork.WorkerLauncher;
import io.github.heuristicgrader.report.GradeReport.Failure;
import io.github.heuristicgrader.report.Verdict;
import java.io.IOException;
import java.nio.file.Path;

/** Runs each heuristic in a JVM of its own, through {@link WorkerLauncher}, and reads what became of it. */
final class ForkedHeuristicRunner implements HeuristicRunner {

    /** Where the forked JVMs keep their arguments and output, under the output directory. */
    static final String WORK_DIRECTORY = "work";

    private final GradeRequest request;
    private final WorkerClasspath workerClasspath;

    /** A runner for {@code request} whose JVMs get the class path {@code workerClasspath} builds for the run. */
    ForkedHeuristicRunner(GradeRequest request, WorkerClasspath workerClasspath) {
        this.request = request;
        this.workerClasspath = workerClasspath;
    }

    @Override
    public HeuristicRun run(String className, PieceSet pieceSet) throws GradingException {
        Path workDirectory = request.outputDirectory().resolve(WORK_DIRECTORY);
        Evaluation evaluation;
        try {
            WorkerLauncher launcher = new WorkerLauncher(request.javaExecutable(),
                    workerClasspath.of(request.graderClasspath(), workDirectory), request.forkMaxHeapMegabytes(),
                    request.forkTimeout(), workDirectory);
            evaluation = launcher.evaluate(className, request.studentClasspath(), pieceSet);
        } catch (IOException e) {
            throw new GradingException("cannot run " + className + " in a forked JVM (" + request.javaExecutable()
                    + "): " + e.getMessage(), e);
        }
        String output = evaluation.outputTail() == null || evaluation.outputTail().isBlank() ? null
                : evaluation.outputTail();
        return switch (evaluation.status()) {
            case COMPLETED -> HeuristicRun.finished(className, evaluation.estimates(),
                    evaluation.nanosPerEvaluation(),
                    evaluation.firstFailure() == null ? null : new Failure("exception",
                            evaluation.firstFailedLayout(), evaluation.firstFailure(), output),
                    Repeatability.of(evaluation.determinismSample(), evaluation.nondeterministicLayouts(),
                            evaluation.nondeterministicExample()),
                    evaluation.constructorTime() == null ? null : evaluation.constructorTime().toNanos());
            case NOT_LOADABLE -> stopped(evaluation, Verdict.NOT_LOADABLE, "not-loadable", evaluation.firstFailure(),
                    output);
            case TIMED_OUT -> stopped(evaluation, Verdict.TIMED_OUT, "timeout", evaluation.firstFailure(), output);
            case EXITED -> stopped(evaluation, Verdict.CRASHED, "exit", "exit code " + evaluation.exitCode(), output);
            case OUT_OF_MEMORY -> stopped(evaluation, Verdict.CRASHED, "out-of-memory",
                    "OutOfMemoryError with -Xmx" + request.forkMaxHeapMegabytes() + "m", output);
            case CRASHED -> stopped(evaluation, Verdict.CRASHED, "crash", "exit code " + evaluation.exitCode(),
                    output);
        };
    }

    private static HeuristicRun stopped(Evaluation evaluation, Verdict verdict, String kind, String detail,
            String output) {
        return HeuristicRun.stopped(evaluation.className(), verdict, evaluation.message(),
                new Failure(kind, evaluation.layoutInProgress(), detail, output));
    }
}
