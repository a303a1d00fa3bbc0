package io.github.heuristicgrader.worker;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The worker's program arguments: written by the parent ({@code fork.WorkerLauncher}), read by {@link WorkerMain}.
 *
 * <p>On the command line each is an option followed by its value: {@code --class x.MyHeuristic --classpath
 * a:b.jar --state-type io.github.heuristicgrader.api.huarongdao.Board --states states.txt --result r.bin
 * --status s.bin --deadline 1700000000000 --sample 2000}; the class path is joined with {@link File#pathSeparator}.
 *
 * @param className the heuristic's binary class name
 * @param studentClasspath where it loads from, in order
 * @param stateType the binary name of the student API's state type the heuristic evaluates, whose
 *     {@code public static T parse(String)} reads each line of the states file
 * @param statesFile the states to evaluate, in order, as {@link StatesFile} writes them
 * @param resultFile where the worker writes its {@link WorkerResult}
 * @param statusFile where the worker keeps its {@link LiveStatus}
 * @param deadlineEpochMillis when the watchdog stops the worker, in {@link System#currentTimeMillis()} time; 0 for
 *     no watchdog
 * @param determinismSample how many states to evaluate a second time, 0 or more
 */
public record WorkerArguments(String className, List<Path> studentClasspath, String stateType, Path statesFile,
        Path resultFile, Path statusFile, long deadlineEpochMillis, int determinismSample) {

    private static final String CLASS = "--class";
    private static final String CLASSPATH = "--classpath";
    private static final String STATE_TYPE = "--state-type";
    private static final String STATES = "--states";
    private static final String RESULT = "--result";
    private static final String STATUS = "--status";
    private static final String DEADLINE = "--deadline";
    private static final String SAMPLE = "--sample";
    private static final List<String> OPTIONS = List.of(CLASS, CLASSPATH, STATE_TYPE, STATES, RESULT, STATUS,
            DEADLINE, SAMPLE);

    /** Copies the class path. */
    public WorkerArguments {
        studentClasspath = List.copyOf(studentClasspath);
    }

    /** The arguments as {@link WorkerMain#main} receives them. */
    public List<String> toList() {
        return List.of(CLASS, className, CLASSPATH, ChildOptions.join(studentClasspath),
                STATE_TYPE, stateType, STATES, statesFile.toString(), RESULT, resultFile.toString(),
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
        try {
            return new WorkerArguments(values.get(CLASS), classpath, values.get(STATE_TYPE),
                    Path.of(values.get(STATES)), Path.of(values.get(RESULT)), Path.of(values.get(STATUS)),
                    Long.parseLong(values.get(DEADLINE)), Integer.parseInt(values.get(SAMPLE)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a number is malformed: " + e.getMessage(), e);
        }
    }
}
