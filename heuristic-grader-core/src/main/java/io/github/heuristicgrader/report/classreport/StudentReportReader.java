package io.github.heuristicgrader.report.classreport;

import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.result.CompilerMessage;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.CompilationReport;
import io.github.heuristicgrader.result.GradeReport.DomainReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.SlotFill;
import io.github.heuristicgrader.result.GradeReport.SlotReport;
import io.github.heuristicgrader.result.GradeReport.TestPoints;
import io.github.heuristicgrader.report.html.HtmlReportWriter;
import io.github.heuristicgrader.report.json.GradeJsonReader;
import io.github.heuristicgrader.report.json.JsonReportWriter;
import io.github.heuristicgrader.report.classreport.StudentGrade.Behaviour;
import io.github.heuristicgrader.report.classreport.StudentGrade.CheckPass;
import io.github.heuristicgrader.report.classreport.StudentGrade.EffortSaved;
import io.github.heuristicgrader.report.classreport.StudentGrade.FailedState;
import io.github.heuristicgrader.report.classreport.StudentGrade.HeuristicVerdict;
import io.github.heuristicgrader.report.classreport.StudentGrade.Scored;
import io.github.heuristicgrader.report.classreport.StudentGrade.TestResult;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the {@code grade.json} of every student from a folder holding one folder per student, named by the
 * student's id, each with its {@code grade.json} at its root, and keeps of each what the class report shows
 * ({@link StudentGrade}).
 *
 * <p>The files were produced elsewhere, perhaps by students, and are read as hostile: a folder whose name is not a
 * {@linkplain StudentIds student id}, or that is a link, is rejected; a report {@link GradeJsonReader} refuses (a link,
 * a FIFO, over its size, depth or list bounds, not a whole version-{@value GradeReport#SCHEMA_VERSION} report), or
 * with a name the class report takes over {@link #MAX_TEXT} characters, is that student's problem, and reading goes
 * on. At most {@link #MAX_STUDENTS} folders are read.
 */
public final class StudentReportReader {

    /** The report's name in each student's folder. */
    public static final String REPORT_NAME = JsonReportWriter.FILE_NAME;
    /** The student's page in each student's folder, beside the report. */
    public static final String PAGE_NAME = HtmlReportWriter.FILE_NAME;
    /** The most student folders read. */
    public static final int MAX_STUDENTS = 10_000;
    /** The longest name (class, slot, test entry, domain, verdict) taken from a report. */
    public static final int MAX_TEXT = 1_000;
    /** The check a slot that must equal the baseline cannot pass, and is not counted in. */
    private static final String DOMINANCE = "dominance";

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
     * A folder of student folders, one of several read as one class.
     *
     * @param name how the reports name it: a shard's output folder, such as {@code shard-2-of-3}
     * @param folder the folder holding one folder per student
     */
    public record Source(String name, Path folder) {
    }

    /**
     * Reads every student folder of every one of {@code sources} as one class; each report's path is given relative
     * to {@code classDirectory}. A student found in two sources is kept once, as the first source gives it, with the
     * problem {@code graded twice: in A and in B}; a rejected entry is named by its source and its name.
     *
     * @throws IOException when a folder is not a folder or cannot be listed
     */
    public Folders read(List<Source> sources, Path classDirectory) throws IOException {
        Map<String, StudentGrade> byId = new java.util.TreeMap<>();
        Map<String, String> firstSource = new HashMap<>();
        List<Rejected> rejected = new ArrayList<>();
        for (Source source : sources) {
            Folders folders = read(source.folder(), classDirectory);
            for (StudentGrade student : folders.students()) {
                String first = firstSource.putIfAbsent(student.id(), source.name());
                if (first == null) {
                    byId.put(student.id(), student);
                } else {
                    StudentGrade kept = byId.get(student.id());
                    String twice = "graded twice: in " + first + " and in " + source.name() + " (the report of "
                            + first + " is shown)";
                    byId.put(student.id(), kept.withProblem(kept.problem() == null ? twice
                            : kept.problem() + "; " + twice));
                }
            }
            for (Rejected entry : folders.rejected()) {
                rejected.add(sources.size() == 1 ? entry : new Rejected(source.name() + "/" + entry.entry(),
                        entry.reason()));
            }
        }
        rejected.sort(java.util.Comparator.comparing(Rejected::entry));
        return new Folders(List.copyOf(byId.values()), List.copyOf(rejected));
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
        GradeReport grade;
        try {
            grade = new GradeJsonReader().read(file);
        } catch (GradeJsonReader.UnreadableReport e) {
            return StudentGrade.unreadable(id, e.opened() ? relative : null, page, e.getMessage());
        } catch (IOException e) {
            return StudentGrade.unreadable(id, null, page, REPORT_NAME + " cannot be read: " + e.getMessage());
        }
        try {
            return project(id, relative, page, grade);
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

    /**
     * What the class report takes of {@code grade}: see {@link StudentGrade}.
     *
     * @throws Unreadable when a name it takes is over {@link #MAX_TEXT} characters
     */
    private static StudentGrade project(String id, String relative, String page, GradeReport grade)
            throws Unreadable {
        String problem = compilationProblem(grade.compilation());
        boolean gradePassed = grade.passed() && problem == null;

        Map<String, String> baselineDigests = new HashMap<>();
        for (DomainReport domain : grade.domains()) {
            BehaviourFingerprint fingerprint = domain.baselineFingerprint();
            if (fingerprint != null) {
                baselineDigests.put(text("name", domain.name()), text("algorithm", fingerprint.algorithm()) + ":"
                        + text("digest", fingerprint.digest()));
            }
        }
        List<Scored> slots = new ArrayList<>();
        Set<String> baselineSlots = new HashSet<>();
        for (SlotReport slot : grade.slots()) {
            String name = text("name", slot.name());
            slots.add(new Scored(name, slot.earned(), slot.points()));
            if ("baseline".equals(optionalText("expect", slot.expect()))) {
                baselineSlots.add(name);
            }
        }
        List<Scored> tests = new ArrayList<>();
        List<TestResult> testResults = new ArrayList<>();
        if (grade.tests() != null) {
            for (TestPoints entry : grade.tests().points()) {
                tests.add(new Scored(text("name", entry.name()), entry.earned(), entry.possible()));
            }
            for (GradeReport.TestResult result : grade.tests().results()) {
                String className = optionalText("className", result.className());
                String display = text("displayName", result.displayName());
                testResults.add(new TestResult(text("source", result.source()), text("uniqueId", result.uniqueId()),
                        className == null ? display : className + "#" + display,
                        text("status", result.status() == null ? null : result.status().id())));
            }
        }
        List<HeuristicVerdict> verdicts = new ArrayList<>();
        List<CheckPass> checks = new ArrayList<>();
        List<Behaviour> behaviours = new ArrayList<>();
        List<FailedState> failedStates = new ArrayList<>();
        List<EffortSaved> efforts = new ArrayList<>();
        for (HeuristicReport heuristic : grade.heuristics()) {
            String name = text("name", heuristic.name());
            String domain = text("domain", heuristic.domain());
            SlotFill slot = heuristic.slot();
            boolean inPlayground = slot == null;
            String slotName = slot != null && slot.graded() ? optionalText("name", slot.name()) : null;
            verdicts.add(new HeuristicVerdict(name, slotName, text("verdict",
                    heuristic.verdict() == null ? null : heuristic.verdict().id())));
            String part = inPlayground ? name : slotName;
            boolean expectsBaseline = slotName != null && baselineSlots.contains(slotName);
            CheckResults checkResults = heuristic.checks();
            if (part != null && checkResults != null) {
                for (Map.Entry<String, Boolean> check : passes(checkResults)) {
                    // Dominance asks for more than the baseline, which a slot that must equal it never gives.
                    boolean notApplicable = expectsBaseline && DOMINANCE.equals(check.getKey());
                    if (!notApplicable) {
                        checks.add(new CheckPass(part, check.getKey(), check.getValue()));
                    }
                }
                failedStates(part, domain, checkResults, expectsBaseline, failedStates);
            }
            GradeReport.SuiteEffort suite = heuristic.effortSuite();
            if (part != null && suite != null && Double.isFinite(suite.saved())) {
                efforts.add(new EffortSaved(part, domain, suite.saved(), checkResults == null
                        || checkResults.admissible() == null || checkResults.admissible().passed()));
            }
            BehaviourFingerprint fingerprint = heuristic.fingerprint();
            if (fingerprint != null) {
                Behaviour behaviour = new Behaviour(name, domain, text("algorithm", fingerprint.algorithm()),
                        fingerprint.states(), text("digest", fingerprint.digest()));
                boolean baseline = (behaviour.algorithm() + ":" + behaviour.digest())
                        .equals(baselineDigests.get(domain));
                boolean expectedBaseline = slot != null && (baselineSlots.contains(optionalText("name", slot.name()))
                        || slot.baseline() != null && slot.baseline().differing() == 0);
                if (!baseline && !expectedBaseline) {
                    behaviours.add(behaviour);
                }
            }
        }
        return new StudentGrade(id, relative, page, grade.score(), grade.maxScore(), verdicts, slots, tests, checks,
                behaviours, failedStates, efforts, testResults, gradePassed, problem);
    }

    /** Each check of {@code checks} that passes or fails, by its name in {@code grade.json}, in the report's order. */
    private static List<Map.Entry<String, Boolean>> passes(CheckResults checks) {
        List<Map.Entry<String, Boolean>> passes = new ArrayList<>();
        if (checks.goalZero() != null) {
            passes.add(Map.entry("goalZero", checks.goalZero().passed()));
        }
        if (checks.admissible() != null) {
            passes.add(Map.entry("admissible", checks.admissible().passed()));
        }
        if (checks.consistent() != null) {
            passes.add(Map.entry("consistent", checks.consistent().passed()));
        }
        if (checks.dominance() != null) {
            passes.add(Map.entry(DOMINANCE, checks.dominance().passed()));
        }
        if (checks.wellFormed() != null) {
            passes.add(Map.entry("wellFormed", checks.wellFormed().passed()));
        }
        if (checks.repeatable() != null) {
            passes.add(Map.entry("repeatable", checks.repeatable().passed()));
        }
        return passes;
    }

    /**
     * Why the report's sources were not all compiled, from its {@code compilation}: the message, then the first of
     * the compiler's messages (a file out of place, a submission that cannot be read) and how many more; null when
     * they compiled.
     */
    private static String compilationProblem(CompilationReport compilation) throws Unreadable {
        if (compilation.compiled()) {
            return null;
        }
        String message = optionalText("message", compilation.message());
        StringBuilder problem = new StringBuilder(message == null ? "the sources were not all compiled" : message);
        List<CompilerMessage> messages = new ArrayList<>(compilation.main());
        messages.addAll(compilation.test());
        if (!messages.isEmpty()) {
            CompilerMessage first = messages.get(0);
            String text = optionalText("message", first.message());
            String file = optionalText("file", first.file());
            problem.append("; first: ").append(file == null ? "" : file + (first.line() != null ? ":" + first.line()
                    : "") + ": ").append(firstLine(text));
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
    private static void failedStates(String part, String domain, CheckResults checks, boolean expectsBaseline,
            List<FailedState> into) throws Unreadable {
        List<String[]> found = new ArrayList<>();
        if (checks.admissible() != null && !checks.admissible().passed()
                && checks.admissible().counterexample() != null) {
            found.add(new String[] {"admissible", checks.admissible().counterexample().state()});
        }
        if (checks.consistent() != null && !checks.consistent().passed() && checks.consistent().example() != null) {
            found.add(new String[] {"consistent", checks.consistent().example().from()});
        }
        if (!expectsBaseline && checks.dominance() != null && !checks.dominance().passed()
                && checks.dominance().belowExample() != null) {
            found.add(new String[] {DOMINANCE, checks.dominance().belowExample().state()});
        }
        if (checks.goalZero() != null && !checks.goalZero().passed() && checks.goalZero().example() != null) {
            found.add(new String[] {"goalZero", checks.goalZero().example().state()});
        }
        if (checks.wellFormed() != null && !checks.wellFormed().passed()) {
            if (checks.wellFormed().firstNegative() != null) {
                found.add(new String[] {"wellFormed", checks.wellFormed().firstNegative().state()});
            }
            found.add(new String[] {"wellFormed", checks.wellFormed().firstFailed()});
        }
        if (checks.repeatable() != null && !checks.repeatable().passed()) {
            found.add(new String[] {"repeatable", checks.repeatable().firstChanged()});
        }
        for (String[] each : found) {
            String state = optionalText("state", each[1]);
            if (state != null) {
                into.add(new FailedState(part, domain, each[0], state));
            }
        }
    }

    private static String text(String field, String value) throws Unreadable {
        String text = optionalText(field, value);
        if (text == null) {
            throw new Unreadable(REPORT_NAME + ": " + field + " is not a string");
        }
        return text;
    }

    private static String optionalText(String field, String value) throws Unreadable {
        if (value != null && value.length() > MAX_TEXT) {
            throw new Unreadable(REPORT_NAME + ": " + field + " is longer than " + MAX_TEXT + " characters");
        }
        return value;
    }

    private static String firstLine(String message) {
        String line = message == null ? "" : message.lines().findFirst().orElse("");
        return cut(line.length() > 200 ? line.substring(0, 200) + "…" : line);
    }
}
