package io.github.heuristicgrader.classgrading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.KubernetesResource;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engines' kits (kits/kubernetes, kits/github-actions) as the engines take them: the Kubernetes manifests read into
 * the Kubernetes API's own model with no field it does not know, the workflow's structure, and each one's commands
 * run as the engine runs them, its variables set as it sets them, through the kit's grade-class.sh up to Maven (a
 * stand-in {@code mvn} records its command line; the ITs and .ci/slurm-kit run the real one).
 */
class EngineKitsTest {

    private static final Path KITS = Path.of("..", "kits");
    private static final int SHARDS = 3;
    private static final String VERSION = "0.1.0";

    @TempDir
    Path work;

    /** Writes the work folder's kit/ with kit-env.sh, and a stand-in mvn that records each call. */
    private Path kit() throws Exception {
        return kit(work);
    }

    /** As above, with {@code folder} as the kit's work folder. */
    private Path kit(Path folder) throws Exception {
        Files.writeString(work.resolve("rubric.yaml"), "slots: {}\n");
        run(null, Map.of(), List.of("bash", KITS.resolve("common/kit-env.sh").toAbsolutePath().toString(), "--work",
                folder.toString(), "--submissions", "submissions", "--rubric", work.resolve("rubric.yaml").toString(),
                "--shards", Integer.toString(SHARDS), "--grader-version", VERSION, "--attempts", "2"));
        Path bin = Files.createDirectories(work.resolve("bin"));
        Path mvn = Files.writeString(bin.resolve("mvn"), "#!/usr/bin/env bash\n"
                + "{ printf '%s\\n' \"$*\"; env | grep -E '^(JOB_COMPLETION_INDEX|SLURM_ARRAY_TASK_ID)=' || true; }"
                + " >> \"" + work.resolve("mvn-calls") + "\"\n");
        Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    private String run(Path bin, Map<String, String> environment, List<String> command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true);
        if (bin != null) {
            builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        }
        builder.environment().putAll(environment);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), command + ": " + output);
        return output;
    }

    private List<String> calls() throws Exception {
        Path calls = work.resolve("mvn-calls");
        return Files.exists(calls) ? Files.readAllLines(calls) : List.of();
    }

    /** Every fabric8 object of {@code resource} and below, each checked to hold no field the model does not know. */
    private static void knowsEveryField(Object node, String path, Set<Object> seen) throws Exception {
        if (node == null || seen.contains(node)) {
            return;
        }
        if (node instanceof Collection<?> list) {
            int i = 0;
            for (Object each : list) {
                knowsEveryField(each, path + "[" + i++ + "]", seen);
            }
            return;
        }
        if (!(node instanceof KubernetesResource)) {
            return;
        }
        seen.add(node);
        for (Method getter : node.getClass().getMethods()) {
            if (getter.getParameterCount() != 0 || !getter.getName().startsWith("get")
                    || getter.getDeclaringClass() == Object.class) {
                continue;
            }
            Object value = getter.invoke(node);
            if (getter.getName().equals("getAdditionalProperties")) {
                assertEquals(Map.of(), value, "fields the Kubernetes API does not know at " + path);
            } else {
                knowsEveryField(value, path + "." + getter.getName().substring(3), seen);
            }
        }
    }

    private static Job job(String file) throws Exception {
        ObjectMapper yaml = YAMLMapper.builder().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();
        Job job = yaml.readValue(KITS.resolve("kubernetes").resolve(file).toFile(), Job.class);
        knowsEveryField(job, file, java.util.Collections.newSetFromMap(new IdentityHashMap<>()));
        return job;
    }

    @Test
    void theKubernetesManifestsAreJobsOfTheApiWhoseIndexedPodsGradeTheirShardsThenMerge() throws Exception {
        Job shards = job("grade-class-shards.yaml");
        Job merge = job("grade-class-merge.yaml");
        assertEquals("batch/v1", shards.getApiVersion());
        assertEquals("Indexed", shards.getSpec().getCompletionMode());
        assertEquals(SHARDS, shards.getSpec().getCompletions());
        assertTrue(shards.getSpec().getBackoffLimitPerIndex() >= 1, "a failed index is retried alone");
        assertEquals("Never", shards.getSpec().getTemplate().getSpec().getRestartPolicy(),
                "backoffLimitPerIndex asks for it");
        assertEquals(shards.getSpec().getTemplate().getSpec().getVolumes().get(0).getPersistentVolumeClaim()
                .getClaimName(), merge.getSpec().getTemplate().getSpec().getVolumes().get(0)
                .getPersistentVolumeClaim().getClaimName(), "the merge reads the volume the shards wrote");

        Path bin = kit();
        // The pods see the work folder at /work: the manifest's paths, moved onto this test's folder.
        Map<Integer, String> shardOf = new HashMap<>();
        for (int index = 0; index < SHARDS; index++) {
            List<String> command = command(shards);
            int before = calls().size();
            run(bin, Map.of("JOB_COMPLETION_INDEX", Integer.toString(index)), command);
            List<String> call = calls().subList(before, calls().size());
            assertEquals("JOB_COMPLETION_INDEX=" + index, call.get(1), "the engine's variable reaches Maven");
            assertTrue(call.get(0).contains("io.github.heuristicgrader:heuristic-grader-maven-plugin:" + VERSION
                    + ":grade-class"), "the pinned version: " + call.get(0));
            assertTrue(call.get(0).contains("-Dgrade.lockedRubric=" + work.resolve("kit/rubric.yaml")), call.get(0));
            assertTrue(call.get(0).contains("-Dgrade.submissions=" + work.resolve("submissions")), call.get(0));
            String given = call.get(0).replaceFirst(".*-Dgrade\\.shard=(\\S+).*", "$1");
            int engineIndex = index;
            shardOf.put(index, Shard.of(given, variable -> variable.equals("JOB_COMPLETION_INDEX")
                    ? Integer.toString(engineIndex) : null).shard().toString());
        }
        assertEquals(Map.of(0, "1/3", 1, "2/3", 2, "3/3"), shardOf, "each index grades a shard of its own");
        run(bin, Map.of(), command(merge));
        String mergeCall = calls().get(calls().size() - 1);
        assertTrue(mergeCall.contains("-Dgrade.reports=" + String.join(",", IntStream.rangeClosed(1, SHARDS)
                .mapToObj(i -> work.resolve("class/shard-" + i + "-of-" + SHARDS).toString()).toList())), mergeCall);
    }

    private List<String> command(Job job) {
        List<String> command = new ArrayList<>();
        for (String part : job.getSpec().getTemplate().getSpec().getContainers().get(0).getCommand()) {
            command.add(part.startsWith("/work/") ? work.resolve(part.substring("/work/".length())).toString()
                    : part);
        }
        return command;
    }

    @Test
    void aShardRefusesToGradeWhenTheLockedRubricWasChanged() throws Exception {
        Path bin = kit();
        Path rubric = work.resolve("kit/rubric.yaml");
        Files.writeString(rubric, "slots: {everything: {points: 1000}}\n");
        ProcessBuilder builder = new ProcessBuilder("bash", work.resolve("kit/grade-class.sh").toString(),
                work.resolve("kit/kit.env").toString(), "shard").directory(work.toFile()).redirectErrorStream(true);
        builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        Process process = builder.start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertNotEquals(0, process.waitFor());
        assertTrue(output.contains("is not the one the kit recorded: not grading"), output);
        assertEquals(List.of(), calls(), "Maven never ran");
    }

    @Test
    void theWorkflowsMatrixGradesEachShardOnceUploadsItAndTheMergeDownloadsThemAll() throws Exception {
        JsonNode workflow = new YAMLMapper().readTree(KITS.resolve("github-actions/grade-class.yml").toFile());
        JsonNode shardJob = workflow.at("/jobs/shard");
        JsonNode mergeJob = workflow.at("/jobs/merge");
        List<Integer> matrix = new ArrayList<>();
        shardJob.at("/strategy/matrix/shard").forEach(value -> matrix.add(value.intValue()));
        assertEquals(IntStream.rangeClosed(1, SHARDS).boxed().toList(), matrix);
        assertTrue(matrix.size() <= 256, "GitHub's most jobs of a matrix");
        assertEquals("shard", mergeJob.get("needs").textValue());
        assertEquals(false, shardJob.at("/strategy/fail-fast").booleanValue(), "a failed shard stops no other");
        for (JsonNode step : List.of(shardJob.get("steps"), mergeJob.get("steps")).stream()
                .flatMap(steps -> java.util.stream.StreamSupport.stream(steps.spliterator(), false)).toList()) {
            if (step.has("uses")) {
                assertTrue(step.get("uses").textValue().matches("actions/[a-z-]+@v[0-9]+"),
                        "an action of GitHub's, by major version: " + step);
            }
        }
        Set<String> artifacts = new TreeSet<>();
        // The runner's working directory is the checkout, which holds the kit's work folder as work/.
        Path bin = kit(work.resolve("work"));
        for (int shard : matrix) {
            for (JsonNode step : shardJob.get("steps")) {
                String name = step.path("with").path("name").asText("");
                if (step.path("uses").asText().startsWith("actions/upload-artifact")) {
                    artifacts.add(name.replace("${{ matrix.shard }}", Integer.toString(shard)));
                }
                if (step.has("run")) {
                    Map<String, String> environment = new HashMap<>();
                    step.path("env").fields().forEachRemaining(variable -> environment.put(variable.getKey(),
                            variable.getValue().asText().replace("${{ matrix.shard }}", Integer.toString(shard))));
                    int before = calls().size();
                    run(bin, environment, List.of("bash", "-e", "-c", step.get("run").textValue()));
                    String call = calls().get(before);
                    assertTrue(call.contains("-Dgrade.shard=" + shard + "/" + SHARDS), call);
                    assertTrue(call.contains("-Dgrade.classOutputDirectory=" + work.resolve("work/class")), call);
                }
            }
        }
        assertEquals(SHARDS, artifacts.size(), "an artifact of its own per shard: " + artifacts);
        JsonNode download = java.util.stream.StreamSupport.stream(mergeJob.get("steps").spliterator(), false)
                .filter(step -> step.path("uses").asText().startsWith("actions/download-artifact")).findFirst()
                .orElseThrow();
        assertEquals("shard-*", download.at("/with/pattern").textValue());
        assertTrue(download.at("/with/merge-multiple").booleanValue(), "each shard's folder side by side");
    }
}
