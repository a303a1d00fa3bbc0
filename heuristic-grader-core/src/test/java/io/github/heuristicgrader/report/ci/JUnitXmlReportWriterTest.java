package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HostileReports;
import io.github.heuristicgrader.result.SampleReports;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

class JUnitXmlReportWriterTest {

    private static final List<String> CASES = List.of("verdict", "wellFormed", "goalZero", "admissible",
            "consistent", "dominance", "repeatable", "effort");

    private static Schema schema;

    private final JUnitXmlReportWriter writer = new JUnitXmlReportWriter();

    @TempDir
    Path directory;

    private Path file;
    private Document xml;

    @BeforeAll
    static void loadSchema() throws SAXException {
        URL xsd = JUnitXmlReportWriterTest.class.getResource("/junit-xml/junit.xsd");
        assertNotNull(xsd, "junit.xsd on the test classpath");
        schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd);
    }

    @BeforeEach
    void writeSample() throws Exception {
        file = writer.write(SampleReports.threeHeuristics(), directory);
        xml = parse(Files.readAllBytes(file));
    }

    @Test
    void writesTestDashXmlIntoTheDirectory() {
        assertEquals(directory.resolve("TEST-heuristic-grader.xml"), file);
    }

    @Test
    void validatesAgainstTheJUnitSchema() throws Exception {
        validate(Files.readAllBytes(file));
    }

    @Test
    void schemaRejectsCountsThatAreNotNumbers() throws Exception {
        String broken = Files.readString(file, StandardCharsets.UTF_8).replaceFirst("tests=\"\\d+\"", "tests=\"many\"");
        assertThrows(SAXException.class, () -> validate(broken.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void holdsOneSuitePerHeuristicWithEightTestCases() {
        Element root = xml.getDocumentElement();
        assertEquals("testsuites", root.getTagName());
        assertEquals("heuristic-grader", root.getAttribute("name"));
        List<Element> suites = children(root, "testsuite");
        assertEquals(List.of(SampleReports.PASSING, SampleReports.OVERESTIMATING, SampleReports.HOSTILE_NAME),
                suites.stream().map(suite -> suite.getAttribute("name")).toList());
        for (Element suite : suites) {
            List<Element> cases = children(suite, "testcase");
            assertEquals(CASES, cases.stream().map(c -> c.getAttribute("name")).toList());
            cases.forEach(c -> assertEquals(suite.getAttribute("name"), c.getAttribute("classname")));
        }
    }

    @Test
    void countsMatchTheTestCasesInEverySuiteAndInAll() throws Exception {
        for (GradeReport report : List.of(SampleReports.threeHeuristics(), SampleReports.withTests(),
                HostileReports.withTests(HostileReports.crashedTests()),
                HostileReports.withTests(HostileReports.testsNotRunWithPoints()))) {
            assertCountsMatch(parse(writer.toBytes(report)).getDocumentElement());
        }
    }

    private static void assertCountsMatch(Element root) {
        int tests = 0;
        int failures = 0;
        int errors = 0;
        for (Element suite : children(root, "testsuite")) {
            List<Element> cases = children(suite, "testcase");
            int suiteFailures = count(cases, "failure");
            int suiteErrors = count(cases, "error");
            assertEquals(cases.size(), Integer.parseInt(suite.getAttribute("tests")));
            assertEquals(suiteFailures, Integer.parseInt(suite.getAttribute("failures")));
            assertEquals(suiteErrors, Integer.parseInt(suite.getAttribute("errors")));
            assertEquals(count(cases, "skipped"), Integer.parseInt(suite.getAttribute("skipped")));
            tests += cases.size();
            failures += suiteFailures;
            errors += suiteErrors;
        }
        assertEquals(tests, Integer.parseInt(root.getAttribute("tests")));
        assertEquals(failures, Integer.parseInt(root.getAttribute("failures")));
        assertEquals(errors, Integer.parseInt(root.getAttribute("errors")));
    }

    @Test
    void suiteTimeIsTheSumOfItsTestCasesAndTheVerdictTakesTheEvaluation() throws Exception {
        assertTimesAddUp(xml.getDocumentElement());
        assertTimesAddUp(parse(writer.toBytes(SampleReports.withTests())).getDocumentElement());
        // 84.375 ns on each of 363,480 layouts
        assertEquals("0.031", testCase(SampleReports.PASSING, "verdict").getAttribute("time"));
        assertEquals("0.000", testCase(SampleReports.HOSTILE_NAME, "verdict").getAttribute("time"));
    }

    private static void assertTimesAddUp(Element root) {
        BigDecimal all = BigDecimal.ZERO;
        for (Element suite : children(root, "testsuite")) {
            BigDecimal sum = BigDecimal.ZERO;
            for (Element testCase : children(suite, "testcase")) {
                sum = sum.add(new BigDecimal(testCase.getAttribute("time")));
            }
            assertEquals(sum, new BigDecimal(suite.getAttribute("time")));
            all = all.add(sum);
        }
        assertEquals(all, new BigDecimal(root.getAttribute("time")));
    }

    @Test
    void testsAreASuiteAfterTheHeuristicsWithOneTestCasePerTest() throws Exception {
        byte[] bytes = writer.toBytes(SampleReports.withTests());
        validate(bytes);
        List<Element> suites = children(parse(bytes).getDocumentElement(), "testsuite");
        assertEquals(List.of(SampleReports.PASSING, SampleReports.OVERESTIMATING, SampleReports.HOSTILE_NAME,
                "tests"), suites.stream().map(suite -> suite.getAttribute("name")).toList());
        Element tests = suites.get(3);
        assertEquals(List.of("5", "1", "1", "2", "0.015"), List.of(tests.getAttribute("tests"),
                tests.getAttribute("failures"), tests.getAttribute("errors"), tests.getAttribute("skipped"),
                tests.getAttribute("time")));
        assertEquals(List.of("outcome=exited", "platformVersion=1.13.4", "score=5", "maxScore=30"),
                children(child(tests, "properties"), "property").stream()
                        .map(p -> p.getAttribute("name") + "=" + p.getAttribute("value")).toList());
        List<Element> cases = children(tests, "testcase");
        assertEquals(List.of("edu.example.BoardTest parsesTheClassicStart 0.012 passed",
                "edu.example.BoardTest rejectsMarkup (rejects <b>markup</b>) 0.003 failure",
                "edu.example.BoardTest solvesSlowly 0.000 skipped",
                "edu.example.hidden.HiddenTest quits 0.000 error",
                "edu.example.hidden.HiddenTest solves 0.000 skipped"), cases.stream()
                        .map(c -> c.getAttribute("classname") + " " + c.getAttribute("name") + " "
                                + c.getAttribute("time") + " " + result(c)).toList());
    }

    @Test
    void failedTestIsAFailureAndCrashedTestAnErrorWithTheWholeFailureAsText() throws Exception {
        List<Element> cases = children(testsSuite(SampleReports.withTests()), "testcase");
        Element failure = child(cases.get(1), "failure");
        assertEquals("failed", failure.getAttribute("type"));
        assertEquals(SampleReports.HOSTILE_FAILURE, failure.getAttribute("message"));
        assertEquals(SampleReports.HOSTILE_FAILURE + "\n\tat edu.example.BoardTest.rejectsMarkup(BoardTest.java:31)",
                failure.getTextContent());
        Element error = child(cases.get(3), "error");
        assertEquals("crashed", error.getAttribute("type"));
        assertEquals(SampleReports.EXIT_MESSAGE, error.getAttribute("message"));
    }

    @Test
    void skippedAbortedAndNotRunTestsAreSkippedSayingWhy() throws Exception {
        List<Element> cases = children(testsSuite(SampleReports.withTests()), "testcase");
        assertEquals("disabled: too slow for CI", child(cases.get(2), "skipped").getAttribute("message"));
        assertEquals("not-run: not reached: " + SampleReports.EXIT_MESSAGE,
                child(cases.get(4), "skipped").getAttribute("message"));
    }

    @Test
    void testsSuiteOutputGivesTheRunEachTestPointsEntryAndWhatTheTestsPrinted() throws Exception {
        String out = child(testsSuite(SampleReports.withTests()), "system-out").getTextContent();
        assertTrue(out.startsWith("exited, 5/30 points: " + SampleReports.EXIT_MESSAGE + "; 5 tests: "), out);
        assertTrue(out.contains("\ntest " + SampleReports.FAILING_TEST + ": points 0/10: failed: "
                + SampleReports.HOSTILE_FAILURE + "\n"), out);
        assertTrue(out.contains("\nclass edu.example.hidden.HiddenTest: points 0/10: 0 of 2 tests passed"), out);
        assertTrue(out.endsWith("\n\nwhat the tests printed last:\nquitting now </script>\nthe test JVM output"), out);
    }

    @Test
    void sourcesThatDidNotCompileAreASuiteOfTheirOwnWithTheCompilersMessagesAsText() throws Exception {
        byte[] bytes = writer.toBytes(SampleReports.notCompiling());
        validate(bytes);
        Element root = parse(bytes).getDocumentElement();
        assertCountsMatch(root);
        List<Element> suites = children(root, "testsuite");
        assertEquals(List.of("compilation"), suites.stream().map(suite -> suite.getAttribute("name")).toList());
        Element main = child(suites.get(0), "testcase");
        assertEquals("main", main.getAttribute("name"));
        Element failure = child(main, "failure");
        assertEquals("main-failed", failure.getAttribute("type"));
        assertTrue(failure.getTextContent().startsWith("src/main/java/student/<script>alert(1)</script>.java:11:20:"
                + " cannot find symbol\n  symbol:"), failure.getTextContent());
        assertTrue(failure.getTextContent().endsWith("\nsrc/main/java/student/Blocked.java:12: ';' expected"),
                failure.getTextContent());
    }

    @Test
    void noTestsSuiteWhenTestsWereNotRunAndEarnNothing() {
        assertEquals(3, children(xml.getDocumentElement(), "testsuite").size());
    }

    @Test
    void testsNotRunButWorthPointsAreASuiteWithoutTestCases() throws Exception {
        byte[] bytes = writer.toBytes(HostileReports.withTests(HostileReports.testsNotRunWithPoints()));
        validate(bytes);
        Element tests = children(parse(bytes).getDocumentElement(), "testsuite").get(3);
        assertEquals("tests", tests.getAttribute("name"));
        assertEquals("0", tests.getAttribute("tests"));
        assertTrue(children(tests, "testcase").isEmpty());
        assertTrue(child(tests, "system-out").getTextContent().contains("\nclass student.BoardTest: points 0/20: tests"
                + " were not run: no JUnit Platform engine"));
    }

    @Test
    void runThatEndedWithNoTestToBlameIsAnErrorOfItsOwn() throws Exception {
        byte[] bytes = writer.toBytes(HostileReports.withTests(HostileReports.crashedTests()));
        validate(bytes);
        Element tests = children(parse(bytes).getDocumentElement(), "testsuite").get(3);
        List<Element> cases = children(tests, "testcase");
        assertEquals(3, cases.size());
        Element run = cases.get(2);
        assertEquals(List.of("tests", "run"), List.of(run.getAttribute("classname"), run.getAttribute("name")));
        Element error = child(run, "error");
        assertEquals("crashed", error.getAttribute("type"));
        assertTrue(error.getTextContent().endsWith("\n\n" + HostileReports.OUTPUT), error.getTextContent());
        List<String> blamed = children(testsSuite(SampleReports.withTests()), "testcase").stream()
                .map(c -> c.getAttribute("name")).toList();
        assertFalse(blamed.contains("run"), "a crashed test is to blame: " + blamed);
    }

    @Test
    void hostileTestNamesAndFailuresStayTextAndTheFileStaysValid() throws Exception {
        byte[] bytes = writer.toBytes(HostileReports.withTests(HostileReports.crashedTests()));
        validate(bytes);
        List<Element> cases = children(children(parse(bytes).getDocumentElement(), "testsuite").get(3), "testcase");
        Element breaks = cases.get(0);
        String name = HostileReports.NAME.replace('\u0000', '\uFFFD').replace('\u001b', '\uFFFD');
        assertEquals("breaks (" + name + ")", breaks.getAttribute("name"));
        String text = child(breaks, "failure").getTextContent();
        assertTrue(text.startsWith("java.lang.IllegalStateException: ]]></error></testcase><testcase name=\"x\">\n"),
                text);
        assertTrue(text.contains("\uFFFD[31mred\uFFFD[0m \uFFFD \n\tat student.Evil"), text);
        assertEquals(List.of("holds", "1.234"), List.of(cases.get(1).getAttribute("name"),
                cases.get(1).getAttribute("time")));
        assertFalse(new String(bytes, StandardCharsets.UTF_8).contains("<script>"));
    }

    @Test
    void leavesNoWorkflowCommandOrTerminalEscapeOfTheStudentsInTheFile() throws Exception {
        byte[] bytes = writer.toBytes(HostileReports.withTests(HostileReports.forgedCommandTests()));
        validate(bytes);
        Element forges = children(children(parse(bytes).getDocumentElement(), "testsuite").get(3), "testcase").get(0);

        assertEquals("forges (# #[notice title=Autograding complete]Points 100/100)", forges.getAttribute("name"));
        assertEquals("org.opentest4j.AssertionFailedError: # #[stop-commands]forged",
                child(forges, "failure").getAttribute("message"));
        assertEquals("org.opentest4j.AssertionFailedError: # #[stop-commands]forged\n"
                + ": :notice title=Autograding complete::Points 100/100\n  : :error::x\n"
                + "\uFFFD[0Ksection_start:1700000000:forged\n\uFFFD[0KForged section",
                child(forges, "failure").getTextContent());
        String file = new String(bytes, StandardCharsets.UTF_8);
        assertFalse(file.contains("##["), file);
        assertTrue(file.lines().noneMatch(line -> line.strip().startsWith("::")), file);
        assertFalse(file.contains("&#27;") || file.contains("&#13;") || file.contains("\r"), file);
    }

    @Test
    void passingHeuristicHasNoFailureAndItsPointsAsOutput() {
        Element suite = suite(SampleReports.PASSING);
        assertEquals("0", suite.getAttribute("failures"));
        assertEquals("0", suite.getAttribute("errors"));
        assertEquals("points 40/40: holds",
                child(testCase(SampleReports.PASSING, "admissible"), "system-out").getTextContent());
        assertTrue(child(testCase(SampleReports.PASSING, "verdict"), "system-out").getTextContent()
                .startsWith("passed, 100/100 points: admissible and consistent"));
    }

    @Test
    void suitePropertiesGiveVerdictAndScore() {
        List<Element> properties = children(child(suite(SampleReports.OVERESTIMATING), "properties"), "property");
        assertEquals(List.of("verdict=inadmissible", "score=20", "maxScore=100"), properties.stream()
                .map(p -> p.getAttribute("name") + "=" + p.getAttribute("value")).toList());
    }

    @Test
    void inadmissibleVerdictIsAFailure() {
        Element failure = child(testCase(SampleReports.OVERESTIMATING, "verdict"), "failure");
        assertEquals("inadmissible", failure.getAttribute("type"));
        assertEquals(SampleReports.VIOLATIONS + " layouts overestimate; worst h=5, d=3", failure.getAttribute("message"));
    }

    @Test
    void failedCheckIsAFailureWithItsCountsAndExampleBoard() {
        Element failure = child(testCase(SampleReports.OVERESTIMATING, "admissible"), "failure");
        assertEquals("admissible", failure.getAttribute("type"));
        assertEquals("4,242 layouts overestimated, worst by 3", failure.getAttribute("message"));
        String text = failure.getTextContent();
        assertTrue(text.contains("smallest counterexample: h=5, d=3:\n^<>^\nv22v\n^11^\nv11v\n22..\n"), text);
        assertTrue(text.contains("\n^<>^ v22v ^..^ v11v 2112"), text);
        assertNull(child(testCase(SampleReports.OVERESTIMATING, "wellFormed"), "failure"));
        assertNotNull(child(testCase(SampleReports.OVERESTIMATING, "repeatable"), "failure"));
    }

    @Test
    void heuristicThatCouldNotBeLoadedIsAnErrorAndItsChecksAreSkipped() {
        Element error = child(testCase(SampleReports.HOSTILE_NAME, "verdict"), "error");
        assertEquals("not-loadable", error.getAttribute("type"));
        assertEquals("class " + SampleReports.HOSTILE_NAME + " not on the project classpath",
                error.getAttribute("message"));
        assertTrue(error.getTextContent().contains(SampleReports.HOSTILE_DETAIL), error.getTextContent());
        for (String check : CASES.subList(1, CASES.size())) {
            Element skipped = child(testCase(SampleReports.HOSTILE_NAME, check), "skipped");
            assertNotNull(skipped, check);
            assertEquals("not run: the heuristic not-loadable", skipped.getAttribute("message"));
        }
    }

    @Test
    void hostileStringsStayTextAndTheFileStaysValid() throws Exception {
        byte[] bytes = writer.toBytes(HostileReports.withCrashedHostile());
        validate(bytes);
        Document hostile = parse(bytes);
        List<Element> suites = children(hostile.getDocumentElement(), "testsuite");
        Element crashed = suites.get(suites.size() - 1);
        // XML 1.0 cannot hold U+0000 or ESC: they become U+FFFD; the rest reads back as written.
        String name = HostileReports.NAME.replace('\u0000', '\uFFFD').replace('\u001b', '\uFFFD');
        assertEquals(name, crashed.getAttribute("name"));
        assertEquals(CASES.size(), children(crashed, "testcase").size());
        Element error = child(children(crashed, "testcase").get(0), "error");
        assertEquals("crashed", error.getAttribute("type"));
        String text = error.getTextContent();
        assertTrue(text.contains("]]></error></testcase><testcase name=\"x\">\n```\n| not | a | table |\n"), text);
        assertTrue(text.contains("\uFFFD[31mred\uFFFD[0m \uFFFD \n\tat student.Evil"), text);
        assertTrue(text.contains("evaluating ^11^ v11v ^<>^ v22v 2..2"), text);
        assertFalse(new String(bytes, StandardCharsets.UTF_8).contains("<script>"));
    }

    @Test
    void emptyReportIsAValidFileWithNoSuite() throws Exception {
        byte[] bytes = writer.toBytes(HostileReports.empty());
        validate(bytes);
        Element root = parse(bytes).getDocumentElement();
        assertEquals("0", root.getAttribute("tests"));
        assertTrue(children(root, "testsuite").isEmpty());
    }

    @Test
    void writesUtf8WithADeclarationIndentAndNoTimeStampOrHost() throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"heuristic-grader\""),
                text.substring(0, 80));
        assertTrue(text.contains("\n  <testsuite name=\"edu.example.BlockingHeuristic\""), text);
        assertTrue(text.endsWith("</testsuites>\n"));
        assertFalse(text.contains("timestamp") || text.contains("hostname"));
    }

    @Test
    void writesTheSameBytesTwice() throws IOException {
        byte[] again = Files.readAllBytes(writer.write(SampleReports.threeHeuristics(), directory.resolve("again")));
        assertArrayEquals(Files.readAllBytes(file), again);
        assertArrayEquals(writer.toBytes(SampleReports.withTests()), writer.toBytes(SampleReports.withTests()));
    }

    private Element testsSuite(GradeReport report) throws Exception {
        List<Element> suites = children(parse(writer.toBytes(report)).getDocumentElement(), "testsuite");
        Element tests = suites.get(suites.size() - 1);
        assertEquals("tests", tests.getAttribute("name"));
        return tests;
    }

    private static String result(Element testCase) {
        return List.of("failure", "error", "skipped").stream().filter(tag -> child(testCase, tag) != null).findFirst()
                .orElse("passed");
    }

    private static void validate(byte[] bytes) throws SAXException, IOException {
        schema.newValidator().validate(new StreamSource(new ByteArrayInputStream(bytes)));
    }

    @Test
    void aTamperedHeuristicAndTestRunAreErrors() throws Exception {
        byte[] bytes = writer.toBytes(HostileReports.withTampered());
        validate(bytes);
        List<Element> suites = children(parse(bytes).getDocumentElement(), "testsuite");

        Element evil = suites.stream().filter(s -> s.getAttribute("name").equals("student.Evil")).findFirst()
                .orElseThrow();
        Element error = child(children(evil, "testcase").get(0), "error");
        assertEquals("tampered", error.getAttribute("type"));
        assertTrue(error.getTextContent().contains(HostileReports.TAMPERED_DETAIL), error.getTextContent());
        Element tests = suites.get(suites.size() - 1);
        Element run = children(tests, "testcase").stream().filter(c -> c.getAttribute("name").equals("run"))
                .findFirst().orElseThrow();
        assertEquals("tampered", child(run, "error").getAttribute("type"));
    }

    private static Document parse(byte[] bytes) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(bytes));
    }

    private Element suite(String name) {
        return children(xml.getDocumentElement(), "testsuite").stream()
                .filter(suite -> suite.getAttribute("name").equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no suite " + name));
    }

    private Element testCase(String heuristic, String name) {
        return children(suite(heuristic), "testcase").stream().filter(c -> c.getAttribute("name").equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no test case " + name));
    }

    private static int count(List<Element> cases, String result) {
        return (int) cases.stream().filter(c -> child(c, result) != null).count();
    }

    private static Element child(Element parent, String tag) {
        List<Element> children = children(parent, tag);
        return children.isEmpty() ? null : children.get(0);
    }

    private static List<Element> children(Element parent, String tag) {
        List<Element> children = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(tag)) {
                children.add(element);
            }
        }
        return children;
    }
}
