package io.github.heuristicgrader.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.plugin.settings.Setting;
import java.io.InputStream;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.maven.plugin.AbstractMojo;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Each goal's parameters as the generated descriptor lists them: the ones each goal declares or shares, every one a
 * lock can set through the goal's settings, and no goal inheriting another's.
 */
class GoalParametersTest {

    /** What every grading goal shares (AbstractGradingMojo). */
    private static final Set<String> SHARED = Set.of("heuristics", "puzzles", "outputDirectory",
            "forkTimeoutSeconds", "gradeTimeoutSeconds", "forkMaxHeapMegabytes", "points", "minimumScore", "radius",
            "maxStates",
            "rubricFile", "runTests", "instructorTests", "testTimeoutSeconds", "testRunTimeoutSeconds",
            "maxMicrosPerEvaluation", "sandbox", "sandboxUserIds", "preparedDir");

    @Test
    void eachGoalListsTheSharedParametersAndItsOwn() throws Exception {
        Map<String, Set<String>> editable = editableParameters();

        assertEquals(union(SHARED, Set.of("skip", "failOnViolation", "annotationProcessorArtifacts",
                "templateSources", "formats")), editable.get("grade"));
        assertEquals(union(SHARED, Set.of("skip", "reports", "submissions", "shard", "regrade", "sameBehaviourShare",
                "commonFunction", "templateDir", "templateMayEarnPoints", "classOutputDirectory")),
                editable.get("grade-class"));
        assertEquals(new TreeSet<>(SHARED), editable.get("prepare"));
    }

    @Test
    void aLockCanSetEveryParameterOfEveryGradingGoal() throws Exception {
        Map<String, Set<String>> editable = editableParameters();
        GradeMojo grade = new GradeMojo();
        GradeClassMojo gradeClass = new GradeClassMojo();

        assertEquals(editable.get("grade"), names(grade.requestSettings().settings(), grade.goalSettings().settings()));
        assertEquals(editable.get("grade-class"), names(gradeClass.requestSettings().settings(),
                gradeClass.goalSettings().settings()));
        assertEquals(editable.get("prepare"), names(new PrepareMojo().requestSettings().settings(), List.of()));
    }

    @Test
    void noGoalExtendsAConcreteGoal() {
        for (Class<?> goal : List.of(GradeMojo.class, GradeClassMojo.class, PrepareMojo.class,
                CheckTemplateMojo.class, StudentTemplateMojo.class, ReportMojo.class)) {
            Class<?> parent = goal.getSuperclass();
            assertTrue(parent == AbstractMojo.class || Modifier.isAbstract(parent.getModifiers()),
                    goal.getSimpleName() + " extends " + parent.getName());
        }
    }

    private static Set<String> union(Set<String> shared, Set<String> own) {
        Set<String> all = new TreeSet<>(shared);
        all.addAll(own);
        return all;
    }

    private static Set<String> names(List<Setting> shared, List<Setting> own) {
        List<Setting> settings = new ArrayList<>(shared);
        settings.addAll(own);
        Set<String> names = new TreeSet<>();
        settings.forEach(setting -> assertTrue(names.add(setting.name()), "twice: " + setting.name()));
        return names;
    }

    /** Every goal's parameters a user may set, from the descriptor maven-plugin-plugin generated. */
    private static Map<String, Set<String>> editableParameters() throws Exception {
        try (InputStream in = GoalParametersTest.class.getResourceAsStream("/META-INF/maven/plugin.xml")) {
            assertNotNull(in, "plugin.xml is generated at process-classes");
            Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
            Map<String, Set<String>> goals = new TreeMap<>();
            NodeList mojos = document.getElementsByTagName("mojo");
            for (int m = 0; m < mojos.getLength(); m++) {
                Element mojo = (Element) mojos.item(m);
                Set<String> names = new TreeSet<>();
                NodeList parameters = mojo.getElementsByTagName("parameter");
                for (int p = 0; p < parameters.getLength(); p++) {
                    Element parameter = (Element) parameters.item(p);
                    if ("true".equals(text(parameter, "editable"))) {
                        names.add(text(parameter, "name"));
                    }
                }
                goals.put(text(mojo, "goal"), names);
            }
            return goals;
        }
    }

    private static String text(Element element, String name) {
        NodeList children = element.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element child && child.getTagName().equals(name)) {
                return child.getTextContent().strip();
            }
        }
        return null;
    }
}
