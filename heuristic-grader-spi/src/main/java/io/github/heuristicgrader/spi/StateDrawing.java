package io.github.heuristicgrader.spi;

import java.util.List;

/**
 * How a domain's states are drawn, apart from its rules ({@link Domain#drawing}): as rows of text for a console and
 * the build log, and as an inline SVG element for the HTML report. A domain that draws nothing of its own gets
 * {@link #ofText}, which draws its text.
 */
public interface StateDrawing {

    /**
     * The state as rows of text for a console, top row first, all of one width; text that is no whole state on one
     * row.
     */
    List<String> rows(String text);

    /**
     * The state for the HTML report as one inline {@code <svg>} element, sized by its {@code viewBox} and coloured
     * through the classes {@link #css} styles; when {@code previousText} is a state, what changed from it is marked.
     * Text that is no state is given as an escaped {@code <code>} element instead ({@link Svg#notAState}); every text
     * is escaped ({@link Markup#escape}). {@link Svg} builds such an element, escaping as it goes.
     *
     * @param text the state's text, in any form the domain reads; may be null
     * @param previousText the state one move before, or null
     */
    String svg(String text, String previousText);

    /** The CSS rules {@link #svg} drawings need, put once in the page's style sheet. */
    String css();

    /**
     * The drawing of a domain that gives none: the state's compact text ({@link Domain#format} of what
     * {@link Domain#parse} reads) on one row, drawn as monospaced text with the characters that changed from the
     * previous state marked.
     */
    static StateDrawing ofText(DomainRules domain) {
        return new TextDrawing(domain);
    }
}
