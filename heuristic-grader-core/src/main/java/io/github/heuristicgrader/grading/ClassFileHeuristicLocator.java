package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.discovery.Discovery;
import io.github.heuristicgrader.discovery.HeuristicDiscovery;
import io.github.heuristicgrader.discovery.Rejection;
import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.result.GradeReport.Failure;
import io.github.heuristicgrader.result.Verdict;
import io.github.heuristicgrader.spi.Domain;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Finds heuristics by loading the student's classes without initializing them ({@link HeuristicDiscovery}):
 * the named ones, or every heuristic class in the classes directory.
 */
final class ClassFileHeuristicLocator implements HeuristicLocator {

    @Override
    public Located locate(GradeRequest request) throws GradingException {
        ClassLoader graderLoader = Heuristic.class.getClassLoader();
        Discovery discovery;
        try {
            discovery = request.heuristicClasses().isEmpty()
                    ? HeuristicDiscovery.discover(request.classesDirectory(), request.studentClasspath(), graderLoader)
                    : HeuristicDiscovery.check(request.heuristicClasses(), request.studentClasspath(), graderLoader);
        } catch (IOException e) {
            throw new GradingException("cannot read the student's classes in " + request.classesDirectory() + ": "
                    + e.getMessage(), e);
        }
        List<HeuristicRun> unloadable = new ArrayList<>();
        List<String> setupErrors = new ArrayList<>();
        for (Rejection rejection : discovery.rejections()) {
            unloadable.add(HeuristicRun.stopped(rejection.className(), Verdict.NOT_LOADABLE, rejection.message(),
                    new Failure("not-loadable", null, rejection.kind() + ": " + rejection.message(), null)));
            if (rejection.kind() == Rejection.Kind.NOT_FOUND) {
                setupErrors.add(rejection.message());
            }
        }
        // With slots, each empty slot says what is missing, better than this line could.
        if (discovery.heuristics().isEmpty() && discovery.rejections().isEmpty() && !request.rubric().slotted()) {
            setupErrors.add("no heuristic found: no public concrete class in " + request.classesDirectory()
                    + " implements " + heuristicTypes() + "; write one, or name classes with <heuristics> or"
                    + " -Dgrade.heuristics");
        }
        Map<String, Domain> domains = new HashMap<>();
        discovery.found().forEach(found -> domains.put(found.className(), found.domain()));
        domains.putAll(discovery.rejectedDomains());
        return new Located(discovery.heuristics(), domains, unloadable, setupErrors);
    }

    /** The heuristic types the grader evaluates, {@code Heuristic<S>} per domain's state type, joined by "or". */
    private static String heuristicTypes() {
        return heuristicTypes(Domains.defaults());
    }

    /** The heuristic types of {@code domains}, in their order, {@code Heuristic<S>} for each, joined by "or". */
    static String heuristicTypes(Collection<Domain> domains) {
        return domains.stream().map(domain -> "Heuristic<" + domain.studentStateType().getSimpleName() + ">")
                .collect(Collectors.joining(" or "));
    }
}
