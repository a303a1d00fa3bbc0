package io.github.heuristicgrader.result;

import io.github.heuristicgrader.result.GradeReport.InstructorRun;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.result.HiddenTestNames.Naming;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A report as one output shows it, its hidden tests named as {@link HiddenTestNames} says for that output: the one
 * place that decides a hidden test's displayed name. Every writer draws the view of its own output.
 *
 * <p>A hidden test is one of the instructor's ({@code source} {@code instructor}). An entry of test points is on
 * hidden tests when it covers one, or covers none while there were instructor tests (it may name a hidden test that
 * never ran), as Gradescope's {@code after_published} rule has it. Under {@link Naming#NUMBERED}:
 * <ul>
 *   <li>each hidden test is {@code hidden test N}, N counting from 1 in the order of the tests' real names (then
 *       unique ids), listed after the project's tests in that order; its class and method are gone, its tags and
 *       status stay, and its failure is cut to its first line (no stack frame names a hidden class);</li>
 *   <li>each hidden test class is {@code hidden class N}, in the order of the class names;</li>
 *   <li>an entry on hidden tests is named by its test's or class's number ({@code hidden entry N} when it covers
 *       none; a tag keeps its name, the instructor's word and no test's);</li>
 *   <li>in every text of the tests section (failures, reasons, messages, what the hidden tests printed) each hidden
 *       test's and class's name, its simple name and its method's name are replaced by the number, where they stand
 *       as a whole word.</li>
 * </ul>
 * Under {@link Naming#NONE} the hidden tests are not listed, the entries on them are one entry of kind
 * {@code hidden} and name {@code tests} with their points added up, and every hidden name in the texts reads
 * {@code a hidden test} or {@code a hidden class}. The counts and points of the tests section are never changed.
 */
public final class HiddenTestView {

    /** The {@code source} of an instructor's test. */
    public static final String INSTRUCTOR = "instructor";
    /**
     * The kind and name of the one entry under {@link Naming#NONE} that holds every hidden entry's points: shown as
     * {@code hidden tests} wherever an entry reads as its kind and name.
     */
    public static final String HIDDEN_KIND = "hidden";
    static final String HIDDEN_ENTRY_NAME = "tests";

    /** Characters that continue a Java name: a hidden name is replaced only where none stands next to it. */
    private static final String NAME_CHARACTER = "[\\p{L}\\p{N}_]";

    private HiddenTestView() {
    }

    /** {@code report} as an output that names hidden tests as {@code naming} says; {@code report} itself for names. */
    public static GradeReport of(GradeReport report, Naming naming) {
        TestReport tests = report.tests();
        if (naming == Naming.NAMES || tests == null || !hasHiddenTests(tests)) {
            return report;
        }
        TestReport shown = of(tests, naming);
        return new GradeReport(report.schemaVersion(), report.generator(), report.score(), report.maxScore(),
                report.passed(), report.domains(), report.heuristics(), shown, report.sandbox(), report.slots(),
                report.configuration(), report.compilation(), report.resources(), report.hiddenTestNames(),
                report.unreadPuzzleFiles());
    }

    /** The tests section as an output that names hidden tests as {@code naming} says. */
    static TestReport of(TestReport tests, Naming naming) {
        if (naming == Naming.NAMES || !hasHiddenTests(tests)) {
            return tests;
        }
        Names names = new Names(tests.results(), naming);
        List<TestResult> results = new ArrayList<>();
        for (TestResult result : tests.results()) {
            if (!isHidden(result)) {
                results.add(result);
            }
        }
        if (naming == Naming.NUMBERED) {
            for (TestResult hidden : names.hidden) {
                String alias = names.testAlias.get(hidden.uniqueId());
                results.add(new TestResult(names.idOf(hidden.uniqueId()), INSTRUCTOR, null, null, alias,
                        hidden.tags(), hidden.status(), hidden.durationMillis(), hidden.failure() == null ? null
                                : names.replace(hidden.failure().lines().findFirst().orElse(""))));
            }
        }
        List<TestPoints> points = new ArrayList<>();
        int hiddenEarned = 0;
        int hiddenPossible = 0;
        int hiddenEntries = 0;
        int unnamed = 0;
        for (TestPoints entry : tests.points()) {
            if (!onHiddenTests(entry, tests)) {
                points.add(entry);
            } else if (naming == Naming.NONE) {
                hiddenEarned += entry.earned();
                hiddenPossible += entry.possible();
                hiddenEntries++;
            } else {
                String name = names.entryName(entry);
                if (name == null) {
                    name = "hidden entry " + ++unnamed;
                }
                points.add(new TestPoints(entry.kind(), name, entry.earned(), entry.possible(),
                        names.replace(entry.reason()), entry.tests().stream().map(names::idOf).toList()));
            }
        }
        if (hiddenEntries > 0) {
            points.add(new TestPoints(HIDDEN_KIND, HIDDEN_ENTRY_NAME, hiddenEarned, hiddenPossible,
                    hiddenEarned + " of " + hiddenPossible + " points on the instructor's hidden tests, which this"
                            + " report does not list", List.of()));
        }
        InstructorRun run = tests.instructorRun();
        InstructorRun shownRun = run == null ? null : new InstructorRun(run.outcome(), names.replace(run.message()),
                run.platformVersion(), names.replace(run.output()));
        return new TestReport(tests.outcome(), names.replace(tests.message()), tests.platformVersion(), tests.total(),
                tests.successful(), tests.failed(), tests.aborted(), tests.skipped(), tests.timedOut(),
                tests.crashed(), tests.notRun(), tests.score(), tests.maxScore(), List.copyOf(points),
                List.copyOf(results), tests.output(), shownRun);
    }

    private static boolean hasHiddenTests(TestReport tests) {
        return tests.instructorRun() != null || tests.results().stream().anyMatch(HiddenTestView::isHidden);
    }

    private static boolean isHidden(TestResult result) {
        return INSTRUCTOR.equals(result.source());
    }

    /** Whether the entry covers an instructor's test, or covers none while there were some (it may name one). */
    public static boolean onHiddenTests(TestPoints entry, TestReport tests) {
        List<TestResult> covered = tests.results().stream().filter(result -> entry.tests().contains(
                result.uniqueId())).toList();
        return covered.stream().anyMatch(HiddenTestView::isHidden)
                || covered.isEmpty() && (tests.instructorRun() != null
                        || tests.results().stream().anyMatch(HiddenTestView::isHidden));
    }

    /** The hidden tests' and classes' names and what each reads as in the view. */
    private static final class Names {

        private final List<TestResult> hidden;
        private final Map<String, String> testAlias = new HashMap<>();
        private final Map<String, String> idAlias = new HashMap<>();
        private final Map<String, String> classAlias = new TreeMap<>();
        /** Each hidden name to what replaces it in a text, longest first so that no part of a name is left. */
        private final Map<String, String> replacements = new LinkedHashMap<>();
        private final Pattern pattern;

        Names(List<TestResult> results, Naming naming) {
            hidden = results.stream().filter(HiddenTestView::isHidden).sorted(Comparator.comparing(
                    TestResult::qualifiedName, Comparator.nullsFirst(Comparator.naturalOrder()))
                    .thenComparing(TestResult::uniqueId)).toList();
            Map<String, String> byName = new HashMap<>();
            for (TestResult test : hidden) {
                String alias = naming == Naming.NUMBERED ? "hidden test " + (testAlias.size() + 1) : "a hidden test";
                testAlias.put(test.uniqueId(), alias);
                idAlias.put(test.uniqueId(), "[hidden-test:" + testAlias.size() + "]");
                if (test.className() != null) {
                    classAlias.put(test.className(), null);
                }
                byName.put(test.uniqueId(), alias);
                byName.putIfAbsent(test.qualifiedName(), alias);
                byName.putIfAbsent(test.label(), alias);
                if (test.hasOwnDisplayName()) {
                    byName.putIfAbsent(test.displayName(), alias);
                }
            }
            int classes = 0;
            for (Map.Entry<String, String> entry : classAlias.entrySet()) {
                entry.setValue(naming == Naming.NUMBERED ? "hidden class " + ++classes : "a hidden class");
            }
            for (Map.Entry<String, String> entry : classAlias.entrySet()) {
                String className = entry.getKey();
                byName.putIfAbsent(className, entry.getValue());
                byName.putIfAbsent(className.substring(className.lastIndexOf('.') + 1), entry.getValue());
                byName.putIfAbsent(className.substring(Math.max(className.lastIndexOf('.'),
                        className.lastIndexOf('$')) + 1), entry.getValue());
            }
            // A method's name stands for its test when one hidden test alone has it.
            Map<String, String> methods = new HashMap<>();
            for (TestResult test : hidden) {
                if (test.methodName() != null) {
                    String alias = testAlias.get(test.uniqueId());
                    methods.merge(test.methodName(), alias, (one, other) -> one.equals(other) ? one
                            : "a hidden test");
                }
            }
            methods.forEach(byName::putIfAbsent);
            byName.keySet().removeIf(name -> name == null || name.isBlank());
            byName.entrySet().stream().sorted(Comparator.comparing((Map.Entry<String, String> e) -> -e.getKey()
                    .length()).thenComparing(Map.Entry::getKey)).forEach(e -> replacements.put(e.getKey(),
                            e.getValue()));
            StringBuilder alternatives = new StringBuilder();
            for (String name : replacements.keySet()) {
                alternatives.append(alternatives.isEmpty() ? "" : "|").append(Pattern.quote(name));
            }
            pattern = replacements.isEmpty() ? null : Pattern.compile("(?<!" + NAME_CHARACTER + ")(?:" + alternatives
                    + ")(?!" + NAME_CHARACTER + ")");
        }

        /** {@code text} with every hidden name in it replaced; null for null. */
        String replace(String text) {
            if (text == null || pattern == null) {
                return text;
            }
            Matcher matcher = pattern.matcher(text);
            StringBuilder replaced = new StringBuilder();
            while (matcher.find()) {
                matcher.appendReplacement(replaced, Matcher.quoteReplacement(replacements.get(matcher.group())));
            }
            matcher.appendTail(replaced);
            return replaced.toString();
        }

        /** The unique id a hidden test has in the view; any other id as it is. */
        String idOf(String uniqueId) {
            return idAlias.getOrDefault(uniqueId, uniqueId);
        }

        /** The name of an entry on hidden tests in the view, or null when it names no hidden test or class. */
        String entryName(TestPoints entry) {
            if ("tag".equals(entry.kind())) {
                return entry.name();
            }
            String className = classAlias.get(entry.name());
            if (className != null) {
                return className;
            }
            for (TestResult test : hidden) {
                if (entry.name().equals(test.qualifiedName()) || entry.name().equals(test.uniqueId())) {
                    return testAlias.get(test.uniqueId());
                }
            }
            return null;
        }
    }
}
