package io.github.heuristicgrader.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.report.site.SitePage;
import io.github.heuristicgrader.report.site.SitePage.Link;
import io.github.heuristicgrader.report.site.SitePage.Paragraph;
import io.github.heuristicgrader.report.site.SitePage.Section;
import io.github.heuristicgrader.report.site.SitePage.Table;
import io.github.heuristicgrader.report.site.SitePage.Text;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.maven.doxia.sink.impl.Xhtml5BaseSink;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

class SitePageSinkTest {

    /** Markup a student can put in a class name, a message or a test's name, and the ways out of an attribute. */
    private static final List<String> HOSTILE = List.of("<script>alert(1)</script>",
            "<img src=x onerror=alert(2)>", "\"><svg onload=alert(3)>", "</td></tr></table><b>bold</b>",
            "&lt;escaped&gt; &amp; <!-- comment --> <![CDATA[x]]>", "x]]>y");

    private static SitePage hostilePage() {
        List<SitePage.Block> blocks = new ArrayList<>();
        for (String text : HOSTILE) {
            blocks.add(new Section(text, List.of(Paragraph.of(text),
                    new Paragraph(List.of(new Text(text), new Link("heuristic-grader/index.html", text))),
                    new Table(List.of(text, "points"), List.of(List.of(text, "1/2"))))));
        }
        return new SitePage("Heuristic grade", blocks);
    }

    /** What an XHTML sink writes of {@code page}, parsed, in a {@code div} of its own. */
    private static Document rendered(SitePage page) throws Exception {
        StringWriter out = new StringWriter();
        SitePageSink.render(page, new Xhtml5BaseSink(out));
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new InputSource(new StringReader("<div>" + out + "</div>")));
    }

    @Test
    void studentMarkupRendersAsTextAndAddsNoElement() throws Exception {
        Document page = rendered(hostilePage());

        for (String element : List.of("script", "img", "svg", "b")) {
            assertEquals(0, page.getElementsByTagName(element).getLength(), "an element " + element);
        }
        NodeList links = page.getElementsByTagName("a");
        assertEquals(HOSTILE.size(), links.getLength());
        for (int i = 0; i < links.getLength(); i++) {
            Element link = (Element) links.item(i);
            assertEquals("heuristic-grader/index.html", link.getAttribute("href"));
            assertEquals(1, link.getAttributes().getLength(), "the link has its address alone");
        }
        String text = page.getDocumentElement().getTextContent();
        for (String hostile : HOSTILE) {
            // As a heading, twice in paragraphs, in the link, a column heading and a cell.
            assertEquals(6, occurrences(text, hostile), hostile);
        }
    }

    @Test
    void tablesKeepTheirShape() throws Exception {
        Document page = rendered(hostilePage());

        assertEquals(HOSTILE.size(), page.getElementsByTagName("table").getLength());
        assertEquals(2 * HOSTILE.size(), page.getElementsByTagName("tr").getLength());
        assertEquals(2 * HOSTILE.size(), page.getElementsByTagName("th").getLength());
        assertEquals(2 * HOSTILE.size(), page.getElementsByTagName("td").getLength());
        assertTrue(page.getElementsByTagName("h1").getLength() + page.getElementsByTagName("h2").getLength()
                >= HOSTILE.size(), "a heading per section");
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
