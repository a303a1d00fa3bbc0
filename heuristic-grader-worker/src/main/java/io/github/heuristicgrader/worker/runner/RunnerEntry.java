package io.github.heuristicgrader.worker.runner;

import java.util.function.Consumer;

/**
 * How the class path's {@code TestRunnerMain} starts the runner in its module: the module provides this as a
 * service, the one way in from outside, since none of its packages is exported. It takes the runner's arguments and
 * never returns.
 */
public final class RunnerEntry implements Consumer<String[]> {

    /** The entry, as {@link java.util.ServiceLoader} makes it. */
    public RunnerEntry() {
    }

    @Override
    public void accept(String[] arguments) {
        TestRunner.main(arguments);
    }
}
