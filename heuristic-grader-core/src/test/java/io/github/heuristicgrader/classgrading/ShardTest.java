package io.github.heuristicgrader.classgrading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ShardTest {

    @Test
    void partsAreDisjointCoverTheClassInOrderAndDifferByOneStudentAtMost() {
        for (int size = 0; size <= 60; size++) {
            List<Integer> students = IntStream.range(0, size).boxed().toList();
            for (int count = 1; count <= 13; count++) {
                List<Integer> together = new ArrayList<>();
                Set<Integer> sizes = new HashSet<>();
                for (int index = 1; index <= count; index++) {
                    List<Integer> part = new Shard(index, count).part(students);
                    together.addAll(part);
                    sizes.add(part.size());
                }
                assertEquals(students, together, size + " students in " + count + " shards");
                // Counted a second way: each part holds the floor or the ceiling of size / count.
                int floor = size / count;
                assertTrue(Set.of(floor, floor + 1).containsAll(sizes), size + "/" + count + ": " + sizes);
            }
        }
    }

    @Test
    void takesTheShardTheCommandLineGives() {
        Shard.Chosen chosen = Shard.of(" 2/3 ", variable -> null);
        assertEquals(new Shard(2, 3), chosen.shard());
        assertEquals("-Dgrade.shard=2/3", chosen.source());
    }

    @Test
    void readsSlurmsIndexFromItsFirstIndexWithItsCount() {
        Map<String, String> slurm = Map.of("SLURM_ARRAY_TASK_ID", "5", "SLURM_ARRAY_TASK_MIN", "3",
                "SLURM_ARRAY_TASK_COUNT", "4");
        Shard.Chosen chosen = Shard.of("auto", slurm::get);
        assertEquals(new Shard(3, 4), chosen.shard());
        assertEquals("SLURM_ARRAY_TASK_ID=5, SLURM_ARRAY_TASK_MIN=3, SLURM_ARRAY_TASK_COUNT=4", chosen.source());
    }

    @Test
    void readsKubernetesAndAwsBatchIndexesFromZeroWithTheCountGiven() {
        assertEquals(new Shard(1, 3), Shard.of("auto/3", Map.of("JOB_COMPLETION_INDEX", "0")::get).shard());
        assertEquals(new Shard(10, 10), Shard.of("auto/10", Map.of("AWS_BATCH_JOB_ARRAY_INDEX", "9")::get).shard());
    }

    @Test
    void asksForTheCountWhereTheEngineGivesNone() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Shard.of("auto", Map.of("JOB_COMPLETION_INDEX", "1")::get));
        assertEquals("-Dgrade.shard=auto reads the shard's index from JOB_COMPLETION_INDEX, but the engine gives no"
                + " count: give it as -Dgrade.shard=auto/N", refused.getMessage());
    }

    @Test
    void refusesShardsOutsideTheirCountAndTextThatIsNoShard() {
        for (String given : List.of("0/3", "4/3", "x/3", "3", "1/0", "-1/2", "auto/x")) {
            assertThrows(IllegalArgumentException.class, () -> Shard.of(given, Map.of("JOB_COMPLETION_INDEX",
                    "0")::get), given);
        }
        assertThrows(IllegalArgumentException.class, () -> Shard.of("auto/3", Map.of("JOB_COMPLETION_INDEX",
                "3")::get), "index 3 is the fourth of three");
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> Shard.of("auto/3", variable -> null));
        assertTrue(none.getMessage().contains("none of SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX,"
                + " AWS_BATCH_JOB_ARRAY_INDEX is set"), none.getMessage());
    }
}
