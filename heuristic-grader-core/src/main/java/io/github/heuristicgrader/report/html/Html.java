package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.report.json.JsonOutput;
import io.github.heuristicgrader.spi.Markup;
import java.io.IOException;
import java.util.Locale;

/** Text made safe for the HTML report: escaped markup, numbers as the JSON writes them, JSON fit for a script. */
public final class Html {

    private static final JsonOutput SCRIPT_JSON = JsonOutput.compact(JsonOutput.Names.AS_DECLARED);

    private Html() {
    }

    /** {@code text} escaped for element content and quoted attribute values, as {@link Markup#escape}. */
    static String escape(String text) {
        return Markup.escape(text);
    }

    /**
     * {@code value} as JSON to stand inside a {@code <script>} element. Every {@code <} is written as the JSON escape
     * of U+003C, which reads back as the same character, so that no string can end the script ({@code </script>}) or
     * switch the HTML parser into its comment-like script states ({@code <!--}).
     */
    public static String scriptJson(Object value) {
        try {
            return SCRIPT_JSON.toText(value).replace("<", "\\u003c");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + value.getClass().getName() + " as JSON", e);
        }
    }

    /** A real number as the JSON report writes it, to show in a tooltip; "" for null. */
    static String exact(Double value) {
        return value == null ? "" : Double.toString(value);
    }

    /**
     * A real number rounded to {@code decimals} places for reading, its thousands grouped by commas as every count
     * on the page ({@code 1,234.5}); "—" for null, NaN or infinity.
     */
    static String groupedRounded(Double value, int decimals) {
        if (value == null || value.isNaN() || value.isInfinite()) {
            return "—";
        }
        return String.format(Locale.ROOT, "%,." + decimals + "f", value);
    }

    /** A length in percent of a chart's width or height, two decimals: {@code 12.50%}. */
    static String percent(double value) {
        return rounded(value, 2) + "%";
    }

    /** A real number rounded to {@code decimals} places for reading; "—" for null, NaN or infinity. */
    static String rounded(Double value, int decimals) {
        if (value == null || value.isNaN() || value.isInfinite()) {
            return "—";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
