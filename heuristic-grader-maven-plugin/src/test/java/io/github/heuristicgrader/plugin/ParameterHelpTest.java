package io.github.heuristicgrader.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.grading.Rubric;
import io.github.heuristicgrader.grading.Slot;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The parameters' help as Maven shows it, read from the descriptors maven-plugin-plugin generated from the Javadoc:
 * {@code plugin.xml}, which {@code mvn help:describe -Ddetail} reads and parses once more as HTML (dropping anything
 * in angle brackets and joining lines), and {@code plugin-help.xml}, which the generated
 * {@code heuristic-grader:help} goal prints as it is. Text that reads right in both has no angle brackets, no entity,
 * no Javadoc tag left, and says what it means on one line.
 */
class ParameterHelpTest {

    private static final String PLUGIN_XML = "/META-INF/maven/plugin.xml";
    private static final String HELP_XML =
            "/META-INF/maven/io.github.heuristicgrader/heuristic-grader-maven-plugin/plugin-help.xml";

    @TempDir
    Path directory;

    @Test
    void everyParameterDescriptionSurvivesBeingReadAsHtmlAndAsPlainText() throws Exception {
        for (String descriptor : List.of(PLUGIN_XML, HELP_XML)) {
            Map<String, String> descriptions = descriptions(descriptor);
            assertTrue(descriptions.keySet().containsAll(List.of("heuristics", "points", "rubricFile")),
                    descriptions.keySet().toString());
            descriptions.forEach((name, description) -> {
                String where = descriptor + " " + name + ": " + description;
                assertFalse(description.contains("<") || description.contains(">"),
                        "help:describe drops what stands in angle brackets: " + where);
                assertFalse(description.matches("(?s).*&[a-z#0-9]+;.*"), "an entity shows as typed: " + where);
                assertFalse(description.contains("{@"), "a Javadoc tag left: " + where);
            });
        }
    }

    @Test
    void pointsSaysHowToWriteItsElementInWords() throws Exception {
        String points = descriptions(PLUGIN_XML).get("points");

        assertTrue(points.contains("the items are wellFormed (10), goalZero (10), admissible (40), consistent (15),"
                + " dominance (15) and effort (10)"), points);
        assertTrue(points.contains("a points element with one child element per item, named by the item and holding"
                + " its points; for example, children admissible holding 50 and effort holding 0"), points);
        assertEquals(points, descriptions(HELP_XML).get("points"));
    }

    @Test
    void rubricFilesExampleIsYamlThatTheGraderReadsEvenOnOneLine() throws Exception {
        String rubricFile = descriptions(PLUGIN_XML).get("rubricFile");
        assertTrue(rubricFile.contains("The POM's points and minimumScore parameters override it item by item."),
                rubricFile);
        String example = rubricFile.substring(rubricFile.indexOf("{points:")).replaceAll("\\s+", " ");

        Rubric rubric = Rubric.load(Files.writeString(directory.resolve("rubric.yaml"), example), Map.of(), null);

        assertEquals(50, rubric.points("admissible"));
        assertEquals(3, rubric.effortBands().size());
        assertEquals(Map.of("edu.example.SolverTest#solvesTheClassicStart", 5), rubric.testPoints());
        assertEquals(List.of("advanced", "simple"), rubric.slots().stream().map(Slot::name).toList());
        assertEquals(60, rubric.minimumScore());
        assertEquals(rubricFile, descriptions(HELP_XML).get("rubricFile"));
    }

    /** The grade goal's parameters and their descriptions, by name, from a descriptor on the class path. */
    private static Map<String, String> descriptions(String descriptor) throws Exception {
        try (InputStream in = ParameterHelpTest.class.getResourceAsStream(descriptor)) {
            assertNotNull(in, descriptor + " is generated at process-classes");
            Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
            Map<String, String> descriptions = new LinkedHashMap<>();
            NodeList mojos = document.getElementsByTagName("mojo");
            for (int m = 0; m < mojos.getLength(); m++) {
                Element mojo = (Element) mojos.item(m);
                if (!"grade".equals(child(mojo, "goal"))) {
                    continue;
                }
                NodeList parameters = mojo.getElementsByTagName("parameter");
                for (int p = 0; p < parameters.getLength(); p++) {
                    Element parameter = (Element) parameters.item(p);
                    String description = child(parameter, "description");
                    if (description != null && child(parameter, "name") != null) {
                        descriptions.put(child(parameter, "name"), description.strip());
                    }
                }
            }
            return descriptions;
        }
    }

    private static String child(Element element, String name) {
        NodeList children = element.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element child && child.getTagName().equals(name)) {
                return child.getTextContent();
            }
        }
        return null;
    }
}
