package io.github.heuristicgrader.report.ci;

import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.function.Function;

/**
 * A stretch of a GitHub Actions step's log in which the runner runs no workflow command: GitHub's own
 * {@code ::stop-commands::<token>} at its start and {@code ::<token>::} at its end, each on a line of its own. While
 * stopped, the runner ignores every command, in both forms, but a line naming the token (actions/runner,
 * {@code ActionCommandManager.TryProcessCommand}); the token is 128 random bits from {@link SecureRandom}, new for
 * every stretch, so text printed inside cannot end it early. Everything of the student's that the build prints while
 * grading (the compiler's messages, Maven's lines, the grader's log) lies inside; the grader's own
 * {@code Autograding complete} notice comes after it and is the grade's one command.
 *
 * <p>Outside GitHub Actions (the environment variable {@value #ACTIONS_VARIABLE} is not {@code true}) nothing is
 * printed. Closing ends the stretch; closing again does nothing.
 */
public final class StoppedWorkflowCommands implements AutoCloseable {

    /** The environment variable GitHub Actions sets to {@code true} in every step. */
    public static final String ACTIONS_VARIABLE = "GITHUB_ACTIONS";

    /** The command that stops the others. */
    static final String STOP_COMMAND = "stop-commands";

    private static final SecureRandom RANDOM = new SecureRandom();

    private final PrintStream console;
    private final String token;
    private boolean stopped;

    private StoppedWorkflowCommands(PrintStream console, String token) {
        this.console = console;
        this.token = token;
        this.stopped = token != null;
    }

    /**
     * Stops GitHub's workflow commands by printing {@code ::stop-commands::<token>} to {@code console} on a line of
     * its own, when {@code environment} says this is GitHub Actions; otherwise prints nothing.
     *
     * @param environment an environment variable's value by name, null when unset
     * @param console the step's standard output, where the build's log goes too
     */
    public static StoppedWorkflowCommands stop(Function<String, String> environment, PrintStream console) {
        if (!"true".equals(environment.apply(ACTIONS_VARIABLE))) {
            return new StoppedWorkflowCommands(console, null);
        }
        byte[] bits = new byte[16];
        RANDOM.nextBytes(bits);
        String token = HexFormat.of().formatHex(bits);
        // A line of its own: a command counts only at the start of a line.
        console.println();
        console.println("::" + STOP_COMMAND + "::" + token);
        console.flush();
        return new StoppedWorkflowCommands(console, token);
    }

    /** Whether commands are stopped now, by this stretch. */
    public boolean stopped() {
        return stopped;
    }

    /** Lets commands run again by printing {@code ::<token>::}, once; nothing when none were stopped. */
    @Override
    public void close() {
        if (stopped) {
            stopped = false;
            console.println();
            console.println("::" + token + "::");
            console.flush();
        }
    }
}
