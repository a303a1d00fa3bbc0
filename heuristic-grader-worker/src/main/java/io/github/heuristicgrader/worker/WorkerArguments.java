package io.github.heuristicgrader.worker;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The worker's program arguments: written by the parent ({@code fork.WorkerLauncher}), read by {@link WorkerMain}.
 *
 * <p>On the command line each is an option followed by its value: {@code --class x.MyHeuristic --classpath
 * a:b.jar --state-parser edu.example.eight.TilesParser --shared-packages
 * edu.example.eight --states states.txt --result r.bin
 * --status s.bin --deadline 1700000000000 --sample 2000}; the class path is joined with {@link File#pathSeparator}.
 * A worker shared by several heuristics of one submission gets their names joined by {@code ,} and as many result
 * and status files, joined with {@link File#pathSeparator}, in the same order.
 *
 * @param classNames the heuristics' binary class names, evaluated in this order; at least one
 * @param studentClasspath where they load from, in order
 * @param stateParser the binary name of the domain's {@code io.github.heuristicgrader.api.StateParser}, which
 *     reads each line of the states file into the state the heuristics evaluate
 * @param sharedPackages the packages the domain declares for the student's JVM, shared with the heuristics'
 *     loader ({@link StudentClassLoader}); joined by {@code ,} on the command line; at least one
 * @param statesFile the states to evaluate, in order, as {@link StatesFile} writes them
 * @param resultFiles where the worker writes each heuristic's {@link WorkerResult}, one per class name
 * @param statusFiles where the worker keeps each heuristic's {@link LiveStatus}, one per class name
 * @param deadlineEpochMillis when the watchdog stops the first heuristic, in {@link System#currentTimeMillis()}
 *     time; each later one gets as long from its own start as the first had from its start; 0 for no watchdog
 * @param determinismSample how many states to evaluate a second time, 0 or more
 * @param privateDirectories where the fork may write and nothing but the fork does (its own directory; the sandbox's
 *     private {@code /tmp}), whose files the worker compares between heuristics ({@code --private}, joined with
 *     {@link File#pathSeparator})
 */
public record WorkerArguments(List<String> classNames, List<Path> studentClasspath, String stateParser,
        List<String> sharedPackages, Path statesFile, List<Path> resultFiles, List<Path> statusFiles,
        long deadlineEpochMillis, int determinismSample, List<Path> privateDirectories) {

    private static final String CLASS = "--class";
    private static final String CLASSPATH = "--classpath";
    private static final String STATE_PARSER = "--state-parser";
    private static final String SHARED_PACKAGES = "--shared-packages";
    private static final String STATES = "--states";
    private static final String RESULT = "--result";
    private static final String STATUS = "--status";
    private static final String DEADLINE = "--deadline";
    private static final String SAMPLE = "--sample";
    private static final String PRIVATE = "--private";
    private static final String NAME_SEPARATOR = ",";
    private static final List<String> OPTIONS = List.of(CLASS, CLASSPATH, STATE_PARSER, SHARED_PACKAGES, STATES,
            RESULT, STATUS, DEADLINE, SAMPLE, PRIVATE);

    /**
     * Copies the lists.
     *
     * @throws IllegalArgumentException when there is no class name, or not one result and one status file for each,
     *     or no shared package
     */
    public WorkerArguments {
        classNames = List.copyOf(classNames);
        studentClasspath = List.copyOf(studentClasspath);
        resultFiles = List.copyOf(resultFiles);
        statusFiles = List.copyOf(statusFiles);
        sharedPackages = List.copyOf(sharedPackages);
        privateDirectories = List.copyOf(privateDirectories);
        if (classNames.isEmpty() || resultFiles.size() != classNames.size()
                || statusFiles.size() != classNames.size()) {
            throw new IllegalArgumentException("the worker needs a result and a status file for each of its "
                    + classNames.size() + " heuristics, not " + resultFiles.size() + " and " + statusFiles.size());
        }
        if (sharedPackages.isEmpty()) {
            throw new IllegalArgumentException("the worker needs the packages its domain declares, at least the state"
                    + " type's");
        }
    }

    /** The arguments of a worker that evaluates one heuristic; the states file's directory is its private one. */
    public WorkerArguments(String className, List<Path> studentClasspath, String stateParser,
            List<String> sharedPackages, Path statesFile, Path resultFile, Path statusFile, long deadlineEpochMillis,
            int determinismSample) {
        this(List.of(className), studentClasspath, stateParser, sharedPackages, statesFile, List.of(resultFile),
                List.of(statusFile), deadlineEpochMillis, determinismSample,
                List.of(statesFile.toAbsolutePath().getParent()));
    }

    /** The arguments as {@link WorkerMain#main} receives them. */
    public List<String> toList() {
        return List.of(CLASS, String.join(NAME_SEPARATOR, classNames), CLASSPATH, ChildOptions.join(studentClasspath),
                STATE_PARSER, stateParser, SHARED_PACKAGES, String.join(NAME_SEPARATOR, sharedPackages),
                STATES, statesFile.toString(), RESULT, ChildOptions.join(resultFiles),
                STATUS, ChildOptions.join(statusFiles), DEADLINE, Long.toString(deadlineEpochMillis),
                SAMPLE, Integer.toString(determinismSample), PRIVATE, ChildOptions.join(privateDirectories));
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
            return new WorkerArguments(List.of(values.get(CLASS).split(NAME_SEPARATOR)), classpath,
                    values.get(STATE_PARSER), List.of(values.get(SHARED_PACKAGES).split(NAME_SEPARATOR)),
                    Path.of(values.get(STATES)), ChildOptions.paths(values.get(RESULT)),
                    ChildOptions.paths(values.get(STATUS)), Long.parseLong(values.get(DEADLINE)),
                    Integer.parseInt(values.get(SAMPLE)), ChildOptions.paths(values.get(PRIVATE)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a number is malformed: " + e.getMessage(), e);
        }
    }
}
