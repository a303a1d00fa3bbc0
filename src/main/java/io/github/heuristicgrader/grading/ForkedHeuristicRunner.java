package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.checks.CheckResults.Repeatability;
import io.github.heuristicgrader.engine.PieceSet;
import io.github.heuristicgrader.fork.Evaluation;
import io.github.heuristicgrader.fork.Sandbox;
import io.github.heuristicgrader.fork.WorkDirectoryException;
import io.github.heuristicgrader.fork.WorkerClasspath;
import io.github.heuristicgrader.fork.WorkerLauncher;
import io.github.heuristicgrader.report.GradeReport.Failure;
import io.github.heuristicgrader.report.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/** Runs each heuristic in a JVM of its own, through {@link WorkerLauncher}, and reads what became of it. */
final class ForkedHeuristicRunner implements HeuristicRunner {

    /** Where the forked JVMs keep their arguments and output, under the output directory. */
    static final String WORK_DIRECTORY = "work";

    private final GradeRequest request;
    private final Sandbox sandbox;
    private final WorkerClasspath workerClasspath;

    /**
     * A runner for {@code request} whose JVMs run in {@code sandbox} and get the class path {@code workerClasspath}
     * builds for the run.
     */
    ForkedHeuristicRunner(GradeRequest request, Sandbox sandbox, WorkerClasspath workerClasspath) {
        this.request = request;
        this.sandbox = sandbox;
        this.workerClasspath = workerClasspath;
    }

    @Override
    public HeuristicRun run(String className, PieceSet pieceSet, Duration timeLimit) throws GradingException {
        Path workDirectory = request.outputDirectory().resolve(WORK_DIRECTORY);
        Evaluation evaluation;
        try {
            WorkerLauncher launcher = new WorkerLauncher(sandbox, request.javaExecutable(),
                    workerClasspath.of(request.graderClasspath(), workDirectory), request.forkMaxHeapMegabytes(),
                    timeLimit, workDirectory);
            evaluation = launcher.evaluate(className, request.studentClasspath(), pieceSet);
        } catch (WorkDirectoryException e) {
            throw new GradingException(e.getMessage() + " (evaluating " + className + ")", e);
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
            case MEMORY_LIMIT -> stopped(evaluation, Verdict.CRASHED, "memory-limit", "killed by the memory limit of "
                    + (Sandbox.memoryLimitBytes(request.forkMaxHeapMegabytes()) >> 20) + " MiB: the heap (-Xmx"
                    + request.forkMaxHeapMegabytes() + "m) and native memory together", output);
            case CRASHED -> stopped(evaluation, Verdict.CRASHED, "crash", "exit code " + evaluation.exitCode(),
                    output);
            case TAMPERED -> stopped(evaluation, Verdict.TAMPERED, "tampered", evaluation.firstFailure(), output);
        };
    }

    private static HeuristicRun stopped(Evaluation evaluation, Verdict verdict, String kind, String detail,
            String output) {
        return HeuristicRun.stopped(evaluation.className(), verdict, evaluation.message(),
                new Failure(kind, evaluation.layoutInProgress(), detail, output));
    }
}
