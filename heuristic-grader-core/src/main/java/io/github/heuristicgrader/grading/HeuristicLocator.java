package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.spi.Domain;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Finds the heuristic classes a request names or, when it names none, those in the student's classes. */
interface HeuristicLocator {

    /**
     * The classes to run, and those found wanting before any student code runs.
     *
     * @param classNames classes to run, sorted
     * @param domains the domain of each class to run, whose states it is run on, and of each unloadable class whose
     *     state type names one
     * @param unloadable classes named or found that cannot be run (abstract, no public no-argument constructor,
     *     wrong state type), as runs with verdict {@code not-loadable}
     * @param setupErrors why grading cannot be done as asked: a named class missing, no heuristic found
     */
    record Located(List<String> classNames, Map<String, Domain> domains, List<HeuristicRun> unloadable,
            List<String> setupErrors) {

        /** Copies the lists and the map. */
        public Located {
            classNames = List.copyOf(classNames);
            domains = Map.copyOf(domains);
            unloadable = List.copyOf(unloadable);
            setupErrors = List.copyOf(setupErrors);
        }

        /** Classes to run that are all of {@code domain}. */
        Located(List<String> classNames, Domain domain, List<HeuristicRun> unloadable, List<String> setupErrors) {
            this(classNames, allOf(classNames, domain), unloadable, setupErrors);
        }

        private static Map<String, Domain> allOf(List<String> classNames, Domain domain) {
            Map<String, Domain> domains = new LinkedHashMap<>();
            classNames.forEach(name -> domains.put(name, domain));
            return domains;
        }

        /** These classes with each domain replaced by the instance {@code rubric} grades it with. */
        Located configuredBy(Rubric rubric) {
            Map<String, Domain> configured = new LinkedHashMap<>();
            domains.forEach((className, domain) -> configured.put(className, rubric.configured(domain)));
            return new Located(classNames, configured, unloadable, setupErrors);
        }

        /** The domain of the class to run {@code className}. */
        Domain domainOf(String className) {
            return domains.get(className);
        }
    }

    /**
     * Looks the heuristics up without initializing any student class.
     *
     * @throws GradingException when the classpath cannot be read
     */
    Located locate(GradeRequest request) throws GradingException;
}
