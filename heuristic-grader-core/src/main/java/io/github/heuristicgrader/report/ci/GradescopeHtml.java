package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.spi.Markup;
import java.util.List;

/**
 * The HTML of Gradescope's test outputs ({@code output_format} {@code html}): only elements Gradescope's sanitizer
 * keeps ({@code pre}, {@code p}, {@code table}, {@code tr}, {@code td}, {@code code}), no attribute, and every text,
 * the student's above all (exception messages, printed output), escaped ({@link Markup#escape}), so that it shows as
 * the characters written and no markup of a student's is rendered. Each element ends a line of the source, so that a
 * reader of the raw file (or a test that strips the tags) sees the lines.
 */
final class GradescopeHtml {

    private GradescopeHtml() {
    }

    /** {@code text}, line ends kept, in a {@code <pre>} element. */
    static String preformatted(String text) {
        return "<pre>" + Markup.escape(text) + "</pre>";
    }

    /** {@code text} as a paragraph. */
    static String paragraph(String text) {
        return "<p>" + Markup.escape(text) + "</p>";
    }

    /**
     * {@code rows} as a table of one cell per character, in monospace ({@code <code>}), a row per line: the example
     * state as its domain draws it for a console, readable also where the platform sets text in a proportional font.
     */
    static String grid(List<String> rows) {
        StringBuilder table = new StringBuilder("<table>\n");
        for (String row : rows) {
            table.append("<tr>");
            row.codePoints().forEach(glyph -> table.append("<td><code>")
                    .append(Markup.escape(new String(Character.toChars(glyph)))).append("</code></td>"));
            table.append("</tr>\n");
        }
        return table.append("</table>").toString();
    }
}
