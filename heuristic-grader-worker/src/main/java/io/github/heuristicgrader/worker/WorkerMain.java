package io.github.heuristicgrader.worker;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.StateParser;
import io.github.heuristicgrader.worker.LiveStatus.Phase;
import io.github.heuristicgrader.worker.WorkerResult.Status;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The forked JVM's entry point: loads each student heuristic it is named apart from the grader and from each
 * other, evaluates it on every state of its {@link StatesFile}, in that order, read a batch at a time, writes its
 * values as it goes ({@link EstimatesFile}) and a {@link WorkerResult} per heuristic for the parent. It holds a batch
 * of states, the heuristic's failed set and the determinism sample's states, never the whole file or every value.
 * See {@link ExitCode} for the protocol. It knows no puzzle but the student API's state type, named by the parent,
 * whose {@code public static T parse(String)} rebuilds each state from its text: no enumeration, no distances.
 *
 * <p>Several heuristics of one submission may share the JVM: each is loaded by a {@link StudentClassLoader} of its
 * own (no static shared) and runs on a thread of its own (no thread-local shared), with its own time limit, live
 * status and result file. After each, before writing its result, the worker compares what JVM-wide state a
 * heuristic could change ({@link SharedJvmState}) with what it was before the first; when anything differs it ends
 * with {@link ExitCode#STATE_LEFT_BEHIND}, and the parent evaluates that heuristic and the rest in JVMs of their own. Whatever else ends the
 * JVM early (a time limit, {@code System.exit}, running out of memory) leaves the heuristics after the one running
 * without a result, and the parent does the same for them.
 *
 * <p>The student's prints go to the running heuristic's {@link LiveStatus} ring, which keeps the last 64 KiB; the
 * worker's own diagnostics go to the JVM's real stderr, which the parent redirects to a log file. A watchdog thread
 * stops the worker at the running heuristic's deadline, and an exit hook records a student's {@code System.exit}
 * ({@link ChildJvm}).
 */
public final class WorkerMain {

    /** Seed of the determinism sample, fixed so that reruns re-evaluate the same states in the same order. */
    static final long DETERMINISM_SEED = 0x5EED_2024L;

    /** How the worker's diagnostics name it, each line of them starting with it and {@code ": "}. */
    public static final String NAME = "heuristic-grader worker";
    /** How the worker's line saying what a heuristic left changed ends. */
    public static final String HEURISTICS_AFTER_IT_ALONE = "it and the heuristics after it are left to JVMs of their"
            + " own";

    /** States parsed ahead of timing their evaluation, so that parsing is not timed. */
    private static final int BATCH = 4096;

    private final WorkerArguments arguments;
    private final ChildJvm jvm;
    /** The states file, opened (and its states counted) before any student code runs. */
    private volatile FileChannel states;
    /** How many states it holds. */
    private volatile int stateCount;
    /** The domain's parser of the states' text, loaded before any student code runs. */
    private volatile StateParser<?> parser;
    /** The heuristic being evaluated, null before the first; read by the watchdog and the shutdown hook. */
    private volatile Turn turn;
    /** When the watchdog stops the running heuristic, in {@link System#currentTimeMillis()} time; 0 for never. */
    private volatile long deadlineEpochMillis;

    /**
     * One heuristic's turn: its live status, its result and values files and what the watchdog and exit hook report
     * of it.
     */
    private static final class Turn {
        final String className;
        final Path resultFile;
        final EstimatesFile.Writer values;
        final LiveStatus status;
        final long startNanos = System.nanoTime();
        /** The first state the heuristic threw on, its text. */
        volatile String firstFailedState;
        /** What it threw there. */
        volatile String firstFailure;
        /** Wall time of the student's constructor, −1 until it returned. */
        volatile long constructorNanos = -1;
        /** The batch of states being evaluated, null before the first. */
        volatile Batch batch;
        /** The determinism sample's states, null until they are all read. */
        volatile Sample sample;

        Turn(String className, Path resultFile, EstimatesFile.Writer values, LiveStatus status) {
            this.className = className;
            this.resultFile = resultFile;
            this.values = values;
            this.status = status;
        }

        long nanos() {
            return System.nanoTime() - startNanos;
        }
    }

    private WorkerMain(WorkerArguments arguments, ChildJvm jvm) {
        this.arguments = arguments;
        this.jvm = jvm;
        this.deadlineEpochMillis = arguments.deadlineEpochMillis();
    }

    /**
     * Runs the worker; never returns, ends the JVM with an {@link ExitCode}.
     *
     * @param args as {@link WorkerArguments#toList()} writes them
     */
    public static void main(String[] args) {
        ChildJvm jvm = ChildJvm.current(NAME);
        WorkerArguments arguments;
        try {
            arguments = WorkerArguments.parse(args);
        } catch (IllegalArgumentException e) {
            throw jvm.abort(e.getMessage(), ExitCode.BAD_ARGUMENTS);
        }
        new WorkerMain(arguments, jvm).run();
    }

    private void run() {
        try {
            jvm.onStudentExit(() -> {
                Turn running = turn;
                if (running != null) {
                    write(running, stopped(running, Status.EXITED));
                }
            });
            startWatchdog();
            FileChannel channel = FileChannel.open(arguments.statesFile(), StandardOpenOption.READ);
            stateCount = StatesFile.count(channel, arguments.statesFile());
            states = channel;
            parser = StateParsers.load(arguments.stateParser(), WorkerMain.class.getClassLoader());
            List<Path> writable = arguments.privateDirectories();
            List<Path> own = new ArrayList<>(arguments.resultFiles());
            own.addAll(arguments.statusFiles());
            List<String> classNames = arguments.classNames();
            // Created before any student code runs: what a heuristic later puts at a name never gets its values.
            List<EstimatesFile.Writer> valueWriters = new ArrayList<>();
            for (Path resultFile : arguments.resultFiles()) {
                Path valuesFile = EstimatesFile.of(resultFile);
                own.add(valuesFile);
                try {
                    valueWriters.add(EstimatesFile.Writer.create(valuesFile));
                } catch (IOException e) {
                    throw jvm.abort("cannot create " + valuesFile + ": " + e, ExitCode.CANNOT_WRITE_RESULT);
                }
            }
            SharedJvmState fresh = classNames.size() > 1 ? SharedJvmState.now(writable, own) : null;
            long budgetMillis = 0;
            for (int index = 0; index < classNames.size(); index++) {
                Turn next;
                try {
                    next = new Turn(classNames.get(index), arguments.resultFiles().get(index),
                            valueWriters.get(index), LiveStatus.create(arguments.statusFiles().get(index)));
                } catch (IOException e) {
                    throw jvm.abort("cannot create " + arguments.statusFiles().get(index) + ": " + e,
                            ExitCode.CANNOT_WRITE_RESULT);
                }
                ChildJvm.sendOutputTo(next.status.output());
                if (arguments.deadlineEpochMillis() != 0) {
                    // Each heuristic gets as long from its start as the first had from its own, JVM start excluded.
                    long now = System.currentTimeMillis();
                    if (index == 0) {
                        budgetMillis = arguments.deadlineEpochMillis() - now;
                    } else {
                        deadlineEpochMillis = now + budgetMillis;
                    }
                }
                turn = next;
                WorkerResult result = evaluateOnOwnThread(next);
                if (fresh != null) {
                    // Checked before its result is written: one that changed what its siblings share is evaluated
                    // again alone, where the files it may have reached for are named as it expects.
                    String changed = fresh.changedIn(SharedJvmState.now(writable, own));
                    if (changed != null) {
                        jvm.finish(() -> {
                            jvm.say(next.className + " " + changed + "; " + HEURISTICS_AFTER_IT_ALONE);
                            return ExitCode.STATE_LEFT_BEHIND;
                        });
                    }
                }
                if (index == classNames.size() - 1) {
                    finish(next, result, result.status() == Status.COMPLETED ? ExitCode.OK : ExitCode.NOT_LOADABLE);
                }
                // Between turns the watchdog has no result to write; the next heuristic's time starts now.
                turn = null;
                deadlineEpochMillis = budgetMillis == 0 ? 0 : System.currentTimeMillis() + budgetMillis;
                if (!write(next, result)) {
                    jvm.finish(() -> ExitCode.CANNOT_WRITE_RESULT);
                }
            }
        } catch (Throwable unexpected) {
            unexpected.printStackTrace(jvm.console());
            Turn running = turn;
            if (running == null) {
                jvm.finish(() -> ExitCode.INTERNAL_ERROR);
            }
            finish(running, WorkerResult.stopped(Status.WORKER_FAILED, null, "the grader's worker failed: "
                    + StudentStackTrace.of(unexpected), null, running.nanos(), running.constructorNanos),
                    ExitCode.INTERNAL_ERROR);
        }
    }

    /**
     * Loads, constructs and evaluates the heuristic of {@code turn} on a new thread, so that nothing a sibling
     * left in a thread-local reaches it; its result, {@link Status#NOT_LOADABLE} when it could not be constructed.
     */
    private WorkerResult evaluateOnOwnThread(Turn turn) throws Throwable {
        WorkerResult[] result = new WorkerResult[1];
        Throwable[] failure = new Throwable[1];
        Thread thread = new Thread(() -> {
            try {
                turn.status.phase(Phase.LOADING);
                Object heuristic = instantiate(turn);
                result[0] = heuristic instanceof Heuristic<?> loaded ? evaluate(turn, loaded)
                        : WorkerResult.stopped(Status.NOT_LOADABLE, null, (String) heuristic, null, turn.nanos(),
                                turn.constructorNanos);
            } catch (Throwable thrown) {
                failure[0] = thrown;
            }
        }, "main");
        thread.start();
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                // a student's code interrupted the worker's thread; only the heuristic's end may end this wait
            }
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        return result[0];
    }

    /**
     * Loads, initializes and constructs the student's class of {@code turn}: the heuristic, or why it cannot be had
     * ({@link Status#NOT_LOADABLE}).
     */
    private Object instantiate(Turn turn) {
        StudentClassLoader loader = new StudentClassLoader(arguments.studentClasspath(),
                WorkerMain.class.getClassLoader(), arguments.sharedPackages());
        Thread.currentThread().setContextClassLoader(loader);
        String name = turn.className;
        try {
            Class<?> type = Class.forName(name, true, loader);
            if (!Heuristic.class.isAssignableFrom(type)) {
                return name + " does not implement " + Heuristic.class.getName();
            }
            if (!Modifier.isPublic(type.getModifiers()) || Modifier.isAbstract(type.getModifiers())) {
                return name + " must be a public class that is not abstract";
            }
            Constructor<?> constructor = type.getConstructor();
            long start = System.nanoTime();
            Heuristic<?> heuristic = (Heuristic<?>) constructor.newInstance();
            turn.constructorNanos = System.nanoTime() - start;
            return heuristic;
        } catch (ClassNotFoundException e) {
            return name + " is not on the class path " + arguments.studentClasspath();
        } catch (NoSuchMethodException e) {
            return name + " has no public constructor without parameters";
        } catch (InvocationTargetException e) {
            return StudentStackTrace.of(e.getCause());
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return StudentStackTrace.of(e);
        }
    }

    @SuppressWarnings("unchecked")
    private WorkerResult evaluate(Turn turn, Heuristic<?> loaded) throws Throwable {
        Heuristic<Object> heuristic = (Heuristic<Object>) loaded;
        LiveStatus status = turn.status;
        StateParser<?> parser = this.parser;
        int count = stateCount;
        // The sample is drawn before the states are read, so that its states' texts and values are kept on the way.
        int[] sample = sample(count, Math.min(count, arguments.determinismSample()));
        Sample kept = new Sample(sample);
        BitSet failed = new BitSet(count);
        StatesFile.Reader reader = new StatesFile.Reader(states, arguments.statesFile());
        String[] texts = new String[Math.min(BATCH, Math.max(1, count))];
        Object[] parsed = new Object[texts.length];
        int[] values = new int[texts.length];
        long nanos = 0;
        status.phase(Phase.EVALUATING);
        int start = 0;
        int read;
        while ((read = reader.read(texts)) > 0) {
            int end = start + read;
            turn.batch = new Batch(start, texts.clone(), read);
            parseBatch(parser, texts, read, parsed);
            long batchStart = System.nanoTime();
            estimateBatch(turn, heuristic, parsed, start, end, values, failed);
            nanos += System.nanoTime() - batchStart;
            turn.values.write(values, read);
            kept.keep(start, end, texts, values);
            start = end;
        }
        turn.values.flush();
        turn.values.close();
        int evaluated = reader.count();
        double nanosPerEvaluation = evaluated == 0 ? 0 : (double) nanos / evaluated;

        turn.sample = kept;
        status.phase(Phase.SAMPLING);
        int nondeterministic = 0;
        String example = null;
        for (int state : sample) {
            String text = kept.text(state);
            if (text == null) {
                // The file had fewer states than were counted: the result, for other states, is refused anyway.
                continue;
            }
            Object parsedState = parser.parse(text);
            status.state(state + 1L);
            boolean same;
            try {
                int value = heuristic.estimate(parsedState);
                same = !failed.get(state) && value == kept.value(state);
            } catch (Throwable thrown) {
                same = failed.get(state);
            }
            if (!same && nondeterministic++ == 0) {
                example = text;
            }
        }
        status.phase(Phase.FINISHING);
        status.state(0);
        return new WorkerResult(Status.COMPLETED, evaluated, reader.checksum(), turn.values.checksum(), failed,
                turn.firstFailedState, turn.firstFailure, nanosPerEvaluation, sample.length, nondeterministic,
                example, null, turn.nanos(), turn.constructorNanos);
    }

    /** States {@code start} to {@code start + size} (excluded): their texts, for the watchdog and the exit hook. */
    private record Batch(int start, String[] texts, int size) {

        /** The text of {@code state}, or null when it is not in this batch. */
        String text(long state) {
            return state >= start && state < start + size ? texts[(int) (state - start)] : null;
        }
    }

    /**
     * The determinism sample's states, their texts and first values, kept as the states stream past: a few thousand
     * of them, whatever the state count.
     */
    private static final class Sample {
        private final int[] sorted;
        private final String[] texts;
        private final int[] values;

        Sample(int[] sample) {
            sorted = sample.clone();
            Arrays.sort(sorted);
            texts = new String[sorted.length];
            values = new int[sorted.length];
        }

        /** Keeps those of {@code start} to {@code end} (excluded), whose texts and values begin at slot 0. */
        void keep(int start, int end, String[] batchTexts, int[] batchValues) {
            int at = Arrays.binarySearch(sorted, start);
            for (int slot = at >= 0 ? at : -at - 1; slot < sorted.length && sorted[slot] < end; slot++) {
                texts[slot] = batchTexts[sorted[slot] - start];
                values[slot] = batchValues[sorted[slot] - start];
            }
        }

        /** The text of {@code state}, or null when it is not in the sample or was not read. */
        String text(long state) {
            int slot = state < 0 || state > Integer.MAX_VALUE ? -1 : Arrays.binarySearch(sorted, (int) state);
            return slot < 0 ? null : texts[slot];
        }

        int value(int state) {
            return values[Arrays.binarySearch(sorted, state)];
        }
    }

    // The two loops of a batch are methods of their own, not loops of evaluate: the JIT compiles each as a small
    // method (the parse once for every heuristic of the JVM) instead of compiling evaluate with both inlined, on
    // stack and again whole, and again for the next heuristic, whose class changes what the estimate call sees.

    /** Parses the first {@code size} of {@code texts} into {@code into}, from its first slot. */
    private static void parseBatch(StateParser<?> parser, String[] texts, int size, Object[] into) {
        for (int i = 0; i < size; i++) {
            into[i] = parser.parse(texts[i]);
        }
    }

    /**
     * Estimates the states {@code start} to {@code end} (excluded), parsed in {@code parsed} from its first slot,
     * into {@code values} from its first slot; marks in {@code failed} those the heuristic threw on, the first with
     * its trace.
     */
    private void estimateBatch(Turn turn, Heuristic<Object> heuristic, Object[] parsed, int start, int end,
            int[] values, BitSet failed) {
        LiveStatus status = turn.status;
        for (int state = start; state < end; state++) {
            status.state(state + 1L);
            try {
                values[state - start] = heuristic.estimate(parsed[state - start]);
            } catch (Throwable thrown) {
                values[state - start] = 0;
                failed.set(state);
                if (turn.firstFailure == null) {
                    turn.firstFailure = StudentStackTrace.of(thrown);
                    turn.firstFailedState = turn.batch.text(state);
                }
            }
        }
    }

    /** {@code size} distinct state numbers below {@code count}, in shuffled order, the same on every run. */
    static int[] sample(int count, int size) {
        // A Fisher-Yates shuffle's first size steps over 0 … count - 1, keeping only the slots it has swapped, so
        // that a sample of a few thousand costs no table of every state.
        Map<Integer, Integer> swapped = new HashMap<>();
        Random random = new Random(DETERMINISM_SEED);
        int[] sample = new int[size];
        for (int i = 0; i < size; i++) {
            int pick = i + random.nextInt(count - i);
            int chosen = swapped.getOrDefault(pick, pick);
            swapped.put(pick, swapped.getOrDefault(i, i));
            sample[i] = chosen;
        }
        return sample;
    }

    /** The result of {@code turn} stopped with {@code status}: the state in progress and what it threw before. */
    private WorkerResult stopped(Turn turn, Status status) {
        return WorkerResult.stopped(status, turn.firstFailedState, turn.firstFailure, stateInProgress(turn),
                turn.nanos(), turn.constructorNanos);
    }

    /** The state {@code turn} is evaluating, its text, or null when none is. */
    private static String stateInProgress(Turn turn) {
        Phase phase = turn.status.phase();
        long state = turn.status.state() - 1;
        Batch batch = turn.batch;
        Sample sample = turn.sample;
        if (phase == Phase.EVALUATING && batch != null) {
            return batch.text(state);
        }
        return phase == Phase.SAMPLING && sample != null ? sample.text(state) : null;
    }

    private void startWatchdog() {
        if (deadlineEpochMillis == 0) {
            return;
        }
        ChildJvm.startWatchdog(() -> (deadlineEpochMillis - System.currentTimeMillis()) * 1_000_000L, () -> {
            Turn running = turn;
            if (running == null) {
                jvm.finish(() -> ExitCode.TIMED_OUT);
            }
            finish(running, stopped(running, Status.TIMED_OUT), ExitCode.TIMED_OUT);
        });
    }

    /** Writes {@code result} of {@code turn} and halts with {@code code}, unless another thread is ending the JVM. */
    private void finish(Turn turn, WorkerResult result, ExitCode code) {
        jvm.finish(() -> write(turn, result) ? code : ExitCode.CANNOT_WRITE_RESULT);
    }

    private boolean write(Turn turn, WorkerResult result) {
        try {
            result.write(turn.resultFile);
            return true;
        } catch (IOException | RuntimeException e) {
            jvm.say("cannot write " + turn.resultFile + ": " + e);
            return false;
        }
    }
}
