package io.github.heuristicgrader.database;

import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.search.ForcedExpansions;
import io.github.heuristicgrader.search.SearchEffort;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.worker.FileReplacer;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The domain-constant work of a grade, made ahead of grading and read back: a domain's state space and the searches
 * of its A* and effort suites ({@link DomainDatabase}), which depend on the domain and the rubric's settings only,
 * never on a submission. A kit writes them at image build time ({@link #write}) into a directory of its own; a grade
 * reads one ({@link #load}) only when the SHA-256 of its bytes is the digest this jar carries for its key
 * ({@value #DIGESTS}), so a file is used only when it is byte for byte what this grader computes, whoever wrote it
 * and wherever it lies. Anything else (no digest for the key, no file, another length or digest, a file that does not
 * parse) is said in one line and the grade builds the domain as it would without.
 *
 * <p>A file's key, its name without {@value #SUFFIX}, is the SHA-256 of everything its data depends on: the format
 * version, the domain's name, class, settings and baseline's name, the rubric's {@code maxStates}, the radius
 * when one is set, the effort distances for the domain, and every start of its A* suite (name, state, file,
 * source). The jar carries digests for the registered domains at their default settings with the standard rubric
 * and no puzzle files; a test recomputes them.
 *
 * <p>The format, version {@value #FORMAT_VERSION}: every number a variable-length quantity (seven bits a byte, least
 * significant first), signed ones zigzag-coded, so that the file is small and its digest cheap. The ASCII magic
 * {@code HGPD}, the version, the key (32 bytes); the state space: states, whether every move costs 1, each key as
 * its step from the one before (from 0 for the first), each state's number of moves, each move's target as its
 * offset from its state's number (and its cost, unless every move costs 1), each distance plus 1; the A* suite:
 * puzzles, each its start's number, its forced expansions and the efforts of h = 0, the baseline and the exact
 * distance; the effort suite: starts, each its number, its forced expansions and the baseline's F; nothing after.
 * Forced expansions: the optimum, cut at the optimum, states, the states, levels, each level's number of states and
 * cost. An effort: solved, cost, optimal, expanded, generated, F below and F at most the optimum.
 */
public final class PreparedDomains {

    /** The version of the format, part of every key: a change of format makes every key new. */
    static final int FORMAT_VERSION = 1;

    /** The directory, under the one given, that holds the files. */
    public static final String DIRECTORY = "domains";

    /** The end of every file's name. */
    static final String SUFFIX = ".bin";

    /** The resource beside this class that holds the trusted digests: key = SHA-256 of the file and its length. */
    static final String DIGESTS = "prepared-digests.properties";

    private static final byte[] MAGIC = "HGPD".getBytes(StandardCharsets.US_ASCII);
    private static final HexFormat HEX = HexFormat.of();

    /** A digest this jar trusts: the SHA-256 of a file's bytes, lower-case hexadecimal, and their number. */
    record Trusted(String sha256, long length) {
    }

    private final Path directory;
    private final Map<String, Trusted> trusted;
    private final Consumer<String> info;
    private final Consumer<String> warning;

    PreparedDomains(Path directory, Map<String, Trusted> trusted, Consumer<String> info, Consumer<String> warning) {
        this.directory = directory;
        this.trusted = Map.copyOf(trusted);
        this.info = info;
        this.warning = warning;
    }

    /**
     * Prepared data read from {@code dir}/{@value #DIRECTORY}, trusted by this jar's digests; says what it finds to
     * {@code info}, and what it refuses to {@code warning}.
     */
    public static PreparedDomains in(Path dir, Consumer<String> info, Consumer<String> warning) {
        return new PreparedDomains(dir.resolve(DIRECTORY), shippedDigests(), info, warning);
    }

    /** The digests this jar carries ({@value #DIGESTS}), by key. */
    static Map<String, Trusted> shippedDigests() {
        Properties lines = new Properties();
        try (InputStream in = PreparedDomains.class.getResourceAsStream(DIGESTS)) {
            if (in == null) {
                throw new IllegalStateException("the grader's jar lacks " + DIGESTS);
            }
            lines.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + DIGESTS + " from the grader's jar", e);
        }
        Map<String, Trusted> digests = new TreeMap<>();
        for (String key : lines.stringPropertyNames()) {
            String[] parts = lines.getProperty(key).trim().split("\\s+");
            digests.put(key, new Trusted(parts[0], Long.parseLong(parts[1])));
        }
        return digests;
    }

    /**
     * The state space and suites of {@code domain} for {@code starts} and {@code rubric}, read from the file of their
     * key when this jar trusts its digest; null, after one line saying why, when there is none to trust, so that the
     * caller builds them ({@link DomainDatabase#build}).
     */
    public DomainDatabase load(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric) {
        String key = keyOf(domain, starts, rubric);
        String what = "the " + domain.title() + " (domain " + domain.name() + ")";
        Trusted expected = trusted.get(key);
        if (expected == null) {
            info.accept("Prepared domains: none for " + what + " as this grade configures it (the grader carries"
                    + " digests only for the registered domains at their default settings); building it.");
            return null;
        }
        Path file = directory.resolve(key + SUFFIX);
        try {
            byte[] bytes = read(file, expected.length());
            String sha256 = sha256(bytes);
            if (!sha256.equals(expected.sha256())) {
                warning.accept("Prepared domains: " + file + " is not what this grader computes for " + what
                        + " (SHA-256 " + sha256 + ", not " + expected.sha256() + "); not used, building it.");
                return null;
            }
            DomainDatabase grading = decode(bytes, key, domain, starts);
            info.accept("Prepared domains: " + what + " read from " + file + " (SHA-256 as the grader carries).");
            return grading;
        } catch (IOException | RuntimeException | StateDatabaseException e) {
            warning.accept("Prepared domains: cannot use " + file + " for " + what + ": " + e.getMessage()
                    + "; building it.");
            return null;
        }
    }

    /**
     * The bytes of {@code file}, which must be a regular file of exactly {@code length} bytes.
     *
     * @throws IOException naming what is wrong: no such file, not a regular file, another length
     */
    private static byte[] read(Path file, long length) throws IOException {
        if (!Files.exists(file)) {
            throw new IOException("there is no such file");
        }
        if (!Files.isRegularFile(file)) {
            throw new IOException("it is not a regular file");
        }
        try (SeekableByteChannel channel = Files.newByteChannel(file)) {
            if (channel.size() != length) {
                throw new IOException("it has " + channel.size() + " bytes, not the " + length
                        + " the grader's digest is for");
            }
            ByteBuffer bytes = ByteBuffer.allocate(Math.toIntExact(length));
            while (bytes.hasRemaining()) {
                if (channel.read(bytes) < 0) {
                    throw new IOException("it ended after " + bytes.position() + " of " + length + " bytes");
                }
            }
            if (channel.read(ByteBuffer.allocate(1)) > 0) {
                throw new IOException("it grew past " + length + " bytes while read");
            }
            return bytes.array();
        }
    }

    /**
     * Builds the state space and suites of every registered domain as {@code rubric} configures it, each graded
     * alone with {@code puzzleFiles} (a grade of several domains gives a file to the first that reads it, which can
     * make other starts and so another key), and writes those whose digest this jar carries into
     * {@code dir}/{@value #DIRECTORY}, each to a temporary file renamed into place. A domain whose data the jar carries
     * no digest for, or that cannot be built, is not written; each domain gets one line on {@code log}.
     *
     * @return the files written, in the domains' order
     * @throws IOException when the directory or a file cannot be written
     */
    public static List<Path> write(Path dir, Rubric rubric, List<Path> puzzleFiles, Consumer<String> log)
            throws IOException {
        Path directory = dir.resolve(DIRECTORY);
        Files.createDirectories(directory);
        Map<String, Trusted> digests = shippedDigests();
        List<Domain> domains = Domains.names().stream().map(name -> rubric.configured(Domains.open(name))).toList();
        List<Path> written = new ArrayList<>();
        for (Domain domain : domains) {
            String what = "the " + domain.title() + " (domain " + domain.name() + ")";
            List<Domain> others = domains.stream().filter(other -> other != domain).toList();
            Map<String, SuiteStarts.Start> starts = SuiteStarts.read(List.of(domain), others, puzzleFiles).of(domain);
            String key = keyOf(domain, starts, rubric);
            Trusted expected = digests.get(key);
            if (expected == null) {
                log.accept("Prepared domains: " + what + " not prepared: the grader carries no digest for it as this"
                        + " rubric and these puzzle files configure it, only for its default settings.");
                continue;
            }
            byte[] bytes;
            try {
                bytes = encode(key, DomainDatabase.build(domain, starts, rubric));
            } catch (StateDatabaseException e) {
                log.accept("Prepared domains: " + what + " not prepared: " + e.getMessage());
                continue;
            }
            String sha256 = sha256(bytes);
            if (!sha256.equals(expected.sha256()) || bytes.length != expected.length()) {
                log.accept("Prepared domains: " + what + " not prepared: this JVM computes SHA-256 " + sha256
                        + ", not the " + expected.sha256() + " the grader carries, so a grade would not use it.");
                continue;
            }
            Path file = FileReplacer.replace(directory.resolve(key + SUFFIX), out -> out.write(bytes));
            log.accept("Prepared domains: " + what + " written to " + file + " (" + bytes.length + " bytes).");
            written.add(file);
        }
        return written;
    }

    /** The key of the data of {@code domain} for {@code starts} and {@code rubric}: 64 hexadecimal digits. */
    static String keyOf(Domain domain, Map<String, SuiteStarts.Start> starts, Rubric rubric) {
        ByteArrayOutputStream described = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(described)) {
            out.write(MAGIC);
            out.writeInt(FORMAT_VERSION);
            text(out, domain.name());
            text(out, domain.getClass().getName());
            out.writeInt(domain.settings().size());
            for (Map.Entry<String, String> setting : domain.settings().entrySet()) {
                text(out, setting.getKey());
                text(out, setting.getValue());
            }
            text(out, domain.baseline().name());
            out.writeLong(rubric.maxStates());
            // Only a grade within a radius writes one, so that the keys of whole spaces stay as they were.
            OptionalInt radius = rubric.radius(domain);
            if (radius.isPresent()) {
                text(out, "radius");
                out.writeInt(radius.getAsInt());
            }
            List<Integer> distances = rubric.effortDistances(domain);
            out.writeInt(distances.size());
            for (int distance : distances) {
                out.writeInt(distance);
            }
            out.writeInt(starts.size());
            for (Map.Entry<String, SuiteStarts.Start> start : starts.entrySet()) {
                text(out, start.getKey());
                out.writeLong(start.getValue().state());
                text(out, start.getValue().file());
                text(out, start.getValue().source());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sha256(described.toByteArray());
    }

    /** A text of the key's description, null told apart from every text. */
    private static void text(DataOutputStream out, String text) throws IOException {
        if (text == null) {
            out.writeInt(-1);
            return;
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    /** The SHA-256 of {@code bytes}, 64 lower-case hexadecimal digits. */
    static String sha256(byte[] bytes) {
        try {
            return HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** The file's bytes for {@code grading} under {@code key}, in the format above. */
    static byte[] encode(String key, DomainDatabase grading) {
        StateSpace space = grading.space();
        int states = space.size();
        Encoder out = new Encoder();
        out.bytes(MAGIC);
        out.unsigned(FORMAT_VERSION);
        out.bytes(HEX.parseHex(key));
        out.unsigned(states);
        out.flag(space.unitCosts());
        long previous = 0;
        for (int state = 0; state < states; state++) {
            // Ascending keys: each the one before plus a positive step, unsigned (the first from 0, two's complement).
            out.unsigned(space.key(state) - previous);
            previous = space.key(state);
        }
        for (int state = 0; state < states; state++) {
            out.unsigned(space.endMove(state) - space.firstMove(state));
        }
        for (int state = 0; state < states; state++) {
            for (int move = space.firstMove(state); move < space.endMove(state); move++) {
                // Moves mostly lead to states of nearby numbers: their offset is short.
                out.signed(space.moveTarget(move) - (long) state);
                if (!space.unitCosts()) {
                    out.unsigned(space.moveCost(move));
                }
            }
        }
        for (int state = 0; state < states; state++) {
            out.unsigned(space.distance(state) - (long) StateSpace.UNSOLVABLE);
        }
        List<Suite.Reference> references = grading.suite().references();
        out.unsigned(references.size());
        for (Suite.Reference reference : references) {
            out.unsigned(reference.start());
            forced(out, reference.forced());
            effort(out, reference.zero());
            effort(out, reference.baseline());
            effort(out, reference.exact());
        }
        List<EffortSuite.Start> effortStarts = grading.effortSuite().computed();
        out.unsigned(effortStarts.size());
        for (EffortSuite.Start start : effortStarts) {
            out.unsigned(start.state());
            forced(out, start.forced());
            out.signed(start.baselineBelow());
        }
        return out.toByteArray();
    }

    private static void forced(Encoder out, ForcedExpansions forced) {
        out.signed(forced.optimum());
        out.flag(forced.cutAtOptimum());
        int[] states = forced.reachedStates();
        out.unsigned(states.length);
        for (int state : states) {
            out.unsigned(state);
        }
        int[] levelStarts = forced.levelStarts();
        int[] levelCosts = forced.levelCosts();
        out.unsigned(levelCosts.length);
        for (int level = 0; level < levelCosts.length; level++) {
            out.unsigned(levelStarts[level + 1] - levelStarts[level]);
            out.signed(levelCosts[level]);
        }
    }

    private static void effort(Encoder out, SearchEffort effort) {
        out.flag(effort.solved());
        out.signed(effort.cost());
        out.flag(effort.optimal());
        out.signed(effort.expanded());
        out.signed(effort.generated());
        out.signed(effort.fBelowOptimal());
        out.signed(effort.fAtMostOptimal());
    }

    /**
     * What {@code bytes} (a file of the format above, whose digest was checked) hold for {@code domain} and
     * {@code starts}.
     *
     * @throws IllegalArgumentException when they are not such a file, or not for {@code key}
     * @throws StateDatabaseException as {@link Suite#restore} does
     */
    static DomainDatabase decode(byte[] bytes, String key, Domain domain, Map<String, SuiteStarts.Start> starts)
            throws StateDatabaseException {
        Decoder in = new Decoder(bytes);
        if (!Arrays.equals(in.bytes(MAGIC.length), MAGIC)) {
            throw new IllegalArgumentException("it is no prepared domain file");
        }
        int version = in.count();
        if (version != FORMAT_VERSION) {
            throw new IllegalArgumentException("its format is version " + version + ", not " + FORMAT_VERSION);
        }
        String storedKey = HEX.formatHex(in.bytes(32));
        if (!storedKey.equals(key)) {
            throw new IllegalArgumentException("it is the file of key " + storedKey);
        }
        int states = in.count();
        boolean unit = in.flag();
        long[] keys = new long[states];
        long previous = 0;
        for (int state = 0; state < states; state++) {
            previous += in.unsigned();
            keys[state] = previous;
        }
        int[] firstMove = new int[states + 1];
        for (int state = 0; state < states; state++) {
            firstMove[state + 1] = Math.addExact(firstMove[state], in.count());
        }
        int[] targets = new int[firstMove[states]];
        int[] costs = unit ? null : new int[targets.length];
        for (int state = 0; state < states; state++) {
            for (int move = firstMove[state]; move < firstMove[state + 1]; move++) {
                targets[move] = Math.toIntExact(state + in.signed());
                if (costs != null) {
                    costs[move] = in.count();
                }
            }
        }
        int[] distance = new int[states];
        for (int state = 0; state < states; state++) {
            distance[state] = in.count() + StateSpace.UNSOLVABLE;
        }
        StateSpace space = StateSpace.restore(domain, keys, firstMove, targets, costs, distance);
        int puzzles = in.count();
        List<Suite.Reference> references = new ArrayList<>();
        for (int i = 0; i < puzzles; i++) {
            references.add(new Suite.Reference(in.count(), forced(in), effort(in), effort(in), effort(in)));
        }
        int effortStarts = in.count();
        List<EffortSuite.Start> computed = new ArrayList<>();
        for (int i = 0; i < effortStarts; i++) {
            computed.add(new EffortSuite.Start(in.count(), forced(in), in.signed()));
        }
        if (in.remaining() > 0) {
            throw new IllegalArgumentException(in.remaining() + " bytes follow its data");
        }
        Suite suite = Suite.restore(space, Estimates.of(space, domain.baseline()), starts, references);
        return new DomainDatabase(domain, space, suite, EffortSuite.restore(space, computed));
    }

    private static ForcedExpansions forced(Decoder in) {
        int optimum = Math.toIntExact(in.signed());
        boolean cut = in.flag();
        int[] states = new int[in.count()];
        for (int i = 0; i < states.length; i++) {
            states[i] = in.count();
        }
        int levels = in.count();
        int[] levelStarts = new int[levels + 1];
        int[] levelCosts = new int[levels];
        for (int level = 0; level < levels; level++) {
            levelStarts[level + 1] = Math.addExact(levelStarts[level], in.count());
            levelCosts[level] = Math.toIntExact(in.signed());
        }
        return ForcedExpansions.restore(optimum, states, levelStarts, levelCosts, cut);
    }

    private static SearchEffort effort(Decoder in) {
        return new SearchEffort(in.flag(), Math.toIntExact(in.signed()), in.flag(), in.signed(), in.signed(),
                in.signed(), in.signed());
    }

    /**
     * Writes numbers as variable-length quantities: seven bits a byte, least significant first, the high bit set on
     * every byte but the last; signed numbers zigzag-coded first (0, −1, 1, −2, … as 0, 1, 2, 3, …).
     */
    private static final class Encoder {

        private byte[] buffer = new byte[1 << 20];
        private int size;

        private void room(int bytes) {
            if (buffer.length - size < bytes) {
                buffer = Arrays.copyOf(buffer, Math.max(size + bytes, 2 * buffer.length));
            }
        }

        void bytes(byte[] values) {
            room(values.length);
            System.arraycopy(values, 0, buffer, size, values.length);
            size += values.length;
        }

        void flag(boolean value) {
            unsigned(value ? 1 : 0);
        }

        void unsigned(long value) {
            room(10);
            long rest = value;
            while ((rest & ~0x7FL) != 0) {
                buffer[size++] = (byte) (rest & 0x7F | 0x80);
                rest >>>= 7;
            }
            buffer[size++] = (byte) rest;
        }

        void signed(long value) {
            unsigned(value << 1 ^ value >> 63);
        }

        byte[] toByteArray() {
            return Arrays.copyOf(buffer, size);
        }
    }

    /** Reads what {@link Encoder} wrote; throws {@link IllegalArgumentException} where the bytes do not fit. */
    private static final class Decoder {

        private final byte[] bytes;
        private int position;

        Decoder(byte[] bytes) {
            this.bytes = bytes;
        }

        byte[] bytes(int count) {
            if (bytes.length - position < count) {
                throw new IllegalArgumentException("it ends early");
            }
            position += count;
            return Arrays.copyOfRange(bytes, position - count, position);
        }

        long unsigned() {
            long value = 0;
            for (int shift = 0; shift < Long.SIZE; shift += 7) {
                if (position == bytes.length) {
                    throw new IllegalArgumentException("it ends early");
                }
                byte next = bytes[position++];
                value |= (long) (next & 0x7F) << shift;
                if (next >= 0) {
                    return value;
                }
            }
            throw new IllegalArgumentException("a number runs past 64 bits");
        }

        long signed() {
            long zigzag = unsigned();
            return zigzag >>> 1 ^ -(zigzag & 1);
        }

        /** A count or state number: 0 to {@link Integer#MAX_VALUE}. */
        int count() {
            long value = unsigned();
            if (value > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("a count is " + value);
            }
            return (int) value;
        }

        boolean flag() {
            long flag = unsigned();
            if (flag > 1) {
                throw new IllegalArgumentException("a flag is " + flag + ", neither 0 nor 1");
            }
            return flag == 1;
        }

        int remaining() {
            return bytes.length - position;
        }
    }
}
