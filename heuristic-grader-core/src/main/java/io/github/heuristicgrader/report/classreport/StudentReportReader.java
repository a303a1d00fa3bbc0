package io.github.heuristicgrader.report.classreport;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.heuristicgrader.result.CompilationOutcome;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.report.html.HtmlReportWriter;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.report.classreport.StudentGrade.Behaviour;
import io.github.heuristicgrader.report.classreport.StudentGrade.CheckPass;
import io.github.heuristicgrader.report.classreport.StudentGrade.EffortSaved;
import io.github.heuristicgrader.report.classreport.StudentGrade.FailedState;
import io.github.heuristicgrader.report.classreport.StudentGrade.HeuristicVerdict;
import io.github.heuristicgrader.report.classreport.StudentGrade.Scored;
import io.github.heuristicgrader.report.classreport.StudentGrade.TestResult;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads the {@code grade.json} of every student from a folder holding one folder per student, named by the
 * student's id, each with its {@code grade.json} at its root.
 *
 * <p>The files were produced elsewhere, perhaps by students, and are read as hostile: a folder whose name is not a
 * {@linkplain StudentIds student id}, or that is a link, is rejected; a report that is not a regular file (a link, a
 * FIFO, which would block the read, a device), that is over {@link #MAX_REPORT_BYTES}, nested deeper than
 * {@link #MAX_DEPTH}, with a name over {@link #MAX_TEXT} characters or a list over {@link #MAX_ENTRIES} entries
 * ({@link #MAX_TEST_RESULTS} for {@code tests.results}), or
 * that is not a version-{@value GradeReport#SCHEMA_VERSION} report, is that student's problem, and reading goes on.
 * At most {@link #MAX_STUDENTS} folders are read.
 */
public final class StudentReportReader {

    /** The report's name in each student's folder. */
    public static final String REPORT_NAME = JsonReportWriter.FILE_NAME;
    /** The student's page in each student's folder, beside the report. */
    public static final String PAGE_NAME = HtmlReportWriter.FILE_NAME;
    /** The largest report read: 16 MiB, some hundred times a real one. */
    public static final long MAX_REPORT_BYTES = 16L << 20;
    /** The most student folders read. */
    public static final int MAX_STUDENTS = 10_000;
    /** The deepest nesting of a report's JSON. */
    public static final int MAX_DEPTH = 64;
    /** The longest name (class, slot, test entry, domain, verdict) taken from a report. */
    public static final int MAX_TEXT = 1_000;
    /** The most heuristics, slots or test entries taken from a report. */
    public static final int MAX_ENTRIES = 1_000;
    /** The most tests taken from a report's {@code tests.results}. */
    public static final int MAX_TEST_RESULTS = 10_000;

    /** The check a slot that must equal the baseline cannot pass, and is not counted in. */
    private static final String DOMINANCE = "dominance";

    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
                    .maxStringLength((int) Math.min(Integer.MAX_VALUE, MAX_REPORT_BYTES)).maxNumberLength(100)
                    .build())
            .build()).build();

    /**
     * What a folder of reports held.
     *
     * @param students one per student folder, by id
     * @param rejected the entries that are no student folder, by name
     */
    public record Folders(List<StudentGrade> students, List<Rejected> rejected) {
    }

    /**
     * An entry of the reports folder that is no student folder.
     *
     * @param entry its name, cut to {@link #MAX_TEXT} characters
     * @param reason why it was rejected
     */
    public record Rejected(String entry, String reason) {
    }

    /** A report that cannot be used, and why. */
    private static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;

        Unreadable(String reason) {
            super(reason);
        }
    }

    /**
     * Reads every student folder of {@code reports}; each report's path is given relative to {@code classDirectory},
     * where {@code class.json} is written.
     *
     * @throws IOException when {@code reports} is not a folder or cannot be listed
     */
    public Folders read(Path reports, Path classDirectory) throws IOException {
        if (!Files.isDirectory(reports)) {
            throw new IOException("the reports folder " + reports + " is not a folder");
        }
        List<Path> entries = new ArrayList<>();
        List<Rejected> rejected = new ArrayList<>();
        try (DirectoryStream<Path> listing = Files.newDirectoryStream(reports)) {
            for (Path entry : listing) {
                if (entries.size() == MAX_STUDENTS) {
                    rejected.add(new Rejected(cut(entry.getFileName().toString()), "over the limit of "
                            + MAX_STUDENTS + " student folders; this and any further entry were not read"));
                    break;
                }
                entries.add(entry);
            }
        }
        entries.sort(null);
        List<StudentGrade> students = new ArrayList<>();
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            if (!StudentIds.valid(name)) {
                rejected.add(new Rejected(cut(name), "not a student id: a letter or digit, then up to 127 letters,"
                        + " digits, . _ - @ +"));
            } else if (!Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                rejected.add(new Rejected(name, Files.isSymbolicLink(entry) ? "a symbolic link, not a folder"
                        : "not a folder"));
            } else {
                students.add(student(name, entry.resolve(REPORT_NAME), classDirectory));
            }
        }
        rejected.sort(java.util.Comparator.comparing(Rejected::entry));
        return new Folders(List.copyOf(students), List.copyOf(rejected));
    }

    /**
     * Reads one report, {@code file}, as the report of {@code id} (the template's, graded beside the students); its
     * path is given relative to {@code classDirectory}.
     */
    public StudentGrade readOne(String id, Path file, Path classDirectory) {
        return student(id, file, classDirectory);
    }

    private static String cut(String text) {
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT) + "…";
    }

    private static StudentGrade student(String id, Path file, Path classDirectory) {
        String relative = relative(classDirectory, file);
        Path pageFile = file.resolveSibling(PAGE_NAME);
        // A link, like a link for the report, could lead anywhere: only a regular file is linked to.
        String page = Files.isRegularFile(pageFile, LinkOption.NOFOLLOW_LINKS) ? relative(classDirectory, pageFile)
                : null;
        byte[] bytes;
        try {
            bytes = bytes(file);
        } catch (Unreadable e) {
            return StudentGrade.unreadable(id, null, page, e.getMessage());
        } catch (IOException e) {
            return StudentGrade.unreadable(id, null, page, REPORT_NAME + " cannot be read: " + e.getMessage());
        }
        try {
            return parse(id, relative, page, bytes);
        } catch (Unreadable e) {
            return StudentGrade.unreadable(id, relative, page, e.getMessage());
        }
    }

    /** {@code file}'s path from {@code directory}, names joined by {@code /}. */
    static String relative(Path directory, Path file) {
        Path path = directory.toAbsolutePath().normalize().relativize(file.toAbsolutePath().normalize());
        List<String> names = new ArrayList<>();
        path.forEach(name -> names.add(name.toString()));
        return String.join("/", names);
    }

    private static byte[] bytes(Path file) throws IOException, Unreadable {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            throw new Unreadable("no " + REPORT_NAME + " in the student's folder");
        }
        if (!attributes.isRegularFile()) {
            // Opening a FIFO would wait for a writer for ever; a link could lead anywhere.
            throw new Unreadable(REPORT_NAME + " is " + (attributes.isSymbolicLink() ? "a symbolic link"
                    : attributes.isDirectory() ? "a folder" : "a FIFO, socket or device") + ", not a regular file");
        }
        if (attributes.size() > MAX_REPORT_BYTES) {
            throw new Unreadable(tooLarge(attributes.size()));
        }
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
            byte[] bytes = in.readNBytes((int) MAX_REPORT_BYTES + 1);
            if (bytes.length > MAX_REPORT_BYTES) {
                throw new Unreadable(tooLarge(bytes.length));
            }
            return bytes;
        }
    }

    private static String tooLarge(long size) {
        return String.format(Locale.ROOT, "%s has %,d bytes or more, over the limit of %,d", REPORT_NAME, size,
                MAX_REPORT_BYTES);
    }

    private static StudentGrade parse(String id, String relative, String page, byte[] bytes) throws Unreadable {
        JsonNode root;
        try {
            root = MAPPER.readTree(bytes);
        } catch (StreamConstraintsException e) {
            throw new Unreadable(REPORT_NAME + " is nested deeper than " + MAX_DEPTH + " levels or holds a value"
                    + " too long");
        } catch (JsonProcessingException e) {
            // Jackson's message quotes the file; the place is all a reader needs.
            throw new Unreadable(REPORT_NAME + " is not JSON: a syntax error" + (e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr()));
        } catch (IOException e) {
            throw new Unreadable(REPORT_NAME + " is not JSON: " + firstLine(e.getMessage()));
        }
        if (root == null || !root.isObject()) {
            throw new Unreadable(REPORT_NAME + " does not hold a JSON object");
        }
        JsonNode version = root.get("schemaVersion");
        if (version == null || !version.isInt() || version.intValue() != GradeReport.SCHEMA_VERSION) {
            throw new Unreadable(REPORT_NAME + " has schema version " + cut(String.valueOf(version))
                    + "; the class report reads version " + GradeReport.SCHEMA_VERSION);
        }
        int score = integer(root, "score");
        int maxScore = integer(root, "maxScore");
        String problem = compilationProblem(root.path("compilation"));
        boolean gradePassed = root.path("passed").asBoolean(false) && problem == null;

        Map<String, String> baselineDigests = new HashMap<>();
        for (JsonNode domain : list(root, "domains")) {
            JsonNode fingerprint = domain.path("baselineFingerprint");
            if (fingerprint.isObject()) {
                baselineDigests.put(text(domain, "name"), text(fingerprint, "algorithm") + ":"
                        + text(fingerprint, "digest"));
            }
        }
        List<Scored> slots = new ArrayList<>();
        Set<String> baselineSlots = new HashSet<>();
        for (JsonNode slot : list(root, "slots")) {
            String name = text(slot, "name");
            slots.add(new Scored(name, integer(slot, "earned"), integer(slot, "points")));
            if ("baseline".equals(optionalText(slot, "expect"))) {
                baselineSlots.add(name);
            }
        }
        List<Scored> tests = new ArrayList<>();
        List<TestResult> testResults = new ArrayList<>();
        JsonNode testsNode = root.path("tests");
        if (testsNode.isObject()) {
            for (JsonNode entry : list(testsNode, "points")) {
                tests.add(new Scored(text(entry, "name"), integer(entry, "earned"), integer(entry, "possible")));
            }
            if (testsNode.has("results")) {
                for (JsonNode result : list(testsNode, "results", MAX_TEST_RESULTS)) {
                    String className = optionalText(result, "className");
                    String display = text(result, "displayName");
                    testResults.add(new TestResult(text(result, "source"), text(result, "uniqueId"),
                            className == null ? display : className + "#" + display, text(result, "status")));
                }
            }
        }
        List<HeuristicVerdict> verdicts = new ArrayList<>();
        List<CheckPass> checks = new ArrayList<>();
        List<Behaviour> behaviours = new ArrayList<>();
        List<FailedState> failedStates = new ArrayList<>();
        List<EffortSaved> efforts = new ArrayList<>();
        for (JsonNode heuristic : list(root, "heuristics")) {
            String name = text(heuristic, "name");
            String domain = text(heuristic, "domain");
            JsonNode slot = heuristic.path("slot");
            boolean inPlayground = !slot.isObject();
            String slotName = slot.isObject() && slot.path("graded").asBoolean(false) ? optionalText(slot, "name")
                    : null;
            verdicts.add(new HeuristicVerdict(name, slotName, text(heuristic, "verdict")));
            String part = inPlayground ? name : slotName;
            boolean expectsBaseline = slotName != null && baselineSlots.contains(slotName);
            JsonNode checkNode = heuristic.path("checks");
            if (part != null && checkNode.isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> fields = checkNode.fields(); fields.hasNext(); ) {
                    Map.Entry<String, JsonNode> check = fields.next();
                    JsonNode passed = check.getValue().path("passed");
                    // Dominance asks for more than the baseline, which a slot that must equal it never gives.
                    boolean notApplicable = expectsBaseline && DOMINANCE.equals(check.getKey());
                    if (passed.isBoolean() && !notApplicable) {
                        checks.add(new CheckPass(part, cut(check.getKey()), passed.booleanValue()));
                    }
                }
                failedStates(part, domain, checkNode, expectsBaseline, failedStates);
            }
            JsonNode saved = heuristic.path("effortSuite").path("saved");
            if (part != null && saved.isNumber() && Double.isFinite(saved.doubleValue())) {
                efforts.add(new EffortSaved(part, domain, saved.doubleValue(),
                        checkNode.path("admissible").path("passed").asBoolean(true)));
            }
            JsonNode fingerprint = heuristic.path("fingerprint");
            if (fingerprint.isObject()) {
                Behaviour behaviour = new Behaviour(name, domain, text(fingerprint, "algorithm"),
                        integer(fingerprint, "states"), text(fingerprint, "digest"));
                boolean baseline = (behaviour.algorithm() + ":" + behaviour.digest())
                        .equals(baselineDigests.get(domain));
                boolean expectedBaseline = slot.isObject() && (baselineSlots.contains(optionalText(slot, "name"))
                        || slot.path("baseline").path("differing").asLong(-1) == 0);
                if (!baseline && !expectedBaseline) {
                    behaviours.add(behaviour);
                }
            }
        }
        return new StudentGrade(id, relative, page, score, maxScore, verdicts, slots, tests, checks, behaviours,
                failedStates, efforts, testResults, gradePassed, problem);
    }

    /**
     * Why the report's sources were not all compiled, from its {@code compilation}: the message, then the first of
     * the compiler's messages (a file out of place, a submission that cannot be read) and how many more; null when
     * they compiled or the report says nothing of it.
     */
    private static String compilationProblem(JsonNode compilation) throws Unreadable {
        String outcome = compilation.isObject() ? optionalText(compilation, "outcome") : null;
        if (!compilation.isObject() || CompilationOutcome.COMPILED.id().equals(outcome)) {
            return null;
        }
        String message = optionalText(compilation, "message");
        StringBuilder problem = new StringBuilder(message == null ? "the sources were not all compiled" : message);
        List<JsonNode> messages = new ArrayList<>();
        for (String field : List.of("main", "test")) {
            JsonNode list = compilation.path(field);
            if (list.isArray()) {
                list.forEach(messages::add);
            }
        }
        if (!messages.isEmpty() && messages.get(0).isObject()) {
            JsonNode first = messages.get(0);
            String text = optionalText(first, "message");
            String file = optionalText(first, "file");
            JsonNode line = first.path("line");
            problem.append("; first: ").append(file == null ? "" : file + (line.isInt() ? ":" + line.intValue() : "")
                    + ": ").append(firstLine(text));
            if (messages.size() > 1) {
                problem.append(" (and ").append(messages.size() - 1).append(" more)");
            }
        }
        return problem.toString();
    }

    /**
     * The state each failed check of {@code checks} gives as its example, in the order of
     * docs/instructors/report-reference.md: the admissibility counterexample, the state before the inconsistent
     * move, the state below the baseline, the goal not at zero, the first negative and the first failed state, the
     * first state answered twice differently.
     */
    private static void failedStates(String part, String domain, JsonNode checks, boolean expectsBaseline,
            List<FailedState> into) throws Unreadable {
        String[][] places = {
            {"admissible", "counterexample", "state"}, {"consistent", "example", "from"},
            {"dominance", "belowExample", "state"}, {"goalZero", "example", "state"},
            {"wellFormed", "firstNegative", "state"}, {"wellFormed", "firstFailed", null},
            {"repeatable", "firstChanged", null}};
        for (String[] place : places) {
            JsonNode check = checks.path(place[0]);
            boolean notApplicable = expectsBaseline && DOMINANCE.equals(place[0]);
            if (notApplicable || !check.isObject() || check.path("passed").asBoolean(true)) {
                continue;
            }
            JsonNode example = check.path(place[1]);
            String state = place[2] == null ? optionalText(check, place[1])
                    : example.isObject() ? optionalText(example, place[2]) : null;
            if (state != null) {
                into.add(new FailedState(part, domain, place[0], state));
            }
        }
    }

    private static Iterable<JsonNode> list(JsonNode node, String field) throws Unreadable {
        return list(node, field, MAX_ENTRIES);
    }

    private static Iterable<JsonNode> list(JsonNode node, String field, int limit) throws Unreadable {
        JsonNode list = node.get(field);
        if (list == null || !list.isArray()) {
            throw new Unreadable(REPORT_NAME + ": " + field + " is not a list");
        }
        if (list.size() > limit) {
            throw new Unreadable(REPORT_NAME + ": " + field + " has " + list.size() + " entries, over the limit of "
                    + limit);
        }
        for (JsonNode entry : list) {
            if (!entry.isObject()) {
                throw new Unreadable(REPORT_NAME + ": an entry of " + field + " is not an object");
            }
        }
        return list;
    }

    private static int integer(JsonNode node, String field) throws Unreadable {
        JsonNode value = node.get(field);
        if (value == null || !value.isIntegralNumber() || !value.canConvertToInt()) {
            throw new Unreadable(REPORT_NAME + ": " + field + " is not a whole number");
        }
        return value.intValue();
    }

    private static String text(JsonNode node, String field) throws Unreadable {
        String text = optionalText(node, field);
        if (text == null) {
            throw new Unreadable(REPORT_NAME + ": " + field + " is not a string");
        }
        return text;
    }

    private static String optionalText(JsonNode node, String field) throws Unreadable {
        JsonNode value = node.get(field);
        if (value == null || !value.isTextual()) {
            return null;
        }
        if (value.textValue().length() > MAX_TEXT) {
            throw new Unreadable(REPORT_NAME + ": " + field + " is longer than " + MAX_TEXT + " characters");
        }
        return value.textValue();
    }

    private static String firstLine(String message) {
        String line = message == null ? "" : message.lines().findFirst().orElse("");
        return cut(line.length() > 200 ? line.substring(0, 200) + "…" : line);
    }
}
