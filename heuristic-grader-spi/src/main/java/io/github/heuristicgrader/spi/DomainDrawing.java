package io.github.heuristicgrader.spi;

/**
 * How a domain's states are drawn for the console and the page, by default as their compact text. One of the parts of
 * {@link Domain}.
 */
public interface DomainDrawing extends DomainRules {

    /**
     * How this domain's states are drawn: rows of text for the console, an SVG element for the page. By default
     * their compact text ({@link StateDrawing#ofText}), for a domain that draws nothing of its own.
     */
    default StateDrawing drawing() {
        return StateDrawing.ofText(this);
    }
}
