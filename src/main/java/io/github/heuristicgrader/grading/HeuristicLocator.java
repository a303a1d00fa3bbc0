package io.github.heuristicgrader.grading;

import java.util.List;

/** Finds the heuristic classes a request names or, when it names none, those in the student's classes. */
interface HeuristicLocator {

    /**
     * The classes to run, and those found wanting before any student code runs.
     *
     * @param classNames classes to run, sorted
     * @param unloadable classes named or found that cannot be run (abstract, no public no-argument constructor,
     *     wrong state type), as runs with verdict {@code not-loadable}
     * @param setupErrors why grading cannot be done as asked: a named class missing, no heuristic found
     */
    record Located(List<String> classNames, List<HeuristicRun> unloadable, List<String> setupErrors) {
    }

    /**
     * Looks the heuristics up without initializing any student class.
     *
     * @throws GradingException when the classpath cannot be read
     */
    Located locate(GradeRequest request) throws GradingException;
}
