package io.github.heuristicgrader.worker;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.worker.LiveStatus.Phase;
import io.github.heuristicgrader.worker.WorkerResult.Status;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.BitSet;
import java.util.List;
import java.util.Random;

/**
 * The forked JVM's entry point: loads one student heuristic apart from the grader, evaluates it on every state of
 * its {@link StatesFile}, in that order, and writes a {@link WorkerResult} for the parent. See {@link ExitCode} for
 * the protocol. It knows no puzzle but the student API's state type, named by the parent, whose
 * {@code public static T parse(String)} rebuilds each state from its text: no enumeration, no distances.
 *
 * <p>The student's prints go to the {@link LiveStatus} ring, which keeps the last 64 KiB; the worker's own
 * diagnostics go to the JVM's real stderr, which the parent redirects to a log file. A watchdog thread stops the
 * worker at the deadline, and an exit hook records a student's {@code System.exit} ({@link ChildJvm}).
 */
public final class WorkerMain {

    /** Seed of the determinism sample, fixed so that reruns re-evaluate the same layouts in the same order. */
    static final long DETERMINISM_SEED = 0x5EED_2024L;

    /** States parsed ahead of timing their evaluation, so that parsing is not timed. */
    private static final int BATCH = 4096;

    private final WorkerArguments arguments;
    private final LiveStatus status;
    private final ChildJvm jvm;
    /** The states to evaluate, read before any student code runs. */
    private volatile StatesFile states;
    /** The student API's state type, loaded before any student code runs. */
    private volatile StateType stateType;
    private final long startNanos;
    /** The first state the heuristic threw on, its text; read by the watchdog and the shutdown hook. */
    private volatile String firstFailedState;
    /** What it threw there. */
    private volatile String firstFailure;
    /** Wall time of the student's constructor, −1 until it returned. */
    private volatile long constructorNanos = -1;

    private WorkerMain(WorkerArguments arguments, LiveStatus status, ChildJvm jvm, long startNanos) {
        this.startNanos = startNanos;
        this.arguments = arguments;
        this.status = status;
        this.jvm = jvm;
    }

    /**
     * Runs the worker; never returns, ends the JVM with an {@link ExitCode}.
     *
     * @param args as {@link WorkerArguments#toList()} writes them
     */
    public static void main(String[] args) {
        long startNanos = System.nanoTime();
        ChildJvm jvm = ChildJvm.current("heuristic-grader worker");
        WorkerArguments arguments;
        try {
            arguments = WorkerArguments.parse(args);
        } catch (IllegalArgumentException e) {
            throw jvm.abort(e.getMessage(), ExitCode.BAD_ARGUMENTS);
        }
        LiveStatus status;
        try {
            status = LiveStatus.create(arguments.statusFile());
        } catch (IOException e) {
            throw jvm.abort("cannot create " + arguments.statusFile() + ": " + e, ExitCode.CANNOT_WRITE_RESULT);
        }
        ChildJvm.sendOutputTo(status.output());
        new WorkerMain(arguments, status, jvm, startNanos).run();
    }

    private void run() {
        try {
            jvm.onStudentExit(() -> write(WorkerResult.stopped(Status.EXITED, firstFailedState, firstFailure,
                    stateInProgress(), workerNanos(), constructorNanos)));
            startWatchdog();
            states = StatesFile.read(arguments.statesFile());
            stateType = StateType.load(arguments.stateType(), WorkerMain.class.getClassLoader());
            status.phase(Phase.LOADING);
            finish(evaluate(instantiate()), ExitCode.OK);
        } catch (Throwable unexpected) {
            unexpected.printStackTrace(jvm.console());
            finish(WorkerResult.stopped(Status.WORKER_FAILED, null, "the grader's worker failed: "
                    + StudentStackTrace.of(unexpected), null, workerNanos(), constructorNanos),
                    ExitCode.INTERNAL_ERROR);
        }
    }

    /**
     * Loads, initializes and constructs the student's class; when that fails, finishes with
     * {@link Status#NOT_LOADABLE}, which ends the JVM.
     */
    @SuppressWarnings("unchecked")
    private Heuristic<Object> instantiate() {
        StudentClassLoader loader = new StudentClassLoader(arguments.studentClasspath(),
                WorkerMain.class.getClassLoader(), List.of(stateType.type()));
        Thread.currentThread().setContextClassLoader(loader);
        String name = arguments.className();
        try {
            Class<?> type = Class.forName(name, true, loader);
            if (!Heuristic.class.isAssignableFrom(type)) {
                return notLoadable(name + " does not implement " + Heuristic.class.getName());
            }
            if (!Modifier.isPublic(type.getModifiers()) || Modifier.isAbstract(type.getModifiers())) {
                return notLoadable(name + " must be a public class that is not abstract");
            }
            Constructor<?> constructor = type.getConstructor();
            long start = System.nanoTime();
            Heuristic<Object> heuristic = (Heuristic<Object>) constructor.newInstance();
            constructorNanos = System.nanoTime() - start;
            return heuristic;
        } catch (ClassNotFoundException e) {
            return notLoadable(name + " is not on the class path " + arguments.studentClasspath());
        } catch (NoSuchMethodException e) {
            return notLoadable(name + " has no public constructor without parameters");
        } catch (InvocationTargetException e) {
            return notLoadable(StudentStackTrace.of(e.getCause()));
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return notLoadable(StudentStackTrace.of(e));
        }
    }

    /** Finishes with {@link Status#NOT_LOADABLE}; never returns, typed so that {@link #instantiate} can return it. */
    private Heuristic<Object> notLoadable(String reason) {
        finish(WorkerResult.stopped(Status.NOT_LOADABLE, null, reason, null, workerNanos(), constructorNanos),
                ExitCode.NOT_LOADABLE);
        throw new AssertionError("finish returned");
    }

    private WorkerResult evaluate(Heuristic<Object> heuristic) throws Throwable {
        StateType stateType = this.stateType;
        StatesFile states = this.states;
        int count = states.size();
        int[] values = new int[count];
        BitSet failed = new BitSet(count);
        Object[] parsed = new Object[Math.min(BATCH, count)];
        long nanos = 0;
        status.phase(Phase.EVALUATING);
        for (int start = 0; start < count; start += BATCH) {
            int end = Math.min(count, start + BATCH);
            for (int state = start; state < end; state++) {
                parsed[state - start] = stateType.parse(states.state(state));
            }
            long batchStart = System.nanoTime();
            for (int state = start; state < end; state++) {
                status.layout(state + 1L);
                try {
                    values[state] = heuristic.estimate(parsed[state - start]);
                } catch (Throwable thrown) {
                    failed.set(state);
                    if (firstFailure == null) {
                        firstFailure = StudentStackTrace.of(thrown);
                        firstFailedState = states.state(state);
                    }
                }
            }
            nanos += System.nanoTime() - batchStart;
        }
        double nanosPerEvaluation = count == 0 ? 0 : (double) nanos / count;

        status.phase(Phase.SAMPLING);
        int[] sample = sample(count, Math.min(count, arguments.determinismSample()));
        int nondeterministic = 0;
        String example = null;
        for (int state : sample) {
            Object parsedState = stateType.parse(states.state(state));
            status.layout(state + 1L);
            boolean same;
            try {
                int value = heuristic.estimate(parsedState);
                same = !failed.get(state) && value == values[state];
            } catch (Throwable thrown) {
                same = failed.get(state);
            }
            if (!same && nondeterministic++ == 0) {
                example = states.state(state);
            }
        }
        status.phase(Phase.FINISHING);
        status.layout(0);
        return new WorkerResult(Status.COMPLETED, count, states.checksum(), values, failed,
                firstFailedState, firstFailure, nanosPerEvaluation, sample.length, nondeterministic, example, null,
                workerNanos(), constructorNanos);
    }

    /** {@code size} distinct state numbers below {@code count}, in shuffled order, the same on every run. */
    static int[] sample(int count, int size) {
        int[] states = new int[count];
        for (int state = 0; state < count; state++) {
            states[state] = state;
        }
        Random random = new Random(DETERMINISM_SEED);
        int[] sample = new int[size];
        for (int i = 0; i < size; i++) {
            int pick = i + random.nextInt(count - i);
            int chosen = states[pick];
            states[pick] = states[i];
            states[i] = chosen;
            sample[i] = chosen;
        }
        return sample;
    }

    private long workerNanos() {
        return System.nanoTime() - startNanos;
    }

    /** The state being evaluated, its text, or null when none is. */
    private String stateInProgress() {
        Phase phase = status.phase();
        long state = status.layout() - 1;
        boolean evaluating = phase == Phase.EVALUATING || phase == Phase.SAMPLING;
        StatesFile read = states;
        return evaluating && read != null && state >= 0 && state < read.size() ? read.state((int) state) : null;
    }

    private void startWatchdog() {
        long deadline = arguments.deadlineEpochMillis();
        if (deadline == 0) {
            return;
        }
        ChildJvm.startWatchdog(() -> (deadline - System.currentTimeMillis()) * 1_000_000L,
                () -> finish(WorkerResult.stopped(Status.TIMED_OUT, firstFailedState, firstFailure,
                        stateInProgress(), workerNanos(), constructorNanos), ExitCode.TIMED_OUT));
    }

    /** Writes {@code result} and halts with {@code code}, unless another thread is ending the JVM. Never returns. */
    private void finish(WorkerResult result, ExitCode code) {
        jvm.finish(() -> write(result) ? code : ExitCode.CANNOT_WRITE_RESULT);
    }

    private boolean write(WorkerResult result) {
        try {
            result.write(arguments.resultFile());
            return true;
        } catch (IOException | RuntimeException e) {
            jvm.say("cannot write " + arguments.resultFile() + ": " + e);
            return false;
        }
    }
}
