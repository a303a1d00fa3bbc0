package io.github.heuristicgrader.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.rubric.Slot;
import io.github.heuristicgrader.worker.ExitCode;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
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
    void noHelpTextNamesAClassOfTheGradersOwnCode() throws Exception {
        Set<String> internal = new TreeSet<>();
        for (Class<?> module : List.of(GradeMojo.class, Rubric.class, ExitCode.class)) {
            internal.addAll(classNames(module));
        }
        assertTrue(internal.containsAll(List.of("GradeMojo", "LifecycleCompiler", "Rubric", "ExitCode")),
                internal.toString());
        Pattern word = Pattern.compile("\\b[A-Z][A-Za-z0-9]*\\b");

        List<String> named = new ArrayList<>();
        for (String descriptor : List.of(PLUGIN_XML, HELP_XML)) {
            helpTexts(descriptor).forEach((where, text) -> {
                Matcher matcher = word.matcher(text);
                while (matcher.find()) {
                    if (internal.contains(matcher.group())) {
                        named.add(descriptor + " " + where + ": " + matcher.group());
                    }
                }
            });
        }

        assertEquals(List.of(), named, "help that names the grader's own classes, which a user never sees");
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

    /**
     * Every goal's description and every parameter's, keyed by goal (and parameter), from a descriptor on the class
     * path.
     */
    private static Map<String, String> helpTexts(String descriptor) throws Exception {
        try (InputStream in = ParameterHelpTest.class.getResourceAsStream(descriptor)) {
            assertNotNull(in, descriptor + " is generated at process-classes");
            Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
            Map<String, String> texts = new LinkedHashMap<>();
            NodeList mojos = document.getElementsByTagName("mojo");
            for (int m = 0; m < mojos.getLength(); m++) {
                Element mojo = (Element) mojos.item(m);
                String goal = child(mojo, "goal");
                texts.put(goal, String.valueOf(child(mojo, "description")));
                NodeList parameters = mojo.getElementsByTagName("parameter");
                for (int p = 0; p < parameters.getLength(); p++) {
                    Element parameter = (Element) parameters.item(p);
                    texts.put(goal + " " + child(parameter, "name"), String.valueOf(child(parameter, "description")));
                }
            }
            assertTrue(texts.keySet().containsAll(List.of("grade", "grade-class", "prepare", "grade heuristics")),
                    texts.keySet().toString());
            return texts;
        }
    }

    /**
     * The simple names of the top-level classes of the module {@code member} was loaded from (its classes directory
     * or its jar), found by listing it.
     */
    private static Set<String> classNames(Class<?> member) throws IOException, URISyntaxException {
        Path location = Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
        Set<String> names = new TreeSet<>();
        try (FileSystem jar = Files.isDirectory(location) ? null : FileSystems.newFileSystem(location);
                Stream<Path> files = Files.walk(jar == null ? location : jar.getPath("/"))) {
            files.map(file -> file.getFileName() == null ? "" : file.getFileName().toString())
                    .filter(name -> name.endsWith(".class") && !name.contains("$") && !name.contains("-"))
                    .forEach(name -> names.add(name.substring(0, name.length() - ".class".length())));
        }
        return names;
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
