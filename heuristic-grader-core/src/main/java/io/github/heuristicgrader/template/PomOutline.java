package io.github.heuristicgrader.template;

import io.github.heuristicgrader.grading.GradingException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where a POM's top-level elements stand in its text, found by a scan that skips comments, processing instructions,
 * CDATA and the document type, so that text can be inserted without re-writing (and re-formatting) the file.
 */
final class PomOutline {

    private final Map<String, Integer> topLevelOpenTagEnds;
    private final int projectCloseTag;

    private PomOutline(Map<String, Integer> topLevelOpenTagEnds, int projectCloseTag) {
        this.topLevelOpenTagEnds = topLevelOpenTagEnds;
        this.projectCloseTag = projectCloseTag;
    }

    /** The outline of {@code pom}; refused when its tags do not nest under one {@code project} element. */
    static PomOutline of(String pom) throws GradingException {
        Map<String, Integer> openTagEnds = new LinkedHashMap<>();
        int depth = 0;
        int projectClose = -1;
        int at = 0;
        while (true) {
            int open = pom.indexOf('<', at);
            if (open < 0) {
                break;
            }
            if (pom.startsWith("<!--", open)) {
                at = after(pom, "-->", open);
            } else if (pom.startsWith("<![CDATA[", open)) {
                at = after(pom, "]]>", open);
            } else if (pom.startsWith("<?", open)) {
                at = after(pom, "?>", open);
            } else if (pom.startsWith("<!", open)) {
                at = after(pom, ">", open);
            } else {
                int close = tagEnd(pom, open);
                boolean closing = pom.charAt(open + 1) == '/';
                boolean empty = pom.charAt(close - 1) == '/';
                String name = name(pom, open + (closing ? 2 : 1));
                if (closing) {
                    depth--;
                    if (depth == 0 && name.equals("project")) {
                        projectClose = open;
                    }
                    if (depth < 0) {
                        throw new GradingException("pom.xml: </" + name + "> closes nothing");
                    }
                } else {
                    if (depth == 0 && !name.equals("project")) {
                        throw new GradingException("pom.xml: the root element is <" + name + ">, not <project>");
                    }
                    if (depth == 1 && !openTagEnds.containsKey(name)) {
                        openTagEnds.put(name, empty ? -1 : close + 1);
                    }
                    if (!empty) {
                        depth++;
                    }
                }
                at = close + 1;
            }
        }
        if (projectClose < 0 || depth != 0) {
            throw new GradingException("pom.xml: its <project> element is not closed");
        }
        return new PomOutline(openTagEnds, projectClose);
    }

    /**
     * The offset just after the opening tag of the top-level element {@code name}, null when there is none.
     *
     * @throws GradingException when the element is written empty ({@code <name/>})
     */
    Integer topLevelOpenTagEnd(String name) throws GradingException {
        Integer end = topLevelOpenTagEnds.get(name);
        if (end != null && end < 0) {
            throw new GradingException("pom.xml: <" + name + "/> is empty; write it as <" + name + "></" + name + ">"
                    + " or delete it");
        }
        return end;
    }

    /** The offset of {@code </project>}. */
    int projectCloseTag() {
        return projectCloseTag;
    }

    private static int after(String pom, String end, int from) throws GradingException {
        int found = pom.indexOf(end, from);
        if (found < 0) {
            throw new GradingException("pom.xml: a construct opened at offset " + from + " is never closed");
        }
        return found + end.length();
    }

    /** The offset of the {@code >} that ends the tag opened at {@code open}, quoted attribute values skipped. */
    private static int tagEnd(String pom, int open) throws GradingException {
        char quote = 0;
        for (int at = open + 1; at < pom.length(); at++) {
            char c = pom.charAt(at);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                return at;
            }
        }
        throw new GradingException("pom.xml: the tag at offset " + open + " is never closed");
    }

    private static String name(String pom, int from) {
        int at = from;
        while (at < pom.length() && !Character.isWhitespace(pom.charAt(at)) && pom.charAt(at) != '>'
                && pom.charAt(at) != '/') {
            at++;
        }
        return pom.substring(from, at);
    }
}
