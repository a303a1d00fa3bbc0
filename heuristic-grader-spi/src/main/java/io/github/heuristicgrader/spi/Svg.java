package io.github.heuristicgrader.spi;

/**
 * Builds the inline {@code <svg>} element a {@link StateDrawing#svg drawing} returns, one shape after another, every
 * attribute value and text escaped ({@link Markup#escape}); and {@link #notAState}, what a drawing gives for text that
 * is no state. A drawing of one's own may use it or write its markup by hand.
 *
 * <pre>{@code
 * Svg svg = Svg.start("tiles", 120, 120, "tiles " + text).title("tiles " + text);
 * svg.rect("tile moved", 2, 2, 36, 36, 4).text("tile-number", 20, 20, "7");
 * return svg.end();
 * }</pre>
 *
 * <p>Numbers are written as Java writes them, a whole number without its {@code .0}: {@code 3}, {@code 0.5}. A
 * CSS class that is null is left out. Not thread-safe: one builder per drawing.
 */
public final class Svg {

    private final StringBuilder markup = new StringBuilder(1024);

    private Svg() {
    }

    /**
     * Starts an {@code <svg class="…" viewBox="0 0 width height" role="img" aria-label="…">}: sized by its view box
     * (the page's style sheet sets its size on screen), read out by screen readers as {@code label}.
     *
     * @param cssClass the classes the page's style sheet ({@link StateDrawing#css}) styles the drawing by
     * @param width the view box's width, in the drawing's units
     * @param height the view box's height
     * @param label what the drawing shows, in words; escaped
     */
    public static Svg start(String cssClass, double width, double height, String label) {
        Svg svg = new Svg();
        svg.markup.append("<svg");
        svg.attribute("class", cssClass);
        svg.attribute("viewBox", "0 0 " + number(width) + ' ' + number(height));
        svg.attribute("role", "img");
        svg.attribute("aria-label", label);
        svg.markup.append('>');
        return svg;
    }

    /** A {@code <title>}, shown as the drawing's tooltip; escaped. */
    public Svg title(String title) {
        markup.append("<title>").append(Markup.escape(title)).append("</title>");
        return this;
    }

    /** A rectangle with its top left corner at ({@code x}, {@code y}), its corners rounded by {@code radius} > 0. */
    public Svg rect(String cssClass, double x, double y, double width, double height, double radius) {
        markup.append("<rect");
        attribute("class", cssClass);
        attribute("x", x);
        attribute("y", y);
        attribute("width", width);
        attribute("height", height);
        if (radius > 0) {
            attribute("rx", radius);
        }
        markup.append("/>");
        return this;
    }

    /** A line from ({@code x1}, {@code y1}) to ({@code x2}, {@code y2}). */
    public Svg line(String cssClass, double x1, double y1, double x2, double y2) {
        markup.append("<line");
        attribute("class", cssClass);
        attribute("x1", x1);
        attribute("y1", y1);
        attribute("x2", x2);
        attribute("y2", y2);
        markup.append("/>");
        return this;
    }

    /** {@code text}, escaped, at ({@code x}, {@code y}); where it stands against that point is the style sheet's. */
    public Svg text(String cssClass, double x, double y, String text) {
        markup.append("<text");
        attribute("class", cssClass);
        attribute("x", x);
        attribute("y", y);
        markup.append('>').append(Markup.escape(text)).append("</text>");
        return this;
    }

    /** Opens a group {@code <g class="…">}, to be closed by {@link #endGroup}. */
    public Svg group(String cssClass) {
        markup.append("<g");
        attribute("class", cssClass);
        markup.append('>');
        return this;
    }

    /** Closes the group {@link #group} opened last. */
    public Svg endGroup() {
        markup.append("</g>");
        return this;
    }

    /** Closes the {@code <svg>} element and returns the whole of it. */
    public String end() {
        return markup.append("</svg>").toString();
    }

    /**
     * What a drawing gives for text that is no state: the text itself, escaped, in a {@code <code>} element, with the
     * CSS class and the title (why it is no state, a tooltip) when they are not null.
     *
     * @param text the text; null gives an empty element
     */
    public static String notAState(String text, String cssClass, String title) {
        Svg code = new Svg();
        code.markup.append("<code");
        code.attribute("class", cssClass);
        code.attribute("title", title);
        return code.markup.append('>').append(Markup.escape(text)).append("</code>").toString();
    }

    private void attribute(String name, double value) {
        markup.append(' ').append(name).append("=\"").append(number(value)).append('"');
    }

    private void attribute(String name, String value) {
        if (value != null) {
            markup.append(' ').append(name).append("=\"").append(Markup.escape(value)).append('"');
        }
    }

    /** {@code value} as Java writes it, a whole number without its fraction. */
    private static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : Double.toString(value);
    }
}
