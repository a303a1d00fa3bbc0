package io.github.heuristicgrader.spi;

import java.util.List;
import java.util.Optional;

/** {@link StateDrawing#ofText}: a state's compact text, drawn as one row of monospaced characters. */
final class TextDrawing implements StateDrawing {

    /** Width and height of one character cell in the drawing's units; the style sheet sets the font to match. */
    private static final int CELL_WIDTH = 12;
    private static final int CELL_HEIGHT = 20;

    private static final String CSS = "svg.hg-text-state{height:1.6em;max-width:100%;vertical-align:middle}"
            + "svg.hg-text-state text{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;"
            + "font-size:16px;fill:#1f2328;text-anchor:middle}"
            + "svg.hg-text-state .hg-text-changed{fill:#cf222e;font-weight:bold}"
            + "svg.hg-text-state rect{fill:#f6f8fa;stroke:#d0d7de}";

    private final DomainRules domain;

    TextDrawing(DomainRules domain) {
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
            return Svg.notAState(text, null, null);
        }
        String current = state.get();
        String previous = previousText == null ? null : compact(previousText).orElse(null);
        int[] codePoints = current.codePoints().toArray();
        int[] before = previous == null ? null : previous.codePoints().toArray();
        int width = Math.max(1, codePoints.length) * CELL_WIDTH + CELL_WIDTH;
        Svg svg = Svg.start("hg-text-state", width, CELL_HEIGHT + 8, current)
                .rect(null, 0.5, 0.5, width - 1, CELL_HEIGHT + 7, 3);
        // One element per character, each at its own cell, so that the columns line up whatever the font.
        for (int i = 0; i < codePoints.length; i++) {
            boolean changed = before != null && (i >= before.length || before[i] != codePoints[i]);
            svg.text(changed ? "hg-text-changed" : null, CELL_WIDTH / 2 + i * CELL_WIDTH + CELL_WIDTH / 2,
                    CELL_HEIGHT, new String(Character.toChars(codePoints[i])));
        }
        return svg.end();
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
