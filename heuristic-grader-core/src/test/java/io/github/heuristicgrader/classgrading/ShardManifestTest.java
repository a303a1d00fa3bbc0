package io.github.heuristicgrader.classgrading;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShardManifestTest {

    @TempDir
    Path output;

    @Test
    void readsBackWhatItWroteAndWritesTheSameBytesAgain() throws Exception {
        ShardManifest manifest = new ShardManifest(new Shard(2, 3), 40, List.of("ann", "bob"),
                Map.of("bob", "javac broke:\nline two = ü"));
        byte[] first = Files.readAllBytes(manifest.write(output));
        assertEquals(manifest, ShardManifest.read(output));
        assertArrayEquals(first, Files.readAllBytes(manifest.write(output)), "no date, sorted lines");
    }

    @Test
    void isNullForAFolderOfReportsWithoutOne() throws Exception {
        assertNull(ShardManifest.read(output));
    }

    @Test
    void refusesAManifestThatIsALink() throws Exception {
        Path elsewhere = Files.createDirectories(output.resolve("elsewhere"));
        new ShardManifest(new Shard(1, 1), 1, List.of("ann"), Map.of()).write(elsewhere);
        Path run = Files.createDirectories(output.resolve("run"));
        Files.createSymbolicLink(run.resolve(ShardManifest.FILE_NAME), elsewhere.resolve(ShardManifest.FILE_NAME));
        IOException refused = assertThrows(IOException.class, () -> ShardManifest.read(run));
        assertTrue(refused.getMessage().contains("is no regular file"), refused.getMessage());
    }

    @Test
    void refusesAStudentThatIsNoStudentIdAndAShardOutOfRange() throws Exception {
        Files.writeString(output.resolve(ShardManifest.FILE_NAME), "count=3\nindex=1\nstudents=ann,../x\n"
                + "submissions=3\n");
        assertTrue(assertThrows(IOException.class, () -> ShardManifest.read(output)).getMessage()
                .endsWith("no shard manifest: a student of the list is no student id"));
        Files.writeString(output.resolve(ShardManifest.FILE_NAME), "count=3\nindex=4\nstudents=\nsubmissions=3\n");
        assertThrows(IOException.class, () -> ShardManifest.read(output));
    }
}
