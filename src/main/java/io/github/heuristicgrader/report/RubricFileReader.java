package io.github.heuristicgrader.report;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Reads an instructor's {@link RubricFile}: YAML when the file name ends in {@code .yaml} or {@code .yml}, JSON
 * otherwise. Strict, so that a typo cannot silently cost or give points: unknown keys, duplicate keys, numbers given
 * as text and fractions where whole points are expected are errors.
 */
public final class RubricFileReader {

    private static final ObjectMapper JSON = strict(JsonMapper.builder());
    private static final ObjectMapper YAML = strict(YAMLMapper.builder());

    /** A reader; it holds no state and may be shared. */
    public RubricFileReader() {
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
     * @throws IOException with a message naming the file and what to change: the file is missing or unreadable,
     *     empty, not JSON or YAML, not an object, has an unknown or repeated key, or a value of the wrong type
     */
    public RubricFile read(Path file) throws IOException {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean yaml = name.endsWith(".yaml") || name.endsWith(".yml");
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new IOException("rubric file " + file + " does not exist", e);
        } catch (IOException e) {
            throw new IOException("rubric file " + file + " cannot be read: " + e, e);
        }
        if (new String(bytes, StandardCharsets.UTF_8).isBlank()) {
            throw new IOException("rubric file " + file + " is empty; leave the rubric file out to use the defaults");
        }
        RubricFile rubric;
        try {
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
