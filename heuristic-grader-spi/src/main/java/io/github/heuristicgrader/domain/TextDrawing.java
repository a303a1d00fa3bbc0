package io.github.heuristicgrader.domain;

import java.util.List;
import java.util.Optional;

/** {@link StateDrawing#ofText}: a state's compact text, drawn as one row of monospaced characters. */
final class TextDrawing implements StateDrawing {

    /** Width and height of one character cell in the drawing's units; the style sheet sets the font to match. */
    private static final int CELL_WIDTH = 12;
    private static final int CELL_HEIGHT = 20;

    private static final String CSS = "svg.hg-text-state{height:1.6em;max-width:100%;vertical-align:middle}"
            + "svg.hg-text-state text{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;"
            + "font-size:16px;fill:#1f2328}"
            + "svg.hg-text-state .hg-text-changed{fill:#cf222e;font-weight:bold}"
            + "svg.hg-text-state rect{fill:#f6f8fa;stroke:#d0d7de}";

    private final Domain domain;

    TextDrawing(Domain domain) {
        this.domain = domain;
    }

    @Override
    public List<String> rows(String text) {
        return List.of(compact(text).orElse(text));
    }

    @Override
    public String svg(String text, String previousText) {
        Optional<String> state = text == null ? Optional.empty() : compact(text);
        if (state.isEmpty()) {
            return "<code>" + Markup.escape(text) + "</code>";
        }
        String current = state.get();
        String previous = previousText == null ? null : compact(previousText).orElse(null);
        int[] codePoints = current.codePoints().toArray();
        int[] before = previous == null ? null : previous.codePoints().toArray();
        int width = Math.max(1, codePoints.length) * CELL_WIDTH + CELL_WIDTH;
        StringBuilder svg = new StringBuilder(128 + 48 * codePoints.length);
        svg.append("<svg class=\"hg-text-state\" viewBox=\"0 0 ").append(width).append(' ').append(CELL_HEIGHT + 8)
                .append("\" role=\"img\" aria-label=\"").append(Markup.escape(current)).append("\">")
                .append("<rect x=\"0.5\" y=\"0.5\" width=\"").append(width - 1).append("\" height=\"")
                .append(CELL_HEIGHT + 7).append("\" rx=\"3\"/>");
        // One element per character, each at its own cell, so that the columns line up whatever the font.
        for (int i = 0; i < codePoints.length; i++) {
            boolean changed = before != null && (i >= before.length || before[i] != codePoints[i]);
            svg.append("<text x=\"").append(CELL_WIDTH / 2 + i * CELL_WIDTH + CELL_WIDTH / 2)
                    .append("\" y=\"").append(CELL_HEIGHT).append("\" text-anchor=\"middle\"")
                    .append(changed ? " class=\"hg-text-changed\"" : "").append('>')
                    .append(Markup.escape(new String(Character.toChars(codePoints[i])))).append("</text>");
        }
        return svg.append("</svg>").toString();
    }

    @Override
    public String css() {
        return CSS;
    }

    /** The state's compact text when {@code text} is a state of the domain; empty otherwise. */
    private Optional<String> compact(String text) {
        try {
            return Optional.of(domain.format(domain.parse(text)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
