package io.github.heuristicgrader.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The report page's elements as a tree, so that tests assert on what the page holds (an element, its classes, its
 * attributes, its text) rather than on how the markup is spelled. The page is XHTML-compatible; the bodies of its
 * scripts and style sheet, which are not XML, are kept as character data.
 */
public final class PageTree {

    private static final Pattern SCRIPT = Pattern.compile("(?s)(<script[^>]*>)(.*?)(</script>)");
    private static final Pattern STYLE = Pattern.compile("(?s)(<style>)(.*?)(</style>)");

    private final Document document;

    private PageTree(Document document) {
        this.document = document;
    }

    /** The tree of {@code html}, a whole page as the writer writes it. */
    public static PageTree parse(String html) {
        String markup = asCharacterData(STYLE, asCharacterData(SCRIPT, html.replaceFirst("<!DOCTYPE html>", "")));
        try {
            return new PageTree(DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(markup.getBytes(StandardCharsets.UTF_8))));
        } catch (Exception e) {
            throw new AssertionError("the page does not parse as XML: " + e.getMessage(), e);
        }
    }

    /** The tree of one element's markup, such as a chart's {@code <svg>}, as the page holds it. */
    public static PageTree parseFragment(String markup) {
        try {
            return new PageTree(DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(markup.getBytes(StandardCharsets.UTF_8))));
        } catch (Exception e) {
            throw new AssertionError("the markup does not parse as XML: " + e.getMessage(), e);
        }
    }

    /** The root element of the tree: {@code <html>} of a page, the element of a fragment. */
    Element root() {
        return document.getDocumentElement();
    }

    private static String asCharacterData(Pattern element, String html) {
        Matcher matcher = element.matcher(html);
        StringBuilder markup = new StringBuilder();
        while (matcher.find()) {
            matcher.appendReplacement(markup, Matcher.quoteReplacement(matcher.group(1) + "<![CDATA["
                    + matcher.group(2) + "]]>" + matcher.group(3)));
        }
        return matcher.appendTail(markup).toString();
    }

    /**
     * An XPath predicate that holds for an element with class {@code name} among its classes:
     * {@code "//span[" + PageTree.hasClass("score") + "]"}.
     */
    public static String hasClass(String name) {
        return "contains(concat(' ', normalize-space(@class), ' '), ' " + name + " ')";
    }

    /** Every element {@code xpath} selects, in document order. */
    List<Element> all(String xpath) {
        return all(document, xpath);
    }

    /** Every element {@code xpath} selects under {@code context}, in document order. */
    public static List<Element> all(Node context, String xpath) {
        try {
            NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath().evaluate(xpath, context,
                    XPathConstants.NODESET);
            List<Element> elements = new ArrayList<>();
            for (int i = 0; i < nodes.getLength(); i++) {
                elements.add((Element) nodes.item(i));
            }
            return elements;
        } catch (XPathExpressionException e) {
            throw new IllegalArgumentException("bad XPath " + xpath, e);
        }
    }

    /** The one element {@code xpath} selects; fails unless there is exactly one. */
    Element one(String xpath) {
        return one(document, xpath);
    }

    /** The one element {@code xpath} selects under {@code context}; fails unless there is exactly one. */
    public static Element one(Node context, String xpath) {
        List<Element> elements = all(context, xpath);
        assertEquals(1, elements.size(), "elements selected by " + xpath);
        return elements.get(0);
    }

    /** The text of the one element {@code xpath} selects, markup left out. */
    String text(String xpath) {
        return one(xpath).getTextContent();
    }

    /** The text of the one element {@code xpath} selects under {@code context}, markup left out. */
    public static String text(Node context, String xpath) {
        return one(context, xpath).getTextContent();
    }

    /** The texts of every element {@code xpath} selects, in document order. */
    List<String> texts(String xpath) {
        return all(xpath).stream().map(Node::getTextContent).toList();
    }

    /**
     * The children of {@code element} in order: a text as it is, an element as its tag, {@code <wbr>}; so that where
     * the markup lets a line break shows.
     */
    public static List<String> pieces(Element element) {
        List<String> pieces = new ArrayList<>();
        NodeList children = element.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            Node child = children.item(i);
            pieces.add(child.getNodeType() == Node.ELEMENT_NODE ? "<" + child.getNodeName() + ">"
                    : child.getTextContent());
        }
        return pieces;
    }

    /** The classes of {@code element}, in their order. */
    public static List<String> classes(Element element) {
        String classes = element.getAttribute("class").strip();
        return classes.isEmpty() ? List.of() : Arrays.asList(classes.split("\\s+"));
    }
}
