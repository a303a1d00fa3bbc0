package io.github.heuristicgrader.fork;

import io.github.heuristicgrader.fixtures.NeverReturningHeuristic;
import io.github.heuristicgrader.sandbox.Sandbox;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Stands in for Maven in {@link SandboxKillTest}: evaluates {@link NeverReturningHeuristic} with the worker's
 * watchdog switched off and no deadline worth the name, so that only the sandbox can end the worker once this JVM
 * is killed.
 */
public final class SandboxedParentMain {

    private SandboxedParentMain() {
    }

    /**
     * Runs the evaluation.
     *
     * @param arguments {@code sandbox|user|off}, the work directory, the student class directory
     */
    public static void main(String[] arguments) throws Exception {
        Sandbox sandbox = switch (arguments[0]) {
            case "off" -> Sandbox.off();
            case "user" -> Sandbox.detect(Sandbox.Mode.USER, ForkTestSupport.java(), System.getenv("PATH"));
            default -> Sandbox.detect(Sandbox.Mode.REQUIRED, ForkTestSupport.java(), System.getenv("PATH"));
        };
        WorkerLauncher launcher = new WorkerLauncher(sandbox, ForkTestSupport.java(),
                List.of(ForkTestSupport.graderClasses()), ForkTestSupport.HEAP_MEGABYTES, Duration.ofMinutes(10),
                Path.of(arguments[1]), false, Duration.ofMinutes(1));
        launcher.evaluate(NeverReturningHeuristic.class.getName(), List.of(Path.of(arguments[2])),
                ForkTestSupport.SMALL);
    }
}
