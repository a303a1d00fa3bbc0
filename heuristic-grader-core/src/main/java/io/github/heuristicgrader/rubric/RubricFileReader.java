package io.github.heuristicgrader.rubric;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * Reads an instructor's {@link RubricFile}: YAML when the file name ends in {@code .yaml} or {@code .yml}, JSON
 * otherwise. Strict, so that a typo cannot silently cost or give points: unknown keys, duplicate keys, numbers given
 * as text and fractions where whole points are expected are errors.
 *
 * <p>Bounded, so that a huge or hostile file fails at once instead of taking minutes and gigabytes: only a regular
 * file is opened (a FIFO would block, a device never end), at most {@link #MAX_BYTES} are read, nesting is limited
 * to {@link #MAX_NESTING_DEPTH}, and YAML anchors and aliases, which a rubric never needs, are refused.
 */
public final class RubricFileReader {

    /** The largest rubric file read: 1 MiB, hundreds of times a real rubric. */
    public static final int MAX_BYTES = 1 << 20;
    /** The deepest nesting of objects and arrays; a rubric needs 3. */
    static final int MAX_NESTING_DEPTH = 16;
    /** The longest key or text value, in characters. */
    private static final int MAX_STRING_LENGTH = 64 * 1024;

    private static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxDocumentLength(MAX_BYTES)
            .maxNestingDepth(MAX_NESTING_DEPTH)
            .maxStringLength(MAX_STRING_LENGTH)
            .maxNameLength(MAX_STRING_LENGTH)
            .maxNumberLength(100)
            .build();
    private static final JsonFactory JSON = JsonFactory.builder().streamReadConstraints(CONSTRAINTS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    private static final YAMLFactory YAML = YAMLFactory.builder().loaderOptions(loaderOptions())
            .streamReadConstraints(CONSTRAINTS).enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    /** A reader; it holds no state and may be shared. */
    public RubricFileReader() {
    }

    private static LoaderOptions loaderOptions() {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(MAX_BYTES);
        options.setNestingDepthLimit(MAX_NESTING_DEPTH);
        options.setMaxAliasesForCollections(0);
        options.setAllowRecursiveKeys(false);
        return options;
    }

    /**
     * Reads {@code file}.
     *
     * @throws IOException with a message naming the file and what to change: the file is missing, unreadable, not a
     *     regular file, larger than {@link #MAX_BYTES}, empty, not JSON or YAML, nested too deeply, uses YAML
     *     aliases, is not an object, has an unknown or repeated key, or a value of the wrong type
     */
    public RubricFile read(Path file) throws IOException {
        return parse(file, readBytes(file));
    }

    /**
     * Reads the bytes of {@code file}, as {@link #read} does before parsing them, so that a caller can parse and
     * digest the same bytes.
     *
     * @throws IOException naming the file: it is missing, unreadable, not a regular file, or larger than
     *     {@link #MAX_BYTES}
     */
    public byte[] readBytes(Path file) throws IOException {
        return readBounded(file);
    }

    /**
     * Parses {@code bytes}, read from {@code file} by {@link #readBytes}; the file's name says JSON or YAML.
     *
     * @throws IOException as {@link #read} does, for the bytes' content
     */
    public RubricFile parse(Path file, byte[] bytes) throws IOException {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean yaml = name.endsWith(".yaml") || name.endsWith(".yml");
        if (bytes.length > MAX_BYTES) {
            throw new IOException("rubric file " + file + " is larger than " + MAX_BYTES / 1024 + " KiB ("
                    + MAX_BYTES + " bytes); a rubric takes a few hundred bytes");
        }
        if (new String(bytes, StandardCharsets.UTF_8).isBlank()) {
            throw new IOException("rubric file " + file + " is empty; leave the rubric file out to use the defaults");
        }
        RubricFile rubric;
        try {
            if (yaml) {
                refuseAliases(bytes, file);
            }
            try (JsonParser parser = (yaml ? YAML : JSON).createParser(bytes)) {
                rubric = new RubricFileParser(parser).rubric();
            }
        } catch (RubricFileParser.UnknownKey e) {
            throw new IOException("rubric file " + file + ": unknown key '" + e.key() + "'" + e.where()
                    + "; the keys there are " + String.join(", ", e.known()), e);
        } catch (RubricFileParser.Mismatch e) {
            throw new IOException("rubric file " + file + " is not a valid " + (yaml ? "YAML" : "JSON")
                    + " rubric" + e.where() + ": " + e.getMessage().lines().findFirst().orElse(""), e);
        } catch (JsonProcessingException e) {
            // From looking for aliases: the YAML does not parse.
            throw new IOException("rubric file " + file + " is not a valid YAML rubric" + where(e.getLocation())
                    + ": " + e.getOriginalMessage().lines().findFirst().orElse(""), e);
        }
        if (rubric == null) {
            throw new IOException("rubric file " + file + " holds null, not a rubric");
        }
        return rubric;
    }

    /** The file's bytes, read only when it is a regular file and only up to one byte past {@link #MAX_BYTES}. */
    private static byte[] readBounded(Path file) throws IOException {
        BasicFileAttributes attributes;
        byte[] bytes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new IOException("rubric file " + file + " does not exist", e);
        } catch (IOException e) {
            throw new IOException("rubric file " + file + " cannot be read: " + e, e);
        }
        // Checked before opening: opening a FIFO blocks until someone writes to it, a device may never end.
        if (!attributes.isRegularFile()) {
            throw new IOException("rubric file " + file + " is not a regular file (a directory, FIFO or device);"
                    + " name a JSON or YAML file");
        }
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (IOException e) {
            throw new IOException("rubric file " + file + " cannot be read: " + e, e);
        }
        if (bytes.length > MAX_BYTES) {
            throw new IOException("rubric file " + file + " is larger than " + MAX_BYTES / 1024 + " KiB ("
                    + MAX_BYTES + " bytes); a rubric takes a few hundred bytes");
        }
        return bytes;
    }

    /**
     * Fails at the first YAML anchor or alias. Jackson does not expand aliases, but a rubric has no use for them, and
     * refusing them says plainly what is wrong with an alias bomb.
     */
    private static void refuseAliases(byte[] bytes, Path file) throws IOException {
        try (JsonParser parser = YAML.createParser(bytes)) {
            while (parser.nextToken() != null) {
                YAMLParser yaml = (YAMLParser) parser;
                if (yaml.isCurrentAlias() || yaml.getObjectId() != null) {
                    throw new IOException("rubric file " + file + " uses the YAML anchor or alias '"
                            + (yaml.isCurrentAlias() ? yaml.getText() : yaml.getObjectId()) + "'"
                            + where(parser) + "; write every value out instead");
                }
            }
        }
    }

    private static String where(JsonParser parser) {
        return where(parser.currentLocation());
    }

    private static String where(JsonLocation location) {
        return location != null && location.getLineNr() > 0 ? " (line " + location.getLineNr() + ")" : "";
    }
}
