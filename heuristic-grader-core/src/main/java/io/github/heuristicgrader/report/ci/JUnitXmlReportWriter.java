package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.report.CheckOutcomes;
import io.github.heuristicgrader.report.CheckOutcomes.CheckOutcome;
import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.report.ReportFileWriter;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.result.CompilerMessage;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.result.GradeReport.TestReport;
import io.github.heuristicgrader.result.GradeReport.TestResult;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.result.TestRunOutcome;
import io.github.heuristicgrader.result.TestStatus;
import io.github.heuristicgrader.spi.Domain;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes a {@link GradeReport} as a JUnit XML file, {@code TEST-heuristic-grader.xml}, the format CI servers read
 * test results from (GitLab's test tab, Jenkins, GitHub actions that publish test reports).
 *
 * <p>The root {@code <testsuites name="heuristic-grader">} holds one {@code <testsuite>} per heuristic, named by its
 * class, in report order, with the verdict and score as {@code <properties>} (and {@code checkedOn}, the line of
 * {@link GradeReport#regionLines} of its domain, when that was graded within a radius). Each suite has eight
 * {@code <testcase>}s whose {@code classname} is the heuristic's class: {@code verdict}, then the checks
 * {@code wellFormed}, {@code goalZero}, {@code admissible}, {@code consistent}, {@code dominance},
 * {@code repeatable} and {@code effort}.
 *
 * <ul>
 *   <li>{@code verdict} holds an {@code <error>} when the heuristic threw, timed out, crashed, tampered with the
 *       grader's files or could not be loaded, with what happened in its text; a {@code <failure>} for any other
 *       verdict but {@code passed}. Its {@code type} is the verdict, its {@code message} the heuristic's message. This test case is what fails
 *       the build. Its {@code time} is the heuristic's evaluation on every state.
 *   <li>A check holds a {@code <failure>} (type the check's name) when it failed, with the counts as message and
 *       the example state in its text; {@code effort} fails when it earned less than all its points. When the
 *       heuristic could not be run to the end, the checks are {@code <skipped>}.
 *   <li>The {@code <system-out>} of {@code verdict} gives the verdict, score and message, and where the checks ran
 *       when within a radius; a check's gives its
 *       rubric points and their reason.
 * </ul>
 *
 * <p>When the sources did not compile, a suite named {@code compilation} comes first, with the outcome and the
 * points lost to it as {@code <properties>} and a {@code <failure>} test case per source set that did not compile,
 * {@code main} or {@code test} (type the outcome, message the report's compilation message, the compiler's messages
 * one per line as text).
 *
 * <p>After the heuristics, when the JUnit tests were run or the rubric gives them points, a suite named
 * {@code tests} holds the outcome, the platform version and the test points as {@code <properties>}, one
 * {@code <testcase>} per test in report order (its class as {@code classname}, its method as {@code name} followed by
 * a display name of its own in parentheses, its duration as {@code time}), and the run's message, each test points
 * entry and what the test JVM printed last as {@code <system-out>}. A test that failed holds a {@code <failure>}, one
 * that timed out or crashed an {@code <error>} (both with the status as {@code type}, the first line of the failure
 * as {@code message} and the whole failure as text), and one skipped, aborted or not run a {@code <skipped>}. A run
 * that exited, timed out, crashed or was tampered with, with no test to blame, gets a test case {@code run} with an
 * {@code <error>}.
 *
 * <p>The {@code tests}, {@code failures}, {@code errors} and {@code skipped} attributes count the test cases below
 * them; a suite's {@code time} is the sum of its test cases' times, in seconds with three decimals. The file holds
 * no time stamp or host name, so the same report always gives the same bytes. Student strings are escaped,
 * characters XML cannot hold (control characters other than tab and line ends) are replaced by U+FFFD, and workflow
 * commands and terminal escapes are made inert ({@link CiText}).
 */
public final class JUnitXmlReportWriter extends ReportFileWriter {

    /** The file name, matched by the usual {@code TEST-*.xml} pattern of CI servers. */
    public static final String FILE_NAME = "TEST-heuristic-grader.xml";

    /** The name of the root {@code <testsuites>}. */
    static final String SUITES_NAME = "heuristic-grader";

    /** The test case that stands for the heuristic's verdict. */
    static final String VERDICT_CASE = "verdict";

    /** The property of a heuristic's suite that says where its checks ran, when within a radius of the goals. */
    static final String CHECKED_ON_PROPERTY = "checkedOn";

    /** The suite of the JUnit tests. */
    static final String TESTS_SUITE = "tests";

    /** The test case that stands for a test run that ended early with no test to blame. */
    static final String RUN_CASE = "run";

    /** The suite of the compilation, written when the sources did not compile. */
    static final String COMPILATION_SUITE = "compilation";

    /** The suite of the rubric's slots, one case each, written when the rubric has slots. */
    static final String SLOTS_SUITE = "slots";

    private static final char REPLACEMENT = '\uFFFD';

    /** A writer; it holds no state and may be shared. */
    public JUnitXmlReportWriter() {
        super(FILE_NAME);
    }

    @Override
    public byte[] fileBytes(GradeReport report, ReportRun run) throws IOException {
        return toBytes(report);
    }

    /** Writes {@code report} to {@link #FILE_NAME} in {@code directory}: the file written. */
    public Path write(GradeReport report, Path directory) throws IOException {
        return writeIn(directory, toBytes(report));
    }

    /** One test case about to be written. */
    private record Case(String name, String className, long millis, String problem, String type,
            String message, String text, String systemOut) {
    }

    /** One of a suite's {@code <properties>}. */
    private record Property(String name, String value) {
    }

    /** One suite about to be written: a heuristic's, or the JUnit tests'. */
    private record Suite(String name, List<Property> properties, List<Case> cases, String systemOut) {

        long count(String problem) {
            return cases.stream().filter(c -> problem.equals(c.problem())).count();
        }

        long millis() {
            return cases.stream().mapToLong(Case::millis).sum();
        }
    }

    /** The bytes {@link #write} puts in the file: UTF-8 XML ending in a newline. */
    public byte[] toBytes(GradeReport whole) throws IOException {
        GradeReport report = whole.shownIn(HiddenTestNames::junitXml);
        List<Suite> suites = new ArrayList<>();
        if (!report.compilation().compiled()) {
            suites.add(compilationSuite(report.compilation()));
        }
        report.heuristics().forEach(heuristic -> suites.add(suite(heuristic, report.regionLine(heuristic.domain()))));
        if (!report.slots().isEmpty()) {
            suites.add(slotsSuite(report.slots()));
        }
        TestReport tests = report.tests();
        if (tests.outcome() != TestRunOutcome.NOT_RUN || !tests.points().isEmpty()) {
            suites.add(testsSuite(tests));
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            // The JDK's own writer: a StAX implementation on the plugin's classpath could write other bytes.
            XMLStreamWriter xml = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(bytes, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            newline(xml, 0);
            xml.writeStartElement("testsuites");
            attribute(xml, "name", SUITES_NAME);
            attribute(xml, "tests", suites.stream().mapToLong(s -> s.cases().size()).sum());
            attribute(xml, "failures", suites.stream().mapToLong(s -> s.count("failure")).sum());
            attribute(xml, "errors", suites.stream().mapToLong(s -> s.count("error")).sum());
            attribute(xml, "time", seconds(suites.stream().mapToLong(Suite::millis).sum()));
            for (Suite suite : suites) {
                writeSuite(xml, suite);
            }
            newline(xml, 0);
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IOException("cannot write JUnit XML: " + e.getMessage(), e);
        }
        bytes.write('\n');
        return bytes.toByteArray();
    }

    /** A heuristic's suite; {@code regionLine} says where its checks ran when not on the whole space, else null. */
    private static Suite suite(HeuristicReport heuristic, String regionLine) {
        List<Case> cases = new ArrayList<>();
        cases.add(verdictCase(heuristic, regionLine));
        for (CheckOutcome outcome : CheckOutcomes.of(heuristic)) {
            cases.add(checkCase(heuristic, outcome));
        }
        List<Property> properties = new ArrayList<>(List.of(new Property("verdict", heuristic.verdict().id()),
                new Property("score", Integer.toString(heuristic.score())),
                new Property("maxScore", Integer.toString(heuristic.maxScore()))));
        if (regionLine != null) {
            properties.add(new Property(CHECKED_ON_PROPERTY, regionLine));
        }
        if (heuristic.slot() != null) {
            properties.add(new Property("graded", Boolean.toString(heuristic.graded())));
            if (heuristic.slot().name() != null) {
                properties.add(new Property("slot", heuristic.slot().name()));
            }
        }
        return new Suite(heuristic.heading(), List.copyOf(properties), List.copyOf(cases),
                CheckOutcomes.slotStanding(heuristic));
    }

    /** One failed case per source set that did not compile, its messages as text. */
    private static Suite compilationSuite(GradeReport.CompilationReport compilation) {
        List<Case> cases = new ArrayList<>();
        String type = compilation.outcome().id();
        if (!compilation.main().isEmpty() || !compilation.outcome().mainCompiled()) {
            cases.add(new Case("main", COMPILATION_SUITE, 0, "failure", type, compilation.message(),
                    compilation.main().stream().map(CompilerMessage::located).reduce((a, b) -> a + "\n" + b)
                            .orElse(compilation.message()), null));
        }
        if (!compilation.test().isEmpty()) {
            cases.add(new Case("test", COMPILATION_SUITE, 0, "failure", type, compilation.message(),
                    String.join("\n", compilation.test().stream().map(CompilerMessage::located).toList()), null));
        }
        return new Suite(COMPILATION_SUITE, List.of(new Property("outcome", type),
                new Property("pointsNotGraded", Integer.toString(compilation.pointsNotGraded()))),
                List.copyOf(cases), compilation.message());
    }

    /** One case per slot of the rubric: filled passes, empty or filled twice fails with what to do. */
    private static Suite slotsSuite(List<GradeReport.SlotReport> slots) {
        List<Case> cases = new ArrayList<>();
        for (GradeReport.SlotReport slot : slots) {
            String systemOut = slot.status() + ", " + slot.earned() + "/" + slot.points() + " points: "
                    + slot.message();
            cases.add(GradeReport.SlotReport.FILLED.equals(slot.status())
                    ? new Case(slot.name(), SLOTS_SUITE, 0, null, null, null, null, systemOut)
                    : new Case(slot.name(), SLOTS_SUITE, 0, "failure", slot.status(), slot.message(),
                            slot.message(), systemOut));
        }
        int earned = slots.stream().mapToInt(GradeReport.SlotReport::earned).sum();
        int possible = slots.stream().mapToInt(GradeReport.SlotReport::points).sum();
        return new Suite(SLOTS_SUITE, List.of(new Property("score", Integer.toString(earned)),
                new Property("maxScore", Integer.toString(possible))), List.copyOf(cases), null);
    }

    private static Suite testsSuite(TestReport tests) {
        List<Property> properties = new ArrayList<>();
        properties.add(new Property("outcome", tests.outcome().id()));
        if (tests.platformVersion() != null) {
            properties.add(new Property("platformVersion", tests.platformVersion()));
        }
        properties.add(new Property("score", Integer.toString(tests.score())));
        properties.add(new Property("maxScore", Integer.toString(tests.maxScore())));
        List<Case> cases = new ArrayList<>();
        boolean blamed = false;
        for (TestResult result : tests.results()) {
            cases.add(testCase(result));
            blamed |= result.status() == TestStatus.TIMED_OUT || result.status() == TestStatus.CRASHED;
        }
        boolean endedEarly = tests.outcome() != TestRunOutcome.COMPLETED && tests.outcome() != TestRunOutcome.NOT_RUN;
        if (endedEarly && !blamed) {
            // Otherwise a run that broke down before or between tests would show in no test case.
            cases.add(new Case(RUN_CASE, TESTS_SUITE, 0, "error", tests.outcome().id(), tests.message(),
                    tests.output() == null ? tests.message() : tests.message() + "\n\n" + tests.output(), null));
        }
        StringBuilder systemOut = new StringBuilder(tests.outcome().id()).append(", ").append(tests.score())
                .append('/').append(tests.maxScore()).append(" points: ").append(tests.message());
        for (TestPoints points : tests.points()) {
            systemOut.append('\n').append(points.kind()).append(' ').append(points.name()).append(": points ")
                    .append(points.earned()).append('/').append(points.possible()).append(": ")
                    .append(points.reason());
        }
        if (tests.output() != null) {
            systemOut.append("\n\nwhat the tests printed last:\n").append(tests.output());
        }
        return new Suite(TESTS_SUITE, List.copyOf(properties), List.copyOf(cases), systemOut.toString());
    }

    private static Case testCase(TestResult result) {
        String name = result.methodName() == null ? result.displayName() : result.methodName();
        if (result.hasOwnDisplayName()) {
            name += " (" + result.displayName() + ")";
        }
        String className = result.className() == null ? TESTS_SUITE : result.className();
        long millis = result.durationMillis() == null ? 0 : result.durationMillis();
        String firstLine = result.failure() == null ? null : result.failure().lines().findFirst().orElse("");
        String status = result.status().id();
        return switch (result.status()) {
            case SUCCESSFUL -> new Case(name, className, millis, null, null, null, null, null);
            case FAILED -> new Case(name, className, millis, "failure", status, firstLine == null ? status : firstLine,
                    result.failure(), null);
            case TIMED_OUT, CRASHED -> new Case(name, className, millis, "error", status,
                    firstLine == null ? status : firstLine, result.failure(), null);
            // The common schemas give <skipped> no type: the status leads the message, unless it says skipped.
            case SKIPPED -> new Case(name, className, millis, "skipped", null, firstLine == null ? status : firstLine,
                    result.failure(), null);
            case ABORTED, NOT_RUN -> new Case(name, className, millis, "skipped", null,
                    firstLine == null ? status : status + ": " + firstLine, result.failure(), null);
        };
    }

    private static Case verdictCase(HeuristicReport heuristic, String regionLine) {
        // Whole milliseconds, so that the times written add up exactly.
        long millis = heuristic.nanosPerEvaluation() == null ? 0
                : Math.round(heuristic.nanosPerEvaluation() * heuristic.states() / 1e6);
        String problem = switch (heuristic.verdict()) {
            case PASSED -> null;
            case THREW, TIMED_OUT, CRASHED, TAMPERED, NOT_LOADABLE -> "error";
            default -> "failure";
        };
        String systemOut = heuristic.verdict().id() + ", " + heuristic.score() + "/" + heuristic.maxScore()
                + " points: " + heuristic.message() + (regionLine == null ? "" : "\n" + regionLine);
        return new Case(VERDICT_CASE, heuristic.name(), millis, problem, heuristic.verdict().id(),
                heuristic.message(), problem == null ? null : CheckOutcomes.verdictText(heuristic), systemOut);
    }

    private static Case checkCase(HeuristicReport heuristic, CheckOutcome outcome) {
        Points points = outcome.points();
        String systemOut = points == null ? null
                : "points " + CheckOutcomes.points(points) + ": " + points.reason();
        String check = outcome.check().id();
        return switch (outcome.status()) {
            case PASSED -> new Case(check, heuristic.name(), 0, null, null, null, null, systemOut);
            case NOT_RUN -> new Case(check, heuristic.name(), 0, "skipped", null, outcome.summary(), null,
                    systemOut);
            // The check passed, or was measured, but an item it requires failed: that item's case is the failure.
            case NOT_EARNED -> new Case(check, heuristic.name(), 0, "skipped", null, outcome.points().reason(), null,
                    systemOut);
            case FAILED, PARTIAL -> new Case(check, heuristic.name(), 0, "failure", check, outcome.summary(),
                    example(ReportDomains.of(heuristic), outcome), systemOut);
        };
    }

    private static String example(Domain domain, CheckOutcome outcome) {
        StringBuilder text = new StringBuilder(outcome.summary());
        if (outcome.exampleCaption() != null) {
            text.append("\n\n").append(outcome.exampleCaption()).append(":\n")
                    .append(String.join("\n", outcome.exampleRows()));
        }
        if (!outcome.solution().isEmpty()) {
            text.append("\n\nan optimal solution from it, one ").append(domain.stateNoun())
                    .append(" per line (rows top to bottom):\n")
                    .append(String.join("\n", outcome.solution()));
        }
        return text.toString();
    }

    private static void writeSuite(XMLStreamWriter xml, Suite suite) throws XMLStreamException {
        newline(xml, 1);
        xml.writeStartElement("testsuite");
        attribute(xml, "name", suite.name());
        attribute(xml, "tests", suite.cases().size());
        attribute(xml, "failures", suite.count("failure"));
        attribute(xml, "errors", suite.count("error"));
        attribute(xml, "skipped", suite.count("skipped"));
        attribute(xml, "time", seconds(suite.millis()));
        newline(xml, 2);
        xml.writeStartElement("properties");
        for (Property property : suite.properties()) {
            property(xml, property.name(), property.value());
        }
        newline(xml, 2);
        xml.writeEndElement();
        for (Case testCase : suite.cases()) {
            writeCase(xml, testCase);
        }
        systemOut(xml, suite.systemOut(), 2);
        newline(xml, 1);
        xml.writeEndElement();
    }

    private static void property(XMLStreamWriter xml, String name, String value) throws XMLStreamException {
        newline(xml, 3);
        xml.writeEmptyElement("property");
        attribute(xml, "name", name);
        attribute(xml, "value", value);
    }

    private static void writeCase(XMLStreamWriter xml, Case testCase) throws XMLStreamException {
        newline(xml, 2);
        boolean empty = testCase.problem() == null && testCase.systemOut() == null;
        if (empty) {
            xml.writeEmptyElement("testcase");
        } else {
            xml.writeStartElement("testcase");
        }
        attribute(xml, "name", testCase.name());
        attribute(xml, "classname", testCase.className());
        attribute(xml, "time", seconds(testCase.millis()));
        if (empty) {
            return;
        }
        if (testCase.problem() != null) {
            newline(xml, 3);
            if (testCase.text() == null) {
                xml.writeEmptyElement(testCase.problem());
            } else {
                xml.writeStartElement(testCase.problem());
            }
            if (testCase.type() != null) {
                attribute(xml, "type", testCase.type());
            }
            attribute(xml, "message", testCase.message());
            if (testCase.text() != null) {
                xml.writeCharacters(text(testCase.text()));
                xml.writeEndElement();
            }
        }
        systemOut(xml, testCase.systemOut(), 3);
        newline(xml, 2);
        xml.writeEndElement();
    }

    /** A {@code <system-out>} holding {@code text}, on a line of its own at {@code depth}; nothing when it is null. */
    private static void systemOut(XMLStreamWriter xml, String text, int depth) throws XMLStreamException {
        if (text != null) {
            newline(xml, depth);
            xml.writeStartElement("system-out");
            xml.writeCharacters(text(text));
            xml.writeEndElement();
        }
    }

    private static void newline(XMLStreamWriter xml, int depth) throws XMLStreamException {
        xml.writeCharacters("\n" + "  ".repeat(depth));
    }

    private static void attribute(XMLStreamWriter xml, String name, long value) throws XMLStreamException {
        xml.writeAttribute(name, Long.toString(value));
    }

    private static void attribute(XMLStreamWriter xml, String name, String value) throws XMLStreamException {
        xml.writeAttribute(name, attributeValue(value));
    }

    /** Milliseconds as seconds with three decimals, e.g. {@code 12.345}. */
    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%d.%03d", millis / 1000, millis % 1000);
    }

    /**
     * {@code value} fit for an attribute: white space (which a parser would turn into spaces anyway) as spaces, and
     * characters XML cannot hold replaced; "" for null. The writer escapes markup.
     */
    static String attributeValue(String value) {
        if (value == null) {
            return "";
        }
        return text(value).replace('\n', ' ').replace('\t', ' ');
    }

    /**
     * {@code value} fit for element text: line ends as {@code \n} (as a parser reads them), characters XML 1.0
     * cannot hold (controls other than tab and line ends, lone surrogates, U+FFFE, U+FFFF) as U+FFFD, and inert for
     * CI log parsers ({@link CiText}), since a tool that reads JUnit XML may print its messages to a CI log. The
     * writer escapes markup, so {@code ]]>} or {@code </testcase>} in a student string stay text.
     */
    static String text(String value) {
        String lines = CiText.inert(value);
        StringBuilder text = new StringBuilder(lines.length());
        for (int i = 0; i < lines.length(); i++) {
            char c = lines.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < lines.length()
                    && Character.isLowSurrogate(lines.charAt(i + 1));
            if (pair) {
                text.append(c).append(lines.charAt(++i));
            } else if (c == '\t' || c == '\n' || c >= 0x20 && c <= 0xD7FF || c >= 0xE000 && c <= 0xFFFD) {
                text.append(c);
            } else {
                text.append(REPLACEMENT);
            }
        }
        return text.toString();
    }
}
