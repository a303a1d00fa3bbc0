package io.github.heuristicgrader.report.ci;

import io.github.heuristicgrader.result.Check;
import io.github.heuristicgrader.checks.Counterexample;
import io.github.heuristicgrader.report.CheckOutcomes;
import io.github.heuristicgrader.report.CheckOutcomes.CheckOutcome;
import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.spi.StateDrawing;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A heuristic's smallest admissibility counterexample as an image for a platform that shows images from data URLs
 * (PrairieLearn's {@code images}): the state as its domain draws it for the HTML report ({@link StateDrawing#svg}),
 * made a standalone SVG document (the SVG namespace, a size from its view box, the domain's style sheet inside), as
 * {@code data:image/svg+xml;base64,…}.
 *
 * <p>An image is an {@code <img>} source there: a browser runs no script and loads nothing an SVG image names, and the
 * drawing's every text is escaped already ({@code Svg}). Its size is bounded: a data URL longer than
 * {@link #MAX_URL_CHARS} is not made, and the caller says so instead.
 *
 * @param label what it shows: {@code smallest counterexample: h=5, d=3}
 * @param url the data URL
 */
record CounterexampleImage(String label, String url) {

    /** The most characters one image's data URL may have: 64 KiB, so that a few stay far within a 1 MB file. */
    static final int MAX_URL_CHARS = 64 * 1024;

    /** How many screen pixels one unit of the drawing's view box is given, when the drawing has a view box. */
    private static final double PIXELS_PER_UNIT = 2.0;

    private static final String PREFIX = "data:image/svg+xml;base64,";
    private static final Pattern VIEW_BOX = Pattern.compile("viewBox=\"[-0-9.]+ [-0-9.]+ ([0-9.]+) ([0-9.]+)\"");

    /**
     * The drawing of {@code heuristic}'s smallest admissibility counterexample, or null when it has none (the check
     * passed or did not run), when its domain draws no SVG for it, or when the URL would exceed
     * {@link #MAX_URL_CHARS} ({@link #tooLarge} tells the last apart).
     */
    static CounterexampleImage of(HeuristicReport heuristic) {
        String url = url(heuristic);
        return url == null || url.length() > MAX_URL_CHARS ? null : new CounterexampleImage(label(heuristic), url);
    }

    /** Whether {@code heuristic} has a drawing that was left out for its size: its URL's length, else 0. */
    static int tooLarge(HeuristicReport heuristic) {
        String url = url(heuristic);
        return url != null && url.length() > MAX_URL_CHARS ? url.length() : 0;
    }

    private static String label(HeuristicReport heuristic) {
        return CheckOutcomes.of(heuristic).stream().filter(outcome -> outcome.check() == Check.ADMISSIBLE)
                .map(CheckOutcome::exampleCaption).findFirst().orElse("smallest counterexample");
    }

    private static String url(HeuristicReport heuristic) {
        if (heuristic.checks() == null || heuristic.checks().admissible() == null) {
            return null;
        }
        Counterexample counterexample = heuristic.checks().admissible().counterexample();
        if (counterexample == null) {
            return null;
        }
        StateDrawing drawing = ReportDomains.of(heuristic).drawing();
        String document = document(drawing.svg(counterexample.state(), null), drawing.css());
        return document == null ? null
                : PREFIX + Base64.getEncoder().encodeToString(document.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The inline element {@code svg} as a standalone SVG document styled by {@code css}; null when it is no
     * {@code <svg>} element (a domain's drawing of text that is no state).
     */
    static String document(String svg, String css) {
        if (svg == null || !svg.startsWith("<svg") || !svg.endsWith("</svg>")) {
            return null;
        }
        int end = svg.indexOf('>');
        String start = svg.substring(0, end);
        StringBuilder attributes = new StringBuilder(" xmlns=\"http://www.w3.org/2000/svg\"");
        Matcher viewBox = VIEW_BOX.matcher(start);
        if (viewBox.find() && !start.contains(" width=")) {
            attributes.append(" width=\"").append(pixels(viewBox.group(1))).append("\" height=\"")
                    .append(pixels(viewBox.group(2))).append('"');
        }
        // CDATA keeps the style sheet's characters as they are; it cannot end the section early.
        String style = css == null || css.isEmpty() ? ""
                : "<style><![CDATA[" + css.replace("]]>", "]] >") + "]]></style>";
        return "<svg" + attributes + start.substring("<svg".length()) + ">" + style + svg.substring(end + 1);
    }

    private static String pixels(String units) {
        double pixels = Double.parseDouble(units) * PIXELS_PER_UNIT;
        return pixels == Math.rint(pixels) ? Long.toString((long) pixels) : String.format(Locale.ROOT, "%.1f", pixels);
    }
}
