package io.github.heuristicgrader.report;

import io.github.heuristicgrader.report.formats.ReportFormat;
import io.github.heuristicgrader.report.json.JsonOutput;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.SampleReports;
import io.github.heuristicgrader.rubric.RubricFileReader;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What grading does with JSON and YAML, done in a fresh JVM (read a YAML and a JSON rubric, write every report of
 * {@link ReportFormat}), loads no class of Jackson's databind: its cold start cost each grade about 0.2 CPU s.
 */
class GradingLoadsNoDatabindTest {

    @TempDir
    Path directory;

    @Test
    void readsTheRubricAndWritesEveryReportWithoutDatabind() throws Exception {
        Path classes = directory.resolve("classes.txt");
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load=info:file=" + classes, "-cp", System.getProperty("java.class.path"),
                GradingLoadsNoDatabindTest.class.getName(), directory.toString())
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), output);
        List<String> loaded = Files.readAllLines(classes);
        assertTrue(loaded.stream().anyMatch(line -> line.contains(JsonOutput.class.getName() + " ")),
                "the writers ran: " + output);
        assertTrue(loaded.stream().anyMatch(line -> line.contains("com.fasterxml.jackson.dataformat.yaml.YAMLParser ")),
                "the YAML rubric was parsed: " + output);
        assertEquals(List.of(), loaded.stream().filter(line -> line.contains("com.fasterxml.jackson.databind"))
                .toList());
    }

    /** Reads two rubrics and writes every report into the directory {@code arguments[0]}. */
    public static void main(String[] arguments) throws IOException {
        Path directory = Path.of(arguments[0]);
        Path yaml = Files.writeString(directory.resolve("rubric.yaml"), "slots:\n  manhattan:\n    class: a.B\n"
                + "    points: 20\n    expect: baseline\neffortBands:\n  - saved: 0.1\n    points: 4\n");
        Path json = Files.writeString(directory.resolve("rubric.json"), "{\"points\": {\"admissible\": 50}}");
        RubricFileReader reader = new RubricFileReader();
        System.out.println(reader.read(yaml) + "\n" + reader.read(json));
        Path output = Files.createFile(directory.resolve("github-output"));
        ReportRun run = new ReportRun(directory.resolve("grade"), Duration.ofSeconds(3), false,
                Map.of("GITHUB_OUTPUT", output.toString(), "GITHUB_STEP_SUMMARY", output.toString())::get);
        GradeReport report = SampleReports.withTests();
        for (ReportFormat format : ReportFormat.values()) {
            ReportWriter writer = format.writer();
            System.out.println(writer.write(report, run));
        }
    }
}
