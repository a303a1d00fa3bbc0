package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import java.io.IOException;

/**
 * A heuristic built to outlive the grader: it starts a process of its own, stops the worker's watchdog thread so
 * nothing in its JVM will end it, and never returns. When Maven is killed, neither may survive.
 */
public class StubbornHeuristic implements Heuristic<Board> {

    /** The argument by which the IT finds the started process. */
    static final String MARKER = "987654";

    @SuppressWarnings("removal")
    public StubbornHeuristic() throws IOException {
        new ProcessBuilder("sleep", MARKER).start();
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.getName().contains("watchdog")) {
                try {
                    thread.stop();
                } catch (RuntimeException e) {
                    // stopping a thread is refused on newer JDKs; the endless loop below still holds
                }
            }
        }
    }

    @Override
    public int estimate(Board board) {
        while (true) {
            Thread.onSpinWait();
        }
    }
}
