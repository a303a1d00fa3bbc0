package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.report.ReportFiles;
import io.github.heuristicgrader.report.ReportRun;
import io.github.heuristicgrader.report.ReportWriter;
import io.github.heuristicgrader.report.json.JsonOutput;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.HiddenTestNames;
import io.github.heuristicgrader.report.ci.ScoredParts.Part;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes a {@link GradeReport} for GitHub Classroom's autograding reporter
 * ({@code classroom-resources/autograding-grading-reporter}): the step output {@code result}, the Base64 of
 * {@code {"version":1,"status":"pass|fail|error","max_score":N,"tests":[...]}}, appended to the file GitHub Actions
 * names in {@code GITHUB_OUTPUT}, and the annotation {@code ::notice title=Autograding complete::Points X/Y} that
 * Classroom takes the grade from.
 *
 * <p>{@code status} is {@code error} when grading could not be done as asked (a setup error), {@code pass} when the
 * grade passes, {@code fail} otherwise. The tests are the report's {@link ScoredParts}: one per graded heuristic,
 * unfilled slot and test points entry, each with {@code name}, {@code status} ({@link #test}), {@code score},
 * {@code max_score}, {@code message} (a heuristic's followed by where its checks ran, when its domain was graded
 * within a radius: {@link GradeReport#regionLine}) and {@code line_no}; their scores add up to the report's score,
 * their maxima to {@code max_score}. The JSON is compact, UTF-8; the same report always gives the same bytes.
 */
public final class GitHubClassroomWriter implements ReportWriter {

    /** The environment variable GitHub Actions sets to the file a step appends its outputs to. */
    public static final String OUTPUT_VARIABLE = "GITHUB_OUTPUT";

    /** The step output the reporter reads. */
    public static final String OUTPUT_NAME = "result";

    /** The annotation before the points; Classroom reads the grade from a notice with this title. */
    public static final String ANNOTATION_PREFIX = "::notice title=Autograding complete::";

    private static final Pattern ANNOTATION = Pattern.compile(Pattern.quote(ANNOTATION_PREFIX) + "Points \\d+/\\d+");

    private static final JsonOutput WRITER = JsonOutput.compactWithoutNulls(JsonOutput.Names.SNAKE_CASE);

    /** A writer; it holds no state and may be shared. */
    public GitHubClassroomWriter() {
    }

    /** The reporter's whole result. */
    private record Result(int version, String status, int maxScore, List<Test> tests) {
    }

    /**
     * One test as the reporter shows it. {@code lineNo} is always 0: the reporter prints {@code - line <line_no>} after
     * the name of every test whose {@code line_no} is not 0, {@code - line undefined} when there is none.
     */
    private record Test(String name, String status, int score, int maxScore, String message, int lineNo) {
    }

    /**
     * Appends {@code result=<Base64 of the JSON>} and a line end to {@code outputFile}, on a line of its own
     * ({@link ReportFiles#append}: something other than a regular file there is refused before it is opened).
     *
     * @param setupError whether grading could not be done as asked, which makes the status {@code error}
     * @return {@code outputFile}
     * @throws IOException when the file cannot be written or is not a regular file
     */
    /** None: the file is the one {@value #OUTPUT_VARIABLE} names. */
    @Override
    public String fileName() {
        return null;
    }

    /** Appends Classroom's {@code result} to the file {@value #OUTPUT_VARIABLE} names; nothing when it names none. */
    @Override
    public Path write(GradeReport report, ReportRun run) throws IOException {
        Path file = run.fileNamedBy(OUTPUT_VARIABLE);
        return file == null ? null : appendTo(report, run.setupError(), file);
    }

    @Override
    public String cannotWrite(ReportRun run, Exception failure) {
        return "cannot append the GitHub Classroom result to " + run.environment().apply(OUTPUT_VARIABLE) + " ("
                + OUTPUT_VARIABLE + "): " + failure;
    }

    Path appendTo(GradeReport report, boolean setupError, Path outputFile) throws IOException {
        return ReportFiles.append(outputFile, OUTPUT_NAME + "="
                + Base64.getEncoder().encodeToString(toJson(report, setupError)) + "\n", false);
    }

    /** The annotation line for the build log: {@code ::notice title=Autograding complete::Points X/Y}. */
    public String annotation(GradeReport report) {
        return ANNOTATION_PREFIX + "Points " + report.score() + "/" + report.maxScore();
    }

    /** Whether {@code line} is exactly an annotation as {@link #annotation} writes it, and nothing more. */
    public static boolean isAnnotation(String line) {
        return line != null && ANNOTATION.matcher(line).matches();
    }

    /** The reporter's JSON, UTF-8, before Base64. */
    public byte[] toJson(GradeReport report, boolean setupError) throws IOException {
        return WRITER.toText(result(report, setupError)).getBytes(StandardCharsets.UTF_8);
    }

    /** What the JSON holds, before it is written. */
    public Record result(GradeReport whole, boolean setupError) {
        GradeReport report = whole.shownIn(HiddenTestNames::classroom);
        Map<String, String> regionLines = new HashMap<>();
        report.heuristics().forEach(heuristic -> {
            String line = report.regionLine(heuristic.domain());
            if (line != null) {
                regionLines.put(heuristic.heading(), line);
            }
        });
        List<Test> tests = ScoredParts.of(report).stream()
                .map(part -> test(part, regionLines.get(part.name()))).toList();
        String status = setupError ? "error" : report.passed() ? "pass" : "fail";
        return new Result(1, status, report.maxScore(), tests);
    }

    /**
     * A part as the reporter reads it: {@code pass} exactly when it earned all its points, so that the reporter's
     * count of the tests passed agrees with the points ({@code classroom-resources/autograding-grading-reporter},
     * {@code dist/main.js}: its console marks a test passed, and its table scores a runner, by
     * {@code status === "pass"} alone, while the grade it sends Classroom adds up {@code score}); {@code error} for the
     * compilation, whose message the reporter's console then prints; {@code fail} otherwise.
     */
    static Test test(Part part, String regionLine) {
        String status = part.failure() ? "error" : part.passed() ? "pass" : "fail";
        return new Test(part.name(), status, part.earned(), part.possible(),
                regionLine == null ? part.message() : part.message() + " " + regionLine, 0);
    }
}
