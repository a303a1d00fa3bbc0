package io.github.heuristicgrader.rubric;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * The rubric reader as it was before {@link RubricFileParser}: Jackson's object mapper, strict. Kept to prove that the
 * streaming reader accepts the same files, gives the same values and fails with the same messages.
 */
final class DatabindRubricFileReader {

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
    private static final ObjectMapper JSON = strict(JsonMapper.builder(
            JsonFactory.builder().streamReadConstraints(CONSTRAINTS).build()));
    private static final ObjectMapper YAML = strict(YAMLMapper.builder(
            YAMLFactory.builder().loaderOptions(loaderOptions()).streamReadConstraints(CONSTRAINTS).build()));

    DatabindRubricFileReader() {
    }

    private static LoaderOptions loaderOptions() {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(MAX_BYTES);
        options.setNestingDepthLimit(MAX_NESTING_DEPTH);
        options.setMaxAliasesForCollections(0);
        options.setAllowRecursiveKeys(false);
        return options;
    }

    private static <M extends ObjectMapper, B extends MapperBuilder<M, B>> M strict(B builder) {
        return builder
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
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
            rubric = (yaml ? YAML : JSON).readValue(bytes, RubricFile.class);
        } catch (UnrecognizedPropertyException e) {
            throw new IOException("rubric file " + file + ": unknown key '" + e.getPropertyName() + "'"
                    + where(e) + "; the keys there are " + e.getKnownPropertyIds().stream().map(String::valueOf)
                    .sorted().collect(Collectors.joining(", ")), e);
        } catch (JsonProcessingException e) {
            throw new IOException("rubric file " + file + " is not a valid " + (yaml ? "YAML" : "JSON")
                    + " rubric" + where(e) + ": " + e.getOriginalMessage().lines().findFirst().orElse(""), e);
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
        JsonLocation location = parser.currentLocation();
        return location != null && location.getLineNr() > 0 ? " (line " + location.getLineNr() + ")" : "";
    }

    /** Where in the file the problem is: the key path and the line. */
    private static String where(JsonProcessingException e) {
        StringBuilder where = new StringBuilder();
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            String path = mapping.getPath().stream()
                    .map(reference -> reference.getFieldName() != null ? "." + reference.getFieldName()
                            : "[" + reference.getIndex() + "]")
                    .collect(Collectors.joining());
            where.append(" at ").append(path.startsWith(".") ? path.substring(1) : path);
        }
        JsonLocation location = e.getLocation();
        if (location != null && location.getLineNr() > 0) {
            where.append(" (line ").append(location.getLineNr()).append(')');
        }
        return where.toString();
    }
}
