package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.checks.CheckResults.Repeatability;
import io.github.heuristicgrader.fork.Evaluation;
import io.github.heuristicgrader.fork.Progress;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.fork.WorkDirectoryException;
import io.github.heuristicgrader.fork.WorkerClasspath;
import io.github.heuristicgrader.fork.WorkerLauncher;
import io.github.heuristicgrader.text.Numbers;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.Verdict;
import io.github.heuristicgrader.spi.Domain;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Runs heuristics in forked JVMs, through {@link WorkerLauncher}: those of one domain together in one JVM
 * ({@link #runTogether}), logging which ones that JVM left to JVMs of their own and why, or one in a JVM of its own
 * ({@link #run}); and reads what became of each. While one
 * evaluates, logs its progress every {@link #PROGRESS_INTERVAL}; of one that timed out, says how far it came, how long
 * all its states would take, and which parameter gives it more time.
 */
final class ForkedHeuristicRunner implements HeuristicRunner {

    /** Where the forked JVMs keep their arguments and output, under the output directory. */
    static final String WORK_DIRECTORY = "work";
    /** How often the progress of an evaluation is logged. */
    static final Duration PROGRESS_INTERVAL = Duration.ofSeconds(5);
    /** The parameter that gives each heuristic's JVM more time, as the mojo and its property name it. */
    static final String PARAMETER = "forkTimeoutSeconds (grade.forkTimeoutSeconds)";

    private final GradeRequest request;
    private final Sandbox sandbox;
    private final WorkerClasspath workerClasspath;
    private final Consumer<String> progressLog;

    /**
     * A runner for {@code request} whose JVMs run in {@code sandbox} and get the class path {@code workerClasspath}
     * builds for the run; it logs nothing.
     */
    ForkedHeuristicRunner(GradeRequest request, Sandbox sandbox, WorkerClasspath workerClasspath) {
        this(request, sandbox, workerClasspath, null);
    }

    /** A runner as above that gives a line of progress to {@code progressLog} while each heuristic evaluates. */
    ForkedHeuristicRunner(GradeRequest request, Sandbox sandbox, WorkerClasspath workerClasspath,
            Consumer<String> progressLog) {
        this.request = request;
        this.sandbox = sandbox;
        this.workerClasspath = workerClasspath;
        this.progressLog = progressLog;
    }

    /**
     * One line of progress in {@code domain}'s words: {@code x.Slow: 12,345 of 363,480 states (3%), 1.2 ms per
     * call; 1 min 45 s left before the fork's limit, all states would take about 7 min 16 s}, with the domain's
     * plural noun for "states".
     */
    static String progressLine(Progress progress, Domain domain) {
        return progress.className() + ": " + Numbers.grouped(progress.statesDone()) + " of "
                + Numbers.grouped(progress.states()) + " " + domain.stateNounPlural() + " ("
                + (100L * progress.statesDone() / Math.max(1, progress.states())) + "%), "
                + perCall(progress) + "; " + Numbers.duration(progress.timeLeft()) + " left before the fork's limit"
                + (progress.statesDone() == 0 ? ""
                        : ", all " + domain.stateNounPlural() + " would take about "
                                + Numbers.duration(progress.estimatedTotal()));
    }

    /**
     * Why a heuristic timed out, with figures in {@code domain}'s words: the states done, the time per call, the
     * estimated total and the parameter that raises the limit.
     */
    static String timeoutMessage(String className, Progress reached, Duration limit, Domain domain) {
        if (reached == null) {
            return className + " did not finish: it did not start evaluating within the fork's limit of "
                    + Numbers.duration(limit) + " (loading and constructing it took all of it); raise " + PARAMETER
                    + " to give it more time";
        }
        return className + " did not finish within the fork's limit of " + Numbers.duration(limit) + ": "
                + Numbers.grouped(reached.statesDone()) + " of " + Numbers.grouped(reached.states())
                + " " + domain.stateNounPlural() + " evaluated, " + perCall(reached) + (reached.statesDone() == 0 ? ""
                        : ", so all " + domain.stateNounPlural() + " would take about "
                                + Numbers.duration(reached.estimatedTotal()))
                + "; raise " + PARAMETER + " to give it more time, or make each call faster";
    }

    private static String perCall(Progress progress) {
        return (progress.statesDone() == 0 ? "the first call still running after " : "")
                + Numbers.duration(progress.nanosPerEvaluation()) + (progress.statesDone() == 0 ? "" : " per call");
    }

    @Override
    public HeuristicRun run(String className, Domain domain, Duration timeLimit) throws GradingException {
        Evaluation evaluation;
        try {
            evaluation = launcher(domain, timeLimit).evaluate(className, request.studentClasspath(), domain);
        } catch (WorkDirectoryException e) {
            throw new GradingException(e.getMessage() + " (evaluating " + className + ")", e);
        } catch (IOException e) {
            throw new GradingException("cannot run " + className + " in a forked JVM (" + request.javaExecutable()
                    + "): " + e.getMessage(), e);
        }
        return runOf(evaluation, domain, timeLimit);
    }

    /**
     * Evaluates the heuristics in one JVM ({@link WorkerLauncher#evaluateTogether}) and logs which ones it left to
     * JVMs of their own, and why.
     */
    @Override
    public Together runTogether(List<String> classNames, Domain domain, Duration timeLimit,
            Duration wholeLimit)
            throws GradingException {
        WorkerLauncher.Together together;
        try {
            together = launcher(domain, timeLimit).evaluateTogether(classNames, request.studentClasspath(), domain,
                    wholeLimit);
        } catch (WorkDirectoryException e) {
            throw new GradingException(e.getMessage() + " (evaluating " + String.join(", ", classNames) + ")", e);
        } catch (IOException e) {
            throw new GradingException("cannot run " + String.join(", ", classNames) + " in a forked JVM ("
                    + request.javaExecutable() + "): " + e.getMessage(), e);
        }
        Map<String, HeuristicRun> runs = new LinkedHashMap<>();
        for (Map.Entry<String, Evaluation> completed : together.completed().entrySet()) {
            runs.put(completed.getKey(), runOf(completed.getValue(), domain, timeLimit));
        }
        if (!together.incomplete().isEmpty() && progressLog != null) {
            progressLog.accept(refork(together));
        }
        return new Together(runs, together.timedOut() == null ? null
                : runOf(together.timedOut(), domain, timeLimit));
    }

    /** The log line that says which heuristics are evaluated again, each in a JVM of its own, and why. */
    static String refork(WorkerLauncher.Together together) {
        List<String> completed = together.completed().keySet().stream().sorted().toList();
        return "Re-forking " + String.join(", ", together.incomplete()) + ", each in a JVM of its own, after the JVM"
                + (completed.isEmpty() ? " they shared" : " shared with " + String.join(", ", completed)) + ": "
                + together.reason();
    }

    private WorkerLauncher launcher(Domain domain, Duration timeLimit) throws IOException {
        Path workDirectory = request.outputDirectory().resolve(WORK_DIRECTORY);
        WorkerLauncher launcher = new WorkerLauncher(sandbox, request.javaExecutable(),
                workerClasspath.of(request.graderClasspath(), workDirectory, domain.studentSide()),
                request.forkMaxHeapMegabytes(),
                timeLimit, workDirectory).usingClassData(workerClasspath.classData());
        if (progressLog != null) {
            launcher = launcher.reportingProgress(progress -> progressLog.accept(progressLine(progress, domain)),
                    PROGRESS_INTERVAL);
        }
        return launcher;
    }

    private HeuristicRun runOf(Evaluation evaluation, Domain domain, Duration timeLimit) {
        String className = evaluation.className();
        String output = evaluation.outputTail() == null || evaluation.outputTail().isBlank() ? null
                : evaluation.outputTail();
        return switch (evaluation.status()) {
            case COMPLETED -> HeuristicRun.finished(className, evaluation.estimates(),
                    evaluation.nanosPerEvaluation(),
                    evaluation.firstFailure() == null ? null : new Failure("exception",
                            evaluation.firstFailedState(), evaluation.firstFailure(), output),
                    Repeatability.of(evaluation.determinismSample(), evaluation.nondeterministicStates(),
                            evaluation.nondeterministicExample()),
                    evaluation.constructorTime() == null ? null : evaluation.constructorTime().toNanos());
            case NOT_LOADABLE -> stopped(evaluation, domain, Verdict.NOT_LOADABLE, "not-loadable",
                    evaluation.firstFailure(), output);
            case TIMED_OUT -> timedOut(evaluation, timeLimit, domain, output);
            case EXITED -> stopped(evaluation, domain, Verdict.CRASHED, "exit", "exit code " + evaluation.exitCode(),
                    output);
            case OUT_OF_MEMORY -> stopped(evaluation, domain, Verdict.CRASHED, "out-of-memory",
                    "OutOfMemoryError with a heap of " + request.forkMaxHeapMegabytes() + " MB or more (-Xmx, set by"
                    + " grade.forkMaxHeapMegabytes and raised where the states need more)", output);
            case MEMORY_LIMIT -> stopped(evaluation, domain, Verdict.CRASHED, "memory-limit",
                    "killed by the memory limit of " + (Sandbox.memoryLimitBytes(request.forkMaxHeapMegabytes()) >> 20)
                    + " MiB: the heap (-Xmx" + request.forkMaxHeapMegabytes() + "m, grade.forkMaxHeapMegabytes) and"
                    + " native memory together",
                    output);
            case CRASHED -> stopped(evaluation, domain, Verdict.CRASHED, "crash", "exit code " + evaluation.exitCode(),
                    output);
            case TAMPERED -> stopped(evaluation, domain, Verdict.TAMPERED, "tampered", evaluation.firstFailure(),
                    output);
        };
    }

    private static HeuristicRun timedOut(Evaluation evaluation, Duration limit, Domain domain, String output) {
        Progress reached = evaluation.progress();
        String message = timeoutMessage(evaluation.className(), reached, limit, domain);
        // The detail keeps what the worker said (an exception thrown before the time ran out) after the figures.
        String detail = evaluation.firstFailure() == null ? message : message + "\n" + evaluation.firstFailure();
        return HeuristicRun.stoppedAfter(evaluation.className(), Verdict.TIMED_OUT, message,
                new Failure("timeout", evaluation.stateInProgress(), detail, output),
                reached == null ? 0 : reached.statesDone(), reached == null ? null : reached.nanosPerEvaluation());
    }

    private static HeuristicRun stopped(Evaluation evaluation, Domain domain, Verdict verdict, String kind,
            String detail, String output) {
        return HeuristicRun.stopped(evaluation.className(), verdict, evaluation.message(domain),
                new Failure(kind, evaluation.stateInProgress(), detail, output));
    }
}
