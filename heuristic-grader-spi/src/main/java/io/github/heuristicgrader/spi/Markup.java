package io.github.heuristicgrader.spi;

/**
 * Escaping for the markup a domain's drawing writes ({@link StateDrawing#svg}) and the report pages: the one place text
 * becomes safe element content or attribute value.
 */
public final class Markup {

    private Markup() {
    }

    /** {@code text} with {@code & < > " '} escaped, for element content and quoted attribute values; "" for null. */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder escaped = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
