package io.github.heuristicgrader.puzzles.rtg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

class FacilitySvgTest {

    private static final ElevatorPuzzle PUZZLE = ElevatorPuzzle.standard();

    /** The drawing read back as XML: its root element. */
    private static Element parsed(String markup) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new InputSource(new StringReader(markup))).getDocumentElement();
    }

    /** The elements named {@code tag} whose class list holds every one of {@code classes}. */
    private static List<Element> withClasses(Element root, String tag, String... classes) {
        List<Element> found = new ArrayList<>();
        NodeList elements = root.getElementsByTagName(tag);
        for (int i = 0; i < elements.getLength(); i++) {
            Element element = (Element) elements.item(i);
            List<String> present = List.of(element.getAttribute("class").split(" "));
            if (present.containsAll(List.of(classes))) {
                found.add(element);
            }
        }
        return found;
    }

    private static int y(Element element) {
        return Integer.parseInt(element.getAttribute("y"));
    }

    @Test
    void drawsFourFloorsTopFloorFirstTheCarAndEachPairsItemsInItsOwnColour() throws Exception {
        Element svg = parsed(PUZZLE.drawing().svg("1:21,31", null));
        assertEquals("svg", svg.getTagName());
        assertTrue(svg.getAttribute("class").contains("facility"));
        List<String> floorNumbers = withClasses(svg, "text", "floor-number").stream()
                .map(Element::getTextContent).toList();
        assertEquals(List.of("4", "3", "2", "1"), floorNumbers);
        List<Element> cars = withClasses(svg, "rect", "car");
        assertEquals(1, cars.size());
        Element floorOne = withClasses(svg, "text", "floor-number").get(3);
        Element floorTwo = withClasses(svg, "text", "floor-number").get(2);
        assertTrue(y(cars.get(0)) < Integer.parseInt(floorOne.getAttribute("y"))
                && y(cars.get(0)) > Integer.parseInt(floorTwo.getAttribute("y")), "the car on floor 1");
        assertEquals(1, withClasses(svg, "rect", "generator", "pair-0").size());
        assertEquals(1, withClasses(svg, "rect", "microchip", "pair-0").size());
        assertEquals(1, withClasses(svg, "rect", "generator", "pair-1").size());
        assertEquals(1, withClasses(svg, "rect", "microchip", "pair-1").size());
        assertTrue(y(withClasses(svg, "rect", "generator", "pair-1").get(0))
                < y(withClasses(svg, "rect", "generator", "pair-0").get(0)), "lithium's generator above hydrogen's");
        assertEquals(List.of("A", "A", "B", "B"),
                withClasses(svg, "text", "item-letter").stream().map(Element::getTextContent).toList());
        assertTrue(withClasses(svg, "rect", "moved").isEmpty());
    }

    @Test
    void drawsTheSameFacilityFromThePuzzlesText() throws Exception {
        String english = "The first floor contains a hydrogen-compatible microchip and a lithium-compatible"
                + " microchip.\nThe second floor contains a hydrogen generator.\n"
                + "The third floor contains a lithium generator.";
        assertEquals(PUZZLE.drawing().svg("1:21,31", null), PUZZLE.drawing().svg(english, null));
    }

    @Test
    void aFriedOrMalformedFacilityIsShownAsTextNeverDrawn() throws Exception {
        Element fried = parsed(PUZZLE.drawing().svg("1:21,12", null));
        assertEquals("code", fried.getTagName());
        assertEquals("1:21,12", fried.getTextContent());
        assertTrue(fried.getAttribute("title").contains("fried"), fried.getAttribute("title"));
        Element hostile = parsed(PUZZLE.drawing().svg("<script>\"&", null));
        assertEquals("code", hostile.getTagName());
        assertEquals("<script>\"&", hostile.getTextContent());
        assertEquals("code", parsed(PUZZLE.drawing().svg(null, null)).getTagName());
    }

    @Test
    void aMoveMarksTheCarAndWhatItCarriedWithGhostsWhereTheyWere() throws Exception {
        // The worked example's first move: the hydrogen microchip rides to floor 2, where its generator is.
        Element svg = parsed(PUZZLE.drawing().svg("2:22,31", "1:21,31"));
        assertEquals(1, withClasses(svg, "rect", "car", "moved").size());
        assertEquals(1, withClasses(svg, "rect", "microchip", "pair-0", "moved").size());
        assertEquals(2, withClasses(svg, "rect", "moved").size());
        List<Element> ghosts = withClasses(svg, "rect", "ghost");
        assertEquals(2, ghosts.size());
        assertEquals(y(withClasses(svg, "rect", "microchip", "pair-1").get(0)), y(ghosts.get(1)),
                "the microchip's ghost on floor 1, beside lithium's microchip");
    }

    @Test
    void aMoveThatReordersThePairsStillMarksOnlyWhatMoved() throws Exception {
        // Pair 13 becomes 23 and sorts after 22: the pairs are matched by what the move could carry, not by index.
        Element svg = parsed(PUZZLE.drawing().svg("2:22,23", "1:13,22"));
        List<Element> moved = withClasses(svg, "rect", "moved");
        assertEquals(2, moved.size());
        assertEquals(1, withClasses(svg, "rect", "generator", "pair-1", "moved").size());
    }

    @Test
    void theCssStylesEveryPairColourAndStaysInsideTheDrawing() {
        for (int pair = 0; pair < FacilityKey.MAX_PAIRS; pair++) {
            assertTrue(PUZZLE.drawing().css().contains(".facility .pair-" + pair + "{"), "pair " + pair);
        }
        for (String rule : PUZZLE.drawing().css().split("\n")) {
            assertTrue(rule.startsWith(".facility ") || rule.startsWith("code.bad-state"), rule);
        }
    }
}
