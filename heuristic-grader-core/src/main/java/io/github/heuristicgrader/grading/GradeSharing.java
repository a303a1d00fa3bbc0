package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.database.DomainDatabase;
import io.github.heuristicgrader.database.SuiteStarts;
import io.github.heuristicgrader.sandbox.Sandbox;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.spi.Domain;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * What the grades of one {@link ExhaustiveGrader} share: nothing ({@link #none()}, a grader that grades one project),
 * or, for the submissions of a whole class graded with one rubric and one set of puzzle files
 * ({@link #acrossGrades()}), each domain's state space and suites, their report, and the bubblewrap sandbox.
 * The grader asks it for each of these on every grade, and it makes them anew or hands out the one made before.
 */
abstract class GradeSharing {

    /** Makes a domain's state space and suites: reads them where prepared, else builds them. */
    @FunctionalInterface
    interface DomainDatabaseMaker {
        DomainDatabase make() throws GradingException;
    }

    /** Sharing nothing: every grade makes its own. */
    static GradeSharing none() {
        return new GradeSharing() {
            @Override
            DomainDatabase domainDatabase(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric,
                    DomainDatabaseMaker maker) throws GradingException {
                return maker.make();
            }

            @Override
            GradeReport.DomainReport domainReport(DomainDatabase grading) {
                return grading.report();
            }

            @Override
            Sandbox sandbox(List<Object> foundWith, Supplier<Sandbox> detect) {
                return detect.get();
            }
        };
    }

    /**
     * Sharing across the grades of many submissions, at once or in turn: each domain's state space and suites are
     * made once, by the first grade that needs them (other grades wait while one makes them), and so is their
     * report; the bubblewrap sandbox is probed once for the whole class, since whether bubblewrap starts a JVM is the
     * machine's, not the student's, while a fallback to a user of the fork's own depends on the student's folders
     * and is found per grade.
     */
    static GradeSharing acrossGrades() {
        return new GradeSharing() {
            // By what they are made from: the domain as the rubric configured it is equal only to itself, so its name
            // stands for it, the rubric too.
            private final Map<List<Object>, DomainDatabase> gradings = new ConcurrentHashMap<>();
            /** Each shared domain grading's report: the same for every grade; its fingerprint digests every state. */
            private final Map<DomainDatabase, GradeReport.DomainReport> reports =
                    Collections.synchronizedMap(new IdentityHashMap<>());
            private final Map<List<Object>, Sandbox> bubblewraps = new ConcurrentHashMap<>();

            @Override
            DomainDatabase domainDatabase(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric,
                    DomainDatabaseMaker maker) throws GradingException {
                List<Object> key = Arrays.asList(domain.name(), starts, rubric);
                synchronized (gradings) {
                    DomainDatabase made = gradings.get(key);
                    if (made == null) {
                        made = maker.make();
                        gradings.put(key, made);
                    }
                    return made;
                }
            }

            @Override
            GradeReport.DomainReport domainReport(DomainDatabase grading) {
                return reports.computeIfAbsent(grading, DomainDatabase::report);
            }

            @Override
            Sandbox sandbox(List<Object> foundWith, Supplier<Sandbox> detect) {
                Sandbox sandbox = bubblewraps.get(foundWith);
                if (sandbox == null) {
                    sandbox = detect.get();
                    if (sandbox.isolation() == Sandbox.Isolation.BUBBLEWRAP) {
                        bubblewraps.putIfAbsent(foundWith, sandbox);
                    }
                }
                return sandbox;
            }
        };
    }

    private GradeSharing() {
    }

    /**
     * The state space and suites of {@code domain} for {@code starts} and {@code rubric}: made by {@code maker}, or
     * shared.
     */
    abstract DomainDatabase domainDatabase(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric,
            DomainDatabaseMaker maker) throws GradingException;

    /** The report of {@code grading} ({@link DomainDatabase#report}): made once for a grading shared by several. */
    abstract GradeReport.DomainReport domainReport(DomainDatabase grading);

    /**
     * The sandbox found with {@code foundWith} (the mode, {@code java}, {@code PATH} and user ids it is found with):
     * found by {@code detect}, or shared.
     */
    abstract Sandbox sandbox(List<Object> foundWith, Supplier<Sandbox> detect);
}
