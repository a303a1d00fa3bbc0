package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.spi.Domain;
import java.time.Duration;
import java.util.Locale;

/**
 * What became of one heuristic evaluated in a forked JVM, as the parent sees it.
 *
 * <p>State texts are compact, as the heuristic's {@code Domain.format} writes them.
 *
 * @param className the heuristic's binary class name
 * @param status how the evaluation ended
 * @param estimates the value on every state, numbered as {@code domain.states()} and so as {@code StateSpace}
 *     numbers them, with the states the heuristic threw on; null unless {@link Status#COMPLETED}
 * @param firstFailedState the first state, in that numbering, on which the heuristic threw, also when it was
 *     stopped later; or null
 * @param firstFailure the exception and its student stack frames: the first one thrown on a state (also when it
 *     was stopped later), the one that prevented construction when {@link Status#NOT_LOADABLE}, or the file refused
 *     and why when {@link Status#TAMPERED}; or null
 * @param nanosPerEvaluation mean wall time of one {@code estimate} call, in nanoseconds; NaN unless completed
 * @param determinismSample states evaluated a second time, in shuffled order, to see whether values repeat; 0
 *     unless completed
 * @param nondeterministicStates of those, how many gave another value or threw only once
 * @param nondeterministicExample the first such state, or null
 * @param exitCode the forked JVM's exit code (128 + n when killed by signal n), or −1 when it could not be
 *     waited for after being killed
 * @param stateInProgress the state being evaluated when the JVM stopped, or null when it completed, stopped
 *     outside the evaluation loop or could not tell
 * @param outputTail the last lines the heuristic and the JVM printed: at most {@link #OUTPUT_TAIL_LINES} lines and
 *     {@link #OUTPUT_TAIL_CHARS} characters; empty when nothing was printed
 * @param elapsed wall time from starting the JVM until it ended
 * @param workerTime wall time inside the JVM from the worker's start to its result (reading the states, loading,
 *     evaluating, sampling), without JVM start-up; null when the worker wrote no result
 * @param constructorTime wall time of the heuristic's constructor, measured in the worker; null when it did not
 *     return or the worker wrote no result
 * @param progress for an evaluation {@link Status#TIMED_OUT}, how far it had come when it was stopped (states
 *     done, time per call), as the worker's live status says; null otherwise, or when it was stopped before it
 *     started evaluating
 */
public record Evaluation(String className, Status status, Estimates estimates, String firstFailedState,
        String firstFailure, double nanosPerEvaluation, int determinismSample, int nondeterministicStates,
        String nondeterministicExample, int exitCode, String stateInProgress, String outputTail,
        Duration elapsed, Duration workerTime, Duration constructorTime, Progress progress) {

    /** An evaluation without progress figures. */
    public Evaluation(String className, Status status, Estimates estimates, String firstFailedState,
            String firstFailure, double nanosPerEvaluation, int determinismSample, int nondeterministicStates,
            String nondeterministicExample, int exitCode, String stateInProgress, String outputTail,
            Duration elapsed, Duration workerTime, Duration constructorTime) {
        this(className, status, estimates, firstFailedState, firstFailure, nanosPerEvaluation, determinismSample,
                nondeterministicStates, nondeterministicExample, exitCode, stateInProgress, outputTail, elapsed,
                workerTime, constructorTime, null);
    }

    /** This evaluation with how far it had come when it stopped. */
    Evaluation reaching(Progress reached) {
        return new Evaluation(className, status, estimates, firstFailedState, firstFailure, nanosPerEvaluation,
                determinismSample, nondeterministicStates, nondeterministicExample, exitCode, stateInProgress,
                outputTail, elapsed, workerTime, constructorTime, reached);
    }

    /** Most lines kept in {@link #outputTail()}. */
    public static final int OUTPUT_TAIL_LINES = 40;
    /** Most characters kept in {@link #outputTail()}. */
    public static final int OUTPUT_TAIL_CHARS = 4096;

    /** How an evaluation ended, from best to worst. */
    public enum Status {
        /** Every state was evaluated; some may have thrown, see {@link Estimates#failed()}. */
        COMPLETED,
        /** The class could not be found, loaded, initialized or constructed. */
        NOT_LOADABLE,
        /** The time allowed ran out; the JVM was stopped. */
        TIMED_OUT,
        /** Student code ended the JVM with {@code System.exit} or {@code Runtime.halt}. */
        EXITED,
        /** The heap ran out while student code was running; the JVM ended itself. */
        OUT_OF_MEMORY,
        /**
         * The kernel killed the JVM for going over the sandbox's memory limit, which counts native memory, thread
         * stacks and the heap together.
         */
        MEMORY_LIMIT,
        /** The JVM ended in a way no other status explains; see {@link #exitCode()} and {@link #outputTail()}. */
        CRASHED,
        /**
         * A file the JVM left for the grader is not what the grader's worker writes (not a regular file, too large,
         * malformed): student code tampered with it. {@link #firstFailure()} names the file and what was wrong.
         */
        TAMPERED
    }

    /** States on which the heuristic threw; 0 unless completed. */
    public int failedStates() {
        return estimates == null ? 0 : estimates.failed().cardinality();
    }

    /** What happened, in one line for people, with numbers, naming states in {@code domain}'s words. */
    public String message(Domain domain) {
        String whileEvaluating = stateInProgress == null ? ""
                : " while evaluating " + domain.stateNoun() + " " + stateInProgress;
        String thrown = firstFailure == null ? "" : "; before that it threw " + firstLine(firstFailure) + " on "
                + firstFailedState;
        return switch (status) {
            case COMPLETED -> completedMessage(domain.stateNounPlural());
            case NOT_LOADABLE -> className + " could not be loaded or constructed: " + firstLine(firstFailure);
            case TIMED_OUT -> className + " did not finish: stopped after " + seconds() + whileEvaluating + thrown;
            case EXITED -> className + " ended the JVM with exit code " + exitCode
                    + " (System.exit or Runtime.halt)" + whileEvaluating + thrown;
            case OUT_OF_MEMORY -> className + " ran out of heap memory" + whileEvaluating;
            case MEMORY_LIMIT -> className + " went over the memory limit (heap and native memory together) and was"
                    + " killed" + whileEvaluating + thrown;
            case CRASHED -> "the JVM evaluating " + className + " crashed with exit code " + exitCode
                    + (outputTail.isBlank() ? "" : ": " + lastLine(outputTail));
            case TAMPERED -> "the JVM evaluating " + className + " left a file the grader refuses: "
                    + firstLine(firstFailure);
        };
    }

    private String completedMessage(String states) {
        int evaluated = estimates.values().length;
        StringBuilder message = new StringBuilder(className).append(" evaluated ").append(number(evaluated))
                .append(" ").append(states).append(", ").append(String.format(Locale.ROOT, "%,.0f", nanosPerEvaluation))
                .append(" ns each");
        int failed = failedStates();
        if (failed > 0) {
            message.append("; threw on ").append(number(failed)).append(" of them, first ")
                    .append(firstLine(firstFailure)).append(" on ").append(firstFailedState);
        }
        if (nondeterministicStates > 0) {
            message.append("; ").append(number(nondeterministicStates)).append(" of ")
                    .append(number(determinismSample)).append(" ").append(states)
                    .append(" evaluated again changed value, first ")
                    .append(nondeterministicExample);
        }
        return message.toString();
    }

    private String seconds() {
        return String.format(Locale.ROOT, "%.1f s", elapsed.toMillis() / 1000.0);
    }

    private static String number(int value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "no detail";
        }
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }

    private static String lastLine(String text) {
        String trimmed = text.strip();
        return trimmed.substring(trimmed.lastIndexOf('\n') + 1).strip();
    }
}
