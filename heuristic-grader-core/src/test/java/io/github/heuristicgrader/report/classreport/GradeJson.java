package io.github.heuristicgrader.report.classreport;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A student's {@code grade.json} with the fields the class report reads, built for a test. */
final class GradeJson {

    static final String DOMAIN = "huarongdao";
    static final String BASELINE_DIGEST = "b".repeat(64);

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final ObjectNode root = MAPPER.createObjectNode();
    private final ArrayNode heuristics;
    private final ArrayNode slots;
    private final ArrayNode testPoints;
    private final ArrayNode testResults;
    private ObjectNode lastHeuristic;

    GradeJson(int score, int maxScore) {
        root.put("schemaVersion", 2).put("score", score).put("maxScore", maxScore);
        ObjectNode domain = root.putArray("domains").addObject().put("name", DOMAIN);
        fingerprint(domain.putObject("baselineFingerprint"), BASELINE_DIGEST);
        heuristics = root.putArray("heuristics");
        slots = root.putArray("slots");
        ObjectNode tests = root.putObject("tests");
        testPoints = tests.putArray("points");
        testResults = tests.putArray("results");
    }

    private static void fingerprint(ObjectNode node, String digest) {
        node.put("algorithm", "sha256-int32-v1").put("states", 363_480).put("digest", digest);
    }

    /** A heuristic graded in {@code slot} (none: playground mode), with its checks' outcomes and fingerprint. */
    GradeJson heuristic(String name, String slot, String verdict, boolean admissible, String digest) {
        return heuristic(name, DOMAIN, slot, verdict, admissible, digest);
    }

    /** A heuristic of {@code domain} graded in {@code slot}, with its checks' outcomes and fingerprint. */
    GradeJson heuristic(String name, String domain, String slot, String verdict, boolean admissible, String digest) {
        ObjectNode heuristic = heuristics.addObject().put("name", name).put("domain", domain).put("verdict", verdict);
        lastHeuristic = heuristic;
        if (slot == null) {
            heuristic.putNull("slot");
        } else {
            heuristic.putObject("slot").put("name", slot).put("graded", true).putNull("baseline");
        }
        ObjectNode checks = heuristic.putObject("checks");
        checks.putObject("goalZero").put("passed", true);
        checks.putObject("admissible").put("passed", admissible);
        if (digest == null) {
            heuristic.putNull("fingerprint");
        } else {
            fingerprint(heuristic.putObject("fingerprint"), digest);
        }
        return this;
    }

    /** The last heuristic's admissibility check fails with {@code state} as its counterexample. */
    GradeJson overestimatesAt(String state) {
        ((ObjectNode) lastHeuristic.get("checks")).putObject("admissible").put("passed", false).put("violations", 1)
                .putObject("counterexample").put("state", state).put("estimate", 9).put("distance", 1);
        return this;
    }

    /** The last heuristic's consistency check fails across a move from {@code from} to {@code to}. */
    GradeJson inconsistentAt(String from, String to) {
        ((ObjectNode) lastHeuristic.get("checks")).putObject("consistent").put("passed", false).put("violations", 1)
                .putObject("example").put("from", from).put("fromEstimate", 5).put("to", to).put("toEstimate", 1).put("cost", 1);
        return this;
    }

    /** The last heuristic saved {@code saved} of the baseline's effort on the effort suite. */
    GradeJson saved(double saved) {
        lastHeuristic.putObject("effortSuite").put("saved", saved).putArray("starts");
        return this;
    }

    /** A test of {@code source} ({@code project} or {@code instructor}) in {@code tests.results}. */
    GradeJson testResult(String source, String className, String method, String status) {
        ObjectNode result = testResults.addObject().put("uniqueId", className == null ? "[hidden-test:" + method + "]"
                : "[engine:junit-jupiter]/[class:" + className + "]/[method:" + method + "()]").put("source", source);
        if (className == null) {
            result.putNull("className").putNull("methodName").put("displayName", "hidden test " + method);
        } else {
            result.put("className", className).put("methodName", method).put("displayName", method + "()");
        }
        result.put("status", status);
        return this;
    }

    /** The last heuristic's dominance check: {@code passed}, with one state below the baseline when not. */
    GradeJson dominance(boolean passed, String below) {
        ObjectNode dominance = ((ObjectNode) lastHeuristic.get("checks")).putObject("dominance").put("passed", passed);
        if (below != null) {
            dominance.putObject("belowExample").put("state", below);
        }
        return this;
    }

    /** The grade's {@code passed}. */
    GradeJson passed(boolean passed) {
        root.put("passed", passed);
        return this;
    }

    /**
     * The grade's {@code compilation}: {@code outcome} such as {@code main-failed}, its message, and one compiler
     * message on the main sources per {@code file:line:text} triple of {@code messages} (file and line may be empty).
     */
    GradeJson compilation(String outcome, String message, String... messages) {
        ObjectNode compilation = root.putObject("compilation").put("outcome", outcome).put("message", message)
                .put("pointsNotGraded", 0);
        ArrayNode main = compilation.putArray("main");
        for (String each : messages) {
            String[] parts = each.split(":", 3);
            ObjectNode entry = main.addObject();
            if (parts[0].isEmpty()) {
                entry.putNull("file").putNull("line");
            } else {
                entry.put("file", parts[0]).put("line", Integer.parseInt(parts[1]));
            }
            entry.putNull("column").put("message", parts[2]);
        }
        compilation.putArray("test");
        return this;
    }

    GradeJson slot(String name, int earned, int points, String expect) {
        slots.addObject().put("name", name).put("earned", earned).put("points", points).put("expect", expect);
        return this;
    }

    GradeJson test(String name, int earned, int possible) {
        testPoints.addObject().put("kind", "test").put("name", name).put("earned", earned).put("possible", possible);
        return this;
    }

    /** Writes it as {@code folder/grade.json}, creating the folder. */
    Path writeTo(Path folder) throws IOException {
        Files.createDirectories(folder);
        return Files.writeString(folder.resolve("grade.json"), toString());
    }

    @Override
    public String toString() {
        return root.toPrettyString();
    }
}
