package io.github.heuristicgrader.classgrading;

import java.util.List;
import java.util.function.Function;

/**
 * One of {@code count} disjoint parts of a class, so that a class is graded on many machines at once, each machine
 * agreeing on its part without talking to the others: the {@code index}-th run of the students sorted by id, the
 * runs as even as whole students allow (Jest's, Playwright's and Vitest's {@code --shard=i/n}).
 *
 * @param index which part, from 1 to {@code count}
 * @param count how many parts, from 1
 */
public record Shard(int index, int count) {

    /** The most parts a class is split into: AWS Batch's largest array. */
    public static final int MAX_COUNT = 10_000;

    /**
     * The variables of the array-job engines that give a task's index, each 0-based but Slurm's, whose first index is
     * {@code SLURM_ARRAY_TASK_MIN}: Slurm's arrays, Kubernetes' Indexed Jobs, AWS Batch's array jobs.
     */
    public static final List<String> ENGINE_INDEXES = List.of("SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX",
            "AWS_BATCH_JOB_ARRAY_INDEX");

    /** Checks the range. */
    public Shard {
        if (count < 1 || count > MAX_COUNT || index < 1 || index > count) {
            throw new IllegalArgumentException("shard " + index + "/" + count + ": I/N with 1 ≤ I ≤ N ≤ "
                    + MAX_COUNT);
        }
    }

    /**
     * A shard and where its index came from, for the log.
     *
     * @param shard the shard
     * @param source {@code -Dgrade.shard=2/3}, or the engine's variables it was read from
     */
    public record Chosen(Shard shard, String source) {
    }

    /**
     * The shard {@code given} names ({@code grade.shard}): {@code I/N}; or {@code auto/N}, {@code auto}, where I
     * (and, for {@code auto}, N) comes from the first of {@link #ENGINE_INDEXES} that {@code environment} sets
     * (N from {@code SLURM_ARRAY_TASK_COUNT}, the one count variable of the three engines).
     *
     * @throws IllegalArgumentException saying what is wrong and what is expected
     */
    public static Chosen of(String given, Function<String, String> environment) {
        String text = given.strip();
        int slash = text.indexOf('/');
        String first = slash < 0 ? text : text.substring(0, slash).strip();
        String second = slash < 0 ? null : text.substring(slash + 1).strip();
        if (!first.equalsIgnoreCase("auto")) {
            if (second == null) {
                throw new IllegalArgumentException(usage(given));
            }
            return new Chosen(new Shard(number(first, given), number(second, given)), "-Dgrade.shard=" + text);
        }
        for (String variable : ENGINE_INDEXES) {
            String value = environment.apply(variable);
            if (value == null || value.isBlank()) {
                continue;
            }
            int engineIndex = number(value, variable + "=" + value);
            String source = variable + "=" + value.strip();
            int first0 = 0;
            if (variable.equals("SLURM_ARRAY_TASK_ID")) {
                String min = environment.apply("SLURM_ARRAY_TASK_MIN");
                if (min != null && !min.isBlank()) {
                    first0 = number(min, "SLURM_ARRAY_TASK_MIN=" + min);
                    source += ", SLURM_ARRAY_TASK_MIN=" + min.strip();
                }
            }
            int count;
            if (second != null) {
                count = number(second, given);
            } else {
                // Of the three, Slurm alone says how many tasks the array has.
                String countVariable = variable.equals("SLURM_ARRAY_TASK_ID") ? "SLURM_ARRAY_TASK_COUNT" : null;
                String countValue = countVariable == null ? null : environment.apply(countVariable);
                if (countValue == null || countValue.isBlank()) {
                    throw new IllegalArgumentException("-Dgrade.shard=auto reads the shard's index from " + variable
                            + ", but the engine gives no count: give it as -Dgrade.shard=auto/N");
                }
                count = number(countValue, countVariable + "=" + countValue);
                source += ", " + countVariable + "=" + countValue.strip();
            }
            return new Chosen(new Shard(engineIndex - first0 + 1, count), source);
        }
        throw new IllegalArgumentException("-Dgrade.shard=" + text + " reads the shard's index from the array-job"
                + " engine, but none of " + String.join(", ", ENGINE_INDEXES) + " is set: give -Dgrade.shard=I/N");
    }

    private static int number(String text, String where) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(usage(where));
        }
    }

    private static String usage(String given) {
        return "grade.shard '" + given + "': I/N with 1 ≤ I ≤ N (such as 2/3), or auto/N, or auto, to read I"
                + " from the array-job engine's variable";
    }

    /**
     * This shard's part of {@code sorted}, the whole class sorted by id: the {@code index}-th of {@code count} runs,
     * from {@code (index - 1) * size / count} to {@code index * size / count}, so that the parts are disjoint, cover
     * the class, and differ in size by one student at most.
     */
    public <T> List<T> part(List<T> sorted) {
        int size = sorted.size();
        return List.copyOf(sorted.subList((int) ((long) (index - 1) * size / count),
                (int) ((long) index * size / count)));
    }

    /** The name of the shard's output folder: {@code shard-2-of-3}. */
    public String folderName() {
        return "shard-" + index + "-of-" + count;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
