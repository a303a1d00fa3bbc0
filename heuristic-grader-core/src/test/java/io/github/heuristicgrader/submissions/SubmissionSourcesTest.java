package io.github.heuristicgrader.submissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SubmissionSourcesTest {

    @TempDir
    Path directory;

    private Path write(String relative, String text) throws Exception {
        Path file = directory.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    private Path zip(String name, Map<String, String> entries) throws Exception {
        Path zip = directory.resolve(name);
        try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(zip));
                ZipOutputStream zipped = new ZipOutputStream(out)) {
            for (Map.Entry<String, String> entry : new java.util.TreeMap<>(entries).entrySet()) {
                zipped.putNextEntry(new ZipEntry(entry.getKey()));
                zipped.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zipped.closeEntry();
            }
        }
        return zip;
    }

    @Test
    void takesTheJavaFilesOfAMavenLayoutOneFolderDownAndNothingElse() throws Exception {
        write("alice/repo/pom.xml", "<project/>");
        write("alice/repo/.mvn/maven.config", "-Dx");
        write("alice/repo/src/main/java/student/A.java", "package student; class A {}");
        write("alice/repo/src/test/java/student/ATest.java", "package student; class ATest {}");
        write("alice/repo/src/main/resources/META-INF/services/javax.annotation.processing.Processor", "x.P");
        write("alice/repo/Stray.java", "class Stray {}");

        SubmissionSources sources = SubmissionSources.read(directory.resolve("alice"));

        assertEquals(java.util.Set.of("student/A.java"), sources.main().keySet());
        assertEquals(java.util.Set.of("student/ATest.java"), sources.test().keySet());
        assertEquals(java.util.List.of("left out repo/Stray.java: not under src/main/java or src/test/java"),
                sources.notes());
    }

    @Test
    void placesLooseFilesByTheirPackageAndTestsByTheirJUnitImport() throws Exception {
        write("bob/MyHeuristic.java", "\uFEFFpackage edu.x;\nclass MyHeuristic {}");
        write("bob/tests/MyTest.java", "package edu.x;\nimport org.junit.jupiter.api.Test;\nclass MyTest {}");
        write("bob/__MACOSX/._MyHeuristic.java", "junk");

        SubmissionSources sources = SubmissionSources.read(directory.resolve("bob"));

        assertEquals(java.util.Set.of("edu/x/MyHeuristic.java"), sources.main().keySet());
        assertEquals(java.util.Set.of("edu/x/MyTest.java"), sources.test().keySet());
    }

    @Test
    void followsNoLinkOutOfTheSubmission() throws Exception {
        write("classmate/src/main/java/student/Secret.java", "package student; class Secret {}");
        write("mallory/src/main/java/student/Mine.java", "package student; class Mine {}");
        Files.createSymbolicLink(directory.resolve("mallory/src/main/java/student/Stolen.java"),
                directory.resolve("classmate/src/main/java/student/Secret.java"));
        Files.createSymbolicLink(directory.resolve("mallory/src/main/java/other"),
                directory.resolve("classmate/src/main/java/student"));

        SubmissionSources sources = SubmissionSources.read(directory.resolve("mallory"));

        assertEquals(java.util.Set.of("student/Mine.java"), sources.main().keySet());
    }

    @Test
    void readsAZipsJavaEntriesOnly() throws Exception {
        Path zip = zip("carol.zip", Map.of("export/src/main/java/student/C.java", "package student; class C {}",
                "export/pom.xml", "<project/>"));

        SubmissionSources sources = SubmissionSources.read(zip);

        assertEquals(java.util.Set.of("student/C.java"), sources.main().keySet());
    }

    @Test
    void rejectsAZipEntryThatClimbsOut() throws Exception {
        Path zip = zip("mallory.zip", Map.of("../../alice/src/main/java/student/MyHeuristic.java", "class X {}"));

        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip));
        assertTrue(unreadable.getMessage().contains("climbs out"), unreadable.getMessage());
    }

    @Test
    void rejectsAZipWhoseJavaFilesInflateBeyondTheLimit() throws Exception {
        Path zip = directory.resolve("bomb.zip");
        try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(zip));
                ZipOutputStream zipped = new ZipOutputStream(out)) {
            zipped.putNextEntry(new ZipEntry("Big.java"));
            byte[] spaces = new byte[1 << 16];
            java.util.Arrays.fill(spaces, (byte) ' ');
            for (long written = 0; written <= SubmissionSources.MAX_FILE_BYTES; written += spaces.length) {
                zipped.write(spaces);
            }
            zipped.closeEntry();
        }

        assertThrows(SubmissionSources.Unreadable.class, () -> SubmissionSources.read(zip));
    }

    private static final String HEURISTIC = "package student; public class MyHeuristic {}";

    private Path file(String name, byte[] bytes) throws Exception {
        return Files.write(directory.resolve(name), bytes);
    }

    private static double cpuMillisOf(org.junit.jupiter.api.function.Executable read) {
        long started = ThreadCpuTime.nanos();
        try {
            read.execute();
        } catch (Throwable expected) {
            // The caller checks what it needs.
        }
        double cpu = (ThreadCpuTime.nanos() - started) / 1e6;
        System.out.printf("the read took %.1f ms of CPU%n", cpu);
        return cpu;
    }

    /**
     * The zip bomb of issue 28, scaled to 8 GiB: 128 entries of 64 MiB of zeros each (the same 64 kB of deflated data
     * written 128 times, CRCs and sizes true, so that a streaming reader inflates them all) beside a heuristic. Read
     * with {@code ZipInputStream}, as before, it cost about a CPU second per GiB.
     */
    @Test
    void refusesAZipDeclaringGibibytesBeforeInflatingAnyOfIt() throws Exception {
        byte[] zeros = ZipBytes.deflatedZeros(64);
        long crc = ZipBytes.crcOfZeros(64);
        ZipBytes bomb = new ZipBytes().text("src/main/java/student/MyHeuristic.java", HEURISTIC);
        for (int i = 0; i < 128; i++) {
            bomb.entry("target/zeros-" + i + ".bin", ZipBytes.DEFLATED, crc, 64L << 20, zeros);
        }
        Path zip = file("mallory.zip", bomb.bytes());
        ReadingBudget budget = ReadingBudget.forClassRun();

        double cpu = cpuMillisOf(() -> SubmissionSources.read(zip, budget));
        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip, budget));

        assertTrue(unreadable.getMessage().contains("declares 8 GiB of content, over the 1 GiB"),
                unreadable.getMessage());
        assertEquals(0, budget.inflated());
        assertTrue(cpu < 250, "reading the bomb took " + cpu + " ms of CPU");
    }

    /**
     * Fifield's non-recursive bomb, its sizes lying: 1,536 entries of the central directory (half of them named as
     * zips) share one local header and one deflated stream of 64 MiB of zeros (96 GiB in all, in 158 kB), each
     * declaring 100 bytes; beside them a heuristic. No entry but the heuristic is ever inflated.
     */
    @Test
    void inflatesNoEntryThatIsNotKeptWhateverItDeclares() throws Exception {
        byte[] zeros = ZipBytes.deflatedZeros(64);
        ZipBytes bomb = new ZipBytes().text("src/main/java/student/MyHeuristic.java", HEURISTIC);
        int shared = bomb.local("zeros.bin", ZipBytes.DEFLATED, 0, 100, zeros);
        for (int i = 0; i < 768; i++) {
            bomb.central("zeros-" + i + ".bin", ZipBytes.DEFLATED, 0, zeros.length, 100, shared, 0);
            bomb.central("nested-" + i + ".zip", ZipBytes.DEFLATED, 0, zeros.length, 100, shared, 0);
        }
        Path zip = file("mallory.zip", bomb.bytes());
        ReadingBudget budget = ReadingBudget.forClassRun();
        long started = ThreadCpuTime.nanos();

        SubmissionSources sources = SubmissionSources.read(zip, budget);

        double cpu = (ThreadCpuTime.nanos() - started) / 1e6;
        assertEquals(java.util.Set.of("student/MyHeuristic.java"), sources.main().keySet());
        assertEquals(HEURISTIC.length(), budget.inflated());
        assertTrue(cpu < 250, "reading the bomb took " + cpu + " ms of CPU");
    }

    /**
     * Fifield's bomb made of {@code .java} entries: 2,000 of them share 64 kB of deflated zeros (64 MiB inflated),
     * each declaring 10 bytes. Refused by the compressed size each declares, before anything is inflated.
     */
    @Test
    void refusesJavaEntriesWhoseCompressedDataOutgrowsTheirDeclaredSize() throws Exception {
        byte[] zeros = ZipBytes.deflatedZeros(64);
        ZipBytes bomb = new ZipBytes();
        int shared = bomb.local("A.java", ZipBytes.DEFLATED, 0, 10, zeros);
        for (int i = 0; i < 2_000; i++) {
            bomb.central("src/main/java/student/A" + i + ".java", ZipBytes.DEFLATED, 0, zeros.length, 10, shared,
                    0);
        }
        Path zip = file("mallory.zip", bomb.bytes());
        ReadingBudget budget = ReadingBudget.forClassRun();

        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip, budget));

        assertTrue(unreadable.getMessage().contains("A0.java holds " + zeros.length + " bytes of compressed data for"
                + " the 10 it declares: its sizes lie"), unreadable.getMessage());
        assertEquals(0, budget.inflated());
    }

    /**
     * On JDK 17 a deflated entry is read through an input buffer of its declared size plus 2 bytes: 2,000
     * {@code .java} entries declaring 0 bytes over 16 MiB of empty deflate blocks took 6.8 CPU s each in 2-byte
     * reads. Refused by the compressed size, in milliseconds.
     */
    @Test
    void refusesEntriesThatWouldBeReadTwoBytesAtATime() throws Exception {
        byte[] empty = new byte[16 << 20];
        for (int at = 0; at + 5 <= empty.length; at += 5) {
            empty[at + 3] = (byte) 0xff;
            empty[at + 4] = (byte) 0xff;
        }
        empty[empty.length / 5 * 5 - 5] = 1;
        ZipBytes bomb = new ZipBytes();
        int shared = bomb.local("A.java", ZipBytes.DEFLATED, 0, 0, empty);
        for (int i = 0; i < 2_000; i++) {
            bomb.central("src/main/java/student/A" + i + ".java", ZipBytes.DEFLATED, 0, empty.length, 0, shared, 0);
        }
        Path zip = file("mallory.zip", bomb.bytes());

        double cpu = cpuMillisOf(() -> SubmissionSources.read(zip));
        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip));

        assertTrue(unreadable.getMessage().contains("its sizes lie"), unreadable.getMessage());
        assertTrue(cpu < 250, "reading took " + cpu + " ms of CPU");
    }

    /**
     * Sixteen {@code .java} entries each declaring 1 MiB share 64 MiB of zeros: the first is inflated one byte past
     * 1 MiB, whatever it declares, and the zip refused.
     */
    @Test
    void stopsInflatingAJavaEntryOneBytePastItsLimitWhateverItDeclares() throws Exception {
        byte[] zeros = ZipBytes.deflatedZeros(64);
        ZipBytes bomb = new ZipBytes();
        int shared = bomb.local("A.java", ZipBytes.DEFLATED, 0, 10, zeros);
        for (int i = 0; i < 16; i++) {
            bomb.central("src/main/java/student/A" + (char) ('a' + i) + ".java", ZipBytes.DEFLATED, 0,
                    zeros.length, SubmissionSources.MAX_FILE_BYTES, shared, 0);
        }
        Path zip = file("mallory.zip", bomb.bytes());
        ReadingBudget budget = ReadingBudget.forClassRun();

        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip, budget));

        assertTrue(unreadable.getMessage().contains("Aa.java is over 1 MiB"), unreadable.getMessage());
        assertEquals(SubmissionSources.MAX_FILE_BYTES + 1, budget.inflated());
    }

    /**
     * Twenty {@code .java} entries declaring 800 kB each (16,000 kB in all) share 1 MiB of zeros: inflated one
     * byte past 16 MiB in all, and the zip refused.
     */
    @Test
    void stopsInflatingOneBytePastTheSubmissionsLimit() throws Exception {
        byte[] zeros = ZipBytes.deflatedZeros(1);
        ZipBytes bomb = new ZipBytes();
        int shared = bomb.local("A.java", ZipBytes.DEFLATED, 0, 10, zeros);
        for (int i = 0; i < 20; i++) {
            bomb.central("src/main/java/student/A" + (char) ('a' + i) + ".java", ZipBytes.DEFLATED, 0,
                    zeros.length, 800 << 10, shared, 0);
        }
        Path zip = file("mallory.zip", bomb.bytes());
        ReadingBudget budget = ReadingBudget.forClassRun();

        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip, budget));

        assertTrue(unreadable.getMessage().contains("over 16 MiB"), unreadable.getMessage());
        assertEquals(SubmissionSources.MAX_TOTAL_BYTES + 1, budget.inflated());
    }

    /** Sixteen honest entries of 1 MiB, read against a limit of 1 ms of CPU: stopped while inflating. */
    @Test
    void stopsReadingASubmissionAtItsCpuTimeLimit() throws Exception {
        byte[] zeros = ZipBytes.deflatedZeros(1);
        long crc = ZipBytes.crcOfZeros(1);
        ZipBytes zipBytes = new ZipBytes();
        for (int i = 0; i < 16; i++) {
            zipBytes.entry("src/main/java/student/A" + (char) ('a' + i) + ".java", ZipBytes.DEFLATED, crc,
                    SubmissionSources.MAX_FILE_BYTES, zeros);
        }
        Path zip = file("slow.zip", zipBytes.bytes());
        ReadingBudget budget = ReadingBudget.forClassRun();

        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip, budget, 1_000_000));

        assertTrue(unreadable.getMessage().contains("reading slow.zip took over 1 ms of CPU"),
                unreadable.getMessage());
        assertTrue(budget.inflated() < SubmissionSources.MAX_TOTAL_BYTES, "inflated " + budget.inflated());
        assertEquals(16, SubmissionSources.read(zip, budget).main().size());
    }

    /** The run's budget is drawn on by every submission; the one that meets it is not read and not blamed. */
    @Test
    void stopsInflatingWhenTheRunsBudgetIsSpent() throws Exception {
        String big = "class A {}\n" + " ".repeat(700_000);
        Path first = zip("alice.zip", Map.of("src/main/java/A.java", big));
        Path second = zip("bob.zip", Map.of("src/main/java/A.java", big));
        ReadingBudget budget = new ReadingBudget(1_000_000);

        SubmissionSources.read(first, budget);
        ReadingBudget.Spent spent = assertThrows(ReadingBudget.Spent.class,
                () -> SubmissionSources.read(second, budget));

        assertTrue(spent.getMessage().contains("a later run grades it"), spent.getMessage());
        assertTrue(budget.inflated() <= 1_000_000 + (1 << 16), "inflated " + budget.inflated());
    }

    /** 100,001 empty entries: refused by their count, before any is looked at. */
    @Test
    void refusesAZipOfTooManyEntriesQuickly() throws Exception {
        Path zip = directory.resolve("many.zip");
        try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(zip));
                ZipOutputStream zipped = new ZipOutputStream(out)) {
            for (int i = 0; i <= SubmissionSources.MAX_ZIP_ENTRIES; i++) {
                zipped.putNextEntry(new ZipEntry(Integer.toString(i, 36)));
                zipped.closeEntry();
            }
        }

        double cpu = cpuMillisOf(() -> SubmissionSources.read(zip));
        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip));

        assertTrue(unreadable.getMessage().contains("over 100000 entries"), unreadable.getMessage());
        assertTrue(cpu < 500, "reading took " + cpu + " ms of CPU");
    }

    /**
     * A central directory of 60 MiB: 1.3 million entries with names of 1 byte, all pointing at one local header.
     * Refused by its count; the JDK's parsing of the directory is the cost, measured.
     */
    @Test
    void refusesAHugeCentralDirectoryWithinItsCpuTime() throws Exception {
        ZipBytes huge = new ZipBytes();
        int shared = huge.local("a", ZipBytes.STORED, 0, 0, new byte[0]);
        int count = (60 << 20) / 47;
        for (int i = 0; i < count; i++) {
            huge.central(Character.toString('a' + i % 26), ZipBytes.STORED, 0, 0, 0, shared, 0);
        }
        Path zip = file("huge.zip", huge.bytes());

        double cpu = cpuMillisOf(() -> SubmissionSources.read(zip));
        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip));

        assertTrue(unreadable.getMessage().contains("entries"), unreadable.getMessage());
        assertTrue(cpu < 1_000, "reading took " + cpu + " ms of CPU");
    }

    /**
     * A zip64 zip (70,000 entries, past the 65,535 its classic end record counts), its entries deflated with data
     * descriptors as {@code ZipOutputStream} writes them, and one stored: read like any other.
     */
    @Test
    void readsZip64DataDescriptorsAndStoredEntries() throws Exception {
        Path zip = directory.resolve("zip64.zip");
        try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(zip));
                ZipOutputStream zipped = new ZipOutputStream(out)) {
            zipped.putNextEntry(new ZipEntry("src/main/java/student/MyHeuristic.java"));
            zipped.write(HEURISTIC.getBytes(StandardCharsets.UTF_8));
            zipped.closeEntry();
            byte[] stored = "package student; class Stored {}".getBytes(StandardCharsets.UTF_8);
            ZipEntry entry = new ZipEntry("src/main/java/student/Stored.java");
            entry.setMethod(ZipEntry.STORED);
            entry.setSize(stored.length);
            java.util.zip.CRC32 crc = new java.util.zip.CRC32();
            crc.update(stored);
            entry.setCrc(crc.getValue());
            zipped.putNextEntry(entry);
            zipped.write(stored);
            zipped.closeEntry();
            for (int i = 0; i < 70_000; i++) {
                zipped.putNextEntry(new ZipEntry("docs/" + i));
                zipped.closeEntry();
            }
        }

        SubmissionSources sources = SubmissionSources.read(zip);

        assertEquals(java.util.Set.of("student/MyHeuristic.java", "student/Stored.java"), sources.main().keySet());
        assertEquals(HEURISTIC, new String(sources.main().get("student/MyHeuristic.java"), StandardCharsets.UTF_8));
    }

    /** A zip inside the zip is an entry like any other that is not {@code .java}: never opened, never read. */
    @Test
    void readsNoZipInsideTheZip() throws Exception {
        byte[] inner = new ZipBytes().text("src/main/java/student/MyHeuristic.java", HEURISTIC).bytes();
        Path zip = file("nested.zip", new ZipBytes().entry("inner.zip", ZipBytes.STORED, crc(inner), inner.length,
                inner).bytes());

        SubmissionSources sources = SubmissionSources.read(zip);

        assertTrue(sources.empty());
    }

    private static long crc(byte[] bytes) {
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(bytes);
        return crc.getValue();
    }

    /** Absolute names, a drive letter and a climb make the zip unreadable; nothing is written anywhere. */
    @Test
    void rejectsAbsoluteNamesAndDriveLetters() throws Exception {
        for (String name : java.util.List.of("/etc/student/A.java", "C:/student/A.java", "a/../../A.java",
                "..\\..\\A.java")) {
            Path zip = file("mallory.zip", new ZipBytes().text(name, HEURISTIC).bytes());

            SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                    () -> SubmissionSources.read(zip), name);
            assertTrue(unreadable.getMessage().contains("climbs out"), unreadable.getMessage());
        }
    }

    /** An entry flagged as a symbolic link to {@code /etc/passwd} is a file holding that text, never followed. */
    @Test
    void takesASymbolicLinkEntryAsTheTextItHolds() throws Exception {
        byte[] target = "/etc/passwd".getBytes(StandardCharsets.UTF_8);
        ZipBytes zipBytes = new ZipBytes();
        zipBytes.central("src/main/java/student/Passwd.java", ZipBytes.STORED, crc(target), target.length,
                target.length, zipBytes.local("src/main/java/student/Passwd.java", ZipBytes.STORED, crc(target),
                        target.length, target), ZipBytes.SYMLINK);
        Path zip = file("mallory.zip", zipBytes.bytes());

        SubmissionSources sources = SubmissionSources.read(zip);

        assertEquals("/etc/passwd", new String(sources.main().get("student/Passwd.java"), StandardCharsets.UTF_8));
    }

    @Test
    void refusesAZipThatIsNoZip() throws Exception {
        Path zip = file("mallory.zip", "PK\u0003\u0004 not a zip at all".getBytes(StandardCharsets.UTF_8));

        SubmissionSources.Unreadable unreadable = assertThrows(SubmissionSources.Unreadable.class,
                () -> SubmissionSources.read(zip));

        assertTrue(unreadable.getMessage().contains("cannot be read"), unreadable.getMessage());
    }

    /** A {@code .zip} that is a FIFO would keep a read waiting for a writer for ever; one that is a link, anywhere. */
    @Test
    void refusesAFifoOrALinkNamedZipWithoutOpeningIt() throws Exception {
        Path link = Files.createSymbolicLink(directory.resolve("link.zip"),
                zip("carol.zip", Map.of("src/main/java/student/C.java", "package student; class C {}")));
        Path fifo = directory.resolve("fifo.zip");
        org.junit.jupiter.api.Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start()
                .waitFor() == 0, "mkfifo is not available");

        for (Path zip : java.util.List.of(link, fifo)) {
            SubmissionSources.Unreadable unreadable = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                    java.time.Duration.ofSeconds(10), () -> assertThrows(SubmissionSources.Unreadable.class,
                            () -> SubmissionSources.read(zip)));
            assertTrue(unreadable.getMessage().contains("neither a folder nor a regular file"),
                    unreadable.getMessage());
        }
    }

    /**
     * The Gradescope kit's placement (kits/common/place-submission.sh) and this one agree, file for file, on the
     * shapes submissions come in: a Maven project one folder down with stray files, and loose files with tests,
     * packages, a byte order mark and macOS debris.
     */
    @Test
    void placesEveryFileWhereTheGradescopeKitPlacesIt() throws Exception {
        Path script = Path.of("..", "kits", "common", "place-submission.sh").toAbsolutePath().normalize();
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(script), "the kit is not beside the module");
        write("maven/repo/pom.xml", "<project/>");
        write("maven/repo/src/main/java/a/b/A.java", "package a.b; class A {}");
        write("maven/repo/src/test/java/a/b/ATest.java", "package a.b; class ATest {}");
        write("maven/repo/notes/Stray.java", "class Stray {}");
        write("loose/MyHeuristic.java", "\uFEFFpackage edu.x;\nclass MyHeuristic {}");
        write("loose/deeper/Helper.java", "class Helper {}");
        write("loose/tests/MyTest.java", "package edu.x;\nimport static org.junit.jupiter.api.Assertions.*;\n"
                + "class MyTest {}");
        write("loose/__MACOSX/._MyHeuristic.java", "junk");
        for (String submission : java.util.List.of("maven", "loose")) {
            Path project = Files.createDirectories(directory.resolve("placed-" + submission));
            Process kit = new ProcessBuilder("bash", script.toString(), directory.resolve(submission).toString(),
                    project.toString()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            assertEquals(0, kit.waitFor());
            java.util.Set<String> byKit = new java.util.TreeSet<>();
            try (var files = Files.walk(project)) {
                files.filter(Files::isRegularFile).forEach(file -> byKit.add(project.relativize(file).toString()
                        .replace(file.getFileSystem().getSeparator(), "/")));
            }
            SubmissionSources sources = SubmissionSources.read(directory.resolve(submission));
            java.util.Set<String> byJava = new java.util.TreeSet<>();
            sources.main().keySet().forEach(file -> byJava.add("src/main/java/" + file));
            sources.test().keySet().forEach(file -> byJava.add("src/test/java/" + file));

            assertEquals(byKit, byJava, submission);
            assertEquals(submission.equals("maven") ? 2 : 3, byKit.size(), submission + ": " + byKit);
        }
    }
}
