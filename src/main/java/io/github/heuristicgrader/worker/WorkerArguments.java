package io.github.heuristicgrader.worker;

import io.github.heuristicgrader.engine.PieceSet;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The worker's program arguments: written by {@link WorkerLauncher}, read by {@link WorkerMain}.
 *
 * <p>On the command line each is an option followed by its value: {@code --class x.MyHeuristic --classpath
 * a:b.jar --pieces 5,4 --result r.bin --status s.bin --deadline 1700000000000 --sample 2000}; the class path is
 * joined with {@link File#pathSeparator}.
 *
 * @param className the heuristic's binary class name
 * @param studentClasspath where it loads from, in order
 * @param pieceSet the pieces of every layout to evaluate
 * @param resultFile where the worker writes its {@link WorkerResult}
 * @param statusFile where the worker keeps its {@link LiveStatus}
 * @param deadlineEpochMillis when the watchdog stops the worker, in {@link System#currentTimeMillis()} time; 0 for
 *     no watchdog
 * @param determinismSample how many layouts to evaluate a second time, 0 or more
 */
public record WorkerArguments(String className, List<Path> studentClasspath, PieceSet pieceSet, Path resultFile,
        Path statusFile, long deadlineEpochMillis, int determinismSample) {

    private static final String CLASS = "--class";
    private static final String CLASSPATH = "--classpath";
    private static final String PIECES = "--pieces";
    private static final String RESULT = "--result";
    private static final String STATUS = "--status";
    private static final String DEADLINE = "--deadline";
    private static final String SAMPLE = "--sample";
    private static final List<String> OPTIONS = List.of(CLASS, CLASSPATH, PIECES, RESULT, STATUS, DEADLINE, SAMPLE);

    /** Copies the class path. */
    public WorkerArguments {
        studentClasspath = List.copyOf(studentClasspath);
    }

    /** The arguments as {@link WorkerMain#main} receives them. */
    public List<String> toList() {
        return List.of(CLASS, className, CLASSPATH, ChildOptions.join(studentClasspath),
                PIECES, pieceSet.twoCellPieces() + "," + pieceSet.singles(), RESULT, resultFile.toString(),
                STATUS, statusFile.toString(), DEADLINE, Long.toString(deadlineEpochMillis),
                SAMPLE, Integer.toString(determinismSample));
    }

    /**
     * Reads the arguments {@link #toList()} wrote.
     *
     * @throws IllegalArgumentException naming the option missing, repeated, unknown or malformed
     */
    static WorkerArguments parse(String[] arguments) {
        Map<String, String> values = ChildOptions.parse(arguments, OPTIONS);
        List<Path> classpath = ChildOptions.paths(values.get(CLASSPATH));
        String[] pieces = values.get(PIECES).split(",");
        if (pieces.length != 2) {
            throw new IllegalArgumentException(PIECES + " needs two-cell pieces and singles, as in 5,4: "
                    + values.get(PIECES));
        }
        try {
            return new WorkerArguments(values.get(CLASS), classpath,
                    new PieceSet(Integer.parseInt(pieces[0]), Integer.parseInt(pieces[1])),
                    Path.of(values.get(RESULT)), Path.of(values.get(STATUS)), Long.parseLong(values.get(DEADLINE)),
                    Integer.parseInt(values.get(SAMPLE)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a number is malformed: " + e.getMessage(), e);
        }
    }
}
