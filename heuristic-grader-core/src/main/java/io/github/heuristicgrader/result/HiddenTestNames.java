package io.github.heuristicgrader.result;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * How each output names the instructor's hidden tests, as the rubric's {@code hiddenTestNames} sets it: by their
 * real names, numbered ({@code hidden test 3}, in the order of their real names so that reruns diff cleanly), or
 * not listed at all (their points still count in the totals). {@link HiddenTestView} applies it; every writer draws
 * the view of its own output.
 *
 * <p>The default is Gradescope's {@code after_published}: no output a student reads before the instructor
 * publishes names a hidden test. So the build log, the step summary, the JUnit XML, the page, PrairieLearn and
 * GitHub Classroom number them; Gradescope's {@code results.json} keeps their names, in entries visible only
 * {@code after_published}; and {@code grade.json}, the instructor's record, keeps them.
 *
 * @param console the build log (Maven's console)
 * @param summary the Markdown step summary ({@code GITHUB_STEP_SUMMARY})
 * @param junitXml the JUnit XML report
 * @param page the HTML page
 * @param gradescope Gradescope's {@code results.json}
 * @param prairielearn PrairieLearn's results
 * @param classroom GitHub Classroom's output
 * @param gradeJson {@code grade.json}
 */
public record HiddenTestNames(Naming console, Naming summary, Naming junitXml, Naming page, Naming gradescope,
        Naming prairielearn, Naming classroom, Naming gradeJson) {

    /** Each output's key in the rubric file, in the order of the components. */
    public static final List<String> OUTPUTS = Arrays.stream(HiddenTestNames.class.getRecordComponents())
            .map(component -> component.getName()).toList();

    /** What the rubric file gives when it says nothing: names only where no student reads them before publishing. */
    public static final HiddenTestNames DEFAULT = new HiddenTestNames(null, null, null, null, null, null, null, null);

    /** A null is the default's: {@link Naming#NAMES} for Gradescope and grade.json, {@link Naming#NUMBERED} else. */
    public HiddenTestNames {
        console = console == null ? Naming.NUMBERED : console;
        summary = summary == null ? Naming.NUMBERED : summary;
        junitXml = junitXml == null ? Naming.NUMBERED : junitXml;
        page = page == null ? Naming.NUMBERED : page;
        gradescope = gradescope == null ? Naming.NAMES : gradescope;
        prairielearn = prairielearn == null ? Naming.NUMBERED : prairielearn;
        classroom = classroom == null ? Naming.NUMBERED : classroom;
        gradeJson = gradeJson == null ? Naming.NAMES : gradeJson;
    }

    /** How an output names a hidden test. */
    public enum Naming {
        /** By its real name, with its failure as it is. */
        NAMES("names"),
        /** As {@code hidden test N}; its failure's first line only, every hidden name in it replaced. */
        NUMBERED("numbered"),
        /** Not listed; its points count in the totals, under one entry for all the hidden tests. */
        NONE("none");

        private final String id;

        Naming(String id) {
            this.id = id;
        }

        /** The word in the rubric file and in {@code grade.json}. */
        @JsonValue
        public String id() {
            return id;
        }

        /** The naming called {@code id}, or null when there is none. */
        static Naming of(String id) {
            return Arrays.stream(values()).filter(naming -> naming.id.equals(id)).findFirst().orElse(null);
        }
    }

    /**
     * The naming the rubric file declares under {@code hiddenTestNames}: one word for every output
     * ({@code numbered}), or an object of output to word ({@code {console: names, page: none}}), outputs left out
     * keeping the {@link #DEFAULT}.
     *
     * @param declared the value as read: a text or a map; null for the default
     * @throws IllegalArgumentException naming the output or the word that is wrong, and the ones allowed
     */
    public static HiddenTestNames of(Object declared) {
        if (declared == null) {
            return DEFAULT;
        }
        if (declared instanceof String word) {
            Naming naming = naming(word, "hiddenTestNames");
            return new HiddenTestNames(naming, naming, naming, naming, naming, naming, naming, naming);
        }
        if (!(declared instanceof Map<?, ?> map)) {
            throw new IllegalArgumentException("hiddenTestNames must be one of " + words()
                    + " for every output, or an object of outputs (" + String.join(", ", OUTPUTS) + ") to one of "
                    + words() + "; not " + declared);
        }
        Map<String, Naming> byOutput = new LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            String output = String.valueOf(entry.getKey());
            if (!OUTPUTS.contains(output)) {
                throw new IllegalArgumentException("hiddenTestNames has unknown output '" + output + "'; the"
                        + " outputs are " + String.join(", ", OUTPUTS));
            }
            if (!(entry.getValue() instanceof String word)) {
                throw new IllegalArgumentException("hiddenTestNames." + output + " must be one of " + words()
                        + ", not " + entry.getValue());
            }
            byOutput.put(output, naming(word, "hiddenTestNames." + output));
        }
        List<Naming> namings = new ArrayList<>();
        for (String output : OUTPUTS) {
            namings.add(byOutput.get(output));
        }
        return new HiddenTestNames(namings.get(0), namings.get(1), namings.get(2), namings.get(3), namings.get(4),
                namings.get(5), namings.get(6), namings.get(7));
    }

    private static Naming naming(String word, String at) {
        Naming naming = Naming.of(word);
        if (naming == null) {
            throw new IllegalArgumentException(at + " is '" + word + "'; it must be one of " + words());
        }
        return naming;
    }

    private static String words() {
        return Arrays.stream(Naming.values()).map(Naming::id).collect(Collectors.joining(", "));
    }
}
