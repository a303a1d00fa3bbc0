package io.github.heuristicgrader.plugin.settings;

import io.github.heuristicgrader.grading.GradingException;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One parameter of a goal as a settings builder takes it from text: its name, the kind of value it holds and the
 * builder's setter it goes to; how a locked grade sets a parameter from the command line without touching the goal.
 */
public final class Setting {

    /** The kinds of value a parameter holds, each read from text as Maven reads it from a property. */
    public enum Kind {
        /** Text as given. */
        TEXT,
        /** A whole number, an {@code int}. */
        WHOLE_NUMBER,
        /** A whole number, a {@code long}. */
        LONG_NUMBER,
        /** {@code true}, anything else being false, as {@link Boolean#valueOf(String)} reads it. */
        FLAG,
        /** A path, relative ones against the project's base directory. */
        FILE,
        /** Texts, comma separated, each as given. */
        TEXTS,
        /** Paths, comma separated, blank ones left out. */
        FILES,
        /** Set in the POM only, such as a map: never from text. */
        POM_ONLY
    }

    private final String name;
    private final Kind kind;
    private final boolean required;
    private final Consumer<Object> setter;

    private Setting(String name, Kind kind, boolean required, Consumer<Object> setter) {
        this.name = Objects.requireNonNull(name);
        this.kind = kind;
        this.required = required;
        this.setter = setter;
    }

    /** A text parameter. */
    public static Setting text(String name, Consumer<String> setter) {
        return new Setting(name, Kind.TEXT, false, value -> setter.accept((String) value));
    }

    /** A whole-number parameter that always has a value (an {@code int} with a default). */
    public static Setting number(String name, Consumer<Integer> setter) {
        return new Setting(name, Kind.WHOLE_NUMBER, true, value -> setter.accept((Integer) value));
    }

    /** A whole-number parameter that may be unset. */
    public static Setting optionalNumber(String name, Consumer<Integer> setter) {
        return new Setting(name, Kind.WHOLE_NUMBER, false, value -> setter.accept((Integer) value));
    }

    /** A {@code long} parameter that always has a value. */
    public static Setting longNumber(String name, Consumer<Long> setter) {
        return new Setting(name, Kind.LONG_NUMBER, true, value -> setter.accept((Long) value));
    }

    /** A {@code long} parameter that may be unset. */
    public static Setting optionalLongNumber(String name, Consumer<Long> setter) {
        return new Setting(name, Kind.LONG_NUMBER, false, value -> setter.accept((Long) value));
    }

    /** A yes-or-no parameter that always has a value (a {@code boolean} with a default). */
    public static Setting flag(String name, Consumer<Boolean> setter) {
        return new Setting(name, Kind.FLAG, true, value -> setter.accept((Boolean) value));
    }

    /** A yes-or-no parameter that may be unset, meaning "decide for me". */
    public static Setting optionalFlag(String name, Consumer<Boolean> setter) {
        return new Setting(name, Kind.FLAG, false, value -> setter.accept((Boolean) value));
    }

    /** A file or directory parameter. */
    public static Setting file(String name, Consumer<File> setter) {
        return new Setting(name, Kind.FILE, false, value -> setter.accept((File) value));
    }

    /** A list-of-texts parameter. */
    @SuppressWarnings("unchecked")
    public static Setting texts(String name, Consumer<List<String>> setter) {
        return new Setting(name, Kind.TEXTS, false, value -> setter.accept((List<String>) value));
    }

    /** A list-of-files parameter. */
    @SuppressWarnings("unchecked")
    public static Setting files(String name, Consumer<List<File>> setter) {
        return new Setting(name, Kind.FILES, false, value -> setter.accept((List<File>) value));
    }

    /** A parameter set in the POM only, such as a map, which text can only unset. */
    public static Setting pomOnly(String name, Consumer<Object> unset) {
        return new Setting(name, Kind.POM_ONLY, false, unset);
    }

    /** The parameter's name, as the goal's descriptor and the POM's configuration name it. */
    public String name() {
        return name;
    }

    /** The kind of value it holds. */
    public Kind kind() {
        return kind;
    }

    /**
     * Sets the parameter in its builder from text, or unsets it when {@code text} is null.
     *
     * @param text the value as text, or null for none
     * @param resolve turns a path as given into one against the project's base directory
     * @param what the parameter and where its value came from, for the messages
     * @throws GradingException when the text is no value of this kind, or it is null and the parameter needs one
     */
    public void set(String text, Function<String, Path> resolve, String what) throws GradingException {
        Object value = text == null ? null : convert(text, resolve, what);
        if (value == null && required) {
            throw new GradingException("parameter " + name + " has no default, so the configuration cannot be locked");
        }
        setter.accept(value);
    }

    private Object convert(String text, Function<String, Path> resolve, String what) throws GradingException {
        try {
            return switch (kind) {
                case TEXT -> text;
                case WHOLE_NUMBER -> Integer.valueOf(text.strip());
                case LONG_NUMBER -> Long.valueOf(text.strip());
                case FLAG -> Boolean.valueOf(text.strip());
                case FILE -> resolve.apply(text.strip()).toFile();
                case TEXTS -> new ArrayList<>(List.of(text.split(",", -1)));
                case FILES -> files(text, resolve);
                case POM_ONLY -> throw new GradingException("parameter " + what + " is set in the POM only, which a"
                        + " locked grade cannot set from the command line");
            };
        } catch (NumberFormatException e) {
            throw new GradingException("parameter " + what + " must be a whole number, not '" + text + "'", e);
        }
    }

    /** As Maven reads a list from a property: comma separated. */
    private static List<File> files(String text, Function<String, Path> resolve) {
        List<File> files = new ArrayList<>();
        for (String entry : text.split(",", -1)) {
            if (!entry.isBlank()) {
                files.add(resolve.apply(entry.strip()).toFile());
            }
        }
        return files;
    }
}
