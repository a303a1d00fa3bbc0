package io.github.heuristicgrader.rubric;

import io.github.heuristicgrader.rubric.RubricFile.SlotDeclaration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * One heuristic an assignment asks for, as the rubric file's {@code slots} declare it: the class that fills it, the
 * points it is worth, and whether it must equal the baseline.
 *
 * <p>A class fills a slot by its name: the slot's {@code className} is either fully qualified
 * ({@code edu.example.AdvancedHeuristic}: that class alone) or simple ({@code AdvancedHeuristic}: a class
 * of that name in any package, so that a student who moves the template to another package still fills it; two such
 * classes fill it twice). The class's rubric items are scaled to the slot's points.
 *
 * @param name the slot's name, such as {@code advanced}: a letter, then letters, digits, {@code -} or {@code _}
 * @param className the class that fills it: a fully qualified binary name, or a simple name
 * @param points the slot's points, 0 to {@link Rubric#MAX_POINTS}
 * @param expectsBaseline whether the class must equal its domain's baseline on every state to earn any of the points
 * @param required whether leaving the slot empty is an error
 */
public record Slot(String name, String className, int points, boolean expectsBaseline, boolean required) {

    /** The value of {@code expect} that asks a slot's class to equal the baseline. */
    public static final String EXPECT_BASELINE = "baseline";

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,63}");
    private static final Pattern CLASS_NAME = Pattern.compile(
            "(\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*)"
                    + "([.$]\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*)*");

    /** Whether the slot names its class by simple name, so that a class of that name fills it in any package. */
    public boolean anyPackage() {
        return className.indexOf('.') < 0;
    }

    /** Whether the heuristic class {@code binaryName} fills this slot. */
    public boolean filledBy(String binaryName) {
        if (!anyPackage()) {
            return binaryName.equals(className);
        }
        return binaryName.equals(className) || binaryName.endsWith("." + className);
    }

    /** The slot in words for messages, e.g. {@code slot 'advanced' (75 points, class x.AdvancedHeuristic)}. */
    public String describe() {
        return "slot '" + name + "' (" + points + " points, class " + className + ")";
    }

    /**
     * The slots a rubric file declares, in the file's order of names (sorted).
     *
     * @param declared the file's {@code slots}, or null for none
     * @param inFile "rubric file x: ", to start every message with
     * @throws RubricException naming the slot, the key and what to write instead
     */
    static List<Slot> of(Map<String, SlotDeclaration> declared, String inFile) throws RubricException {
        if (declared == null) {
            return List.of();
        }
        if (declared.isEmpty()) {
            throw new RubricException(inFile + "slots is empty; declare at least one slot, or leave slots out to"
                    + " grade every heuristic found (playground mode)");
        }
        List<Slot> slots = new ArrayList<>();
        Map<String, String> slotOfClass = new HashMap<>();
        long total = 0;
        for (Map.Entry<String, SlotDeclaration> entry : new TreeMap<>(declared).entrySet()) {
            String name = entry.getKey();
            String at = inFile + "slots." + name;
            if (!NAME.matcher(name).matches()) {
                throw new RubricException(inFile + "slot name '" + name + "' is not a name: start with a letter,"
                        + " then letters, digits, - or _ (at most 64)");
            }
            SlotDeclaration slot = entry.getValue();
            if (slot == null || slot.className() == null || slot.points() == null) {
                throw new RubricException(at + " needs class (the heuristic class that fills it, e.g."
                        + " edu.example.AdvancedHeuristic) and points");
            }
            String className = slot.className().strip();
            if (!CLASS_NAME.matcher(className).matches()) {
                throw new RubricException(at + ".class '" + slot.className() + "' is no class name: write the fully"
                        + " qualified name, e.g. edu.example.AdvancedHeuristic, or the simple name to"
                        + " accept it in any package");
            }
            if (slot.points() < 0 || slot.points() > Rubric.MAX_POINTS) {
                throw new RubricException(at + ".points must be 0 to " + Rubric.MAX_POINTS + ", not "
                        + slot.points());
            }
            boolean expectsBaseline = false;
            if (slot.expect() != null) {
                if (!EXPECT_BASELINE.equals(slot.expect().strip().toLowerCase(Locale.ROOT))) {
                    throw new RubricException(at + ".expect '" + slot.expect() + "' is unknown; the only"
                            + " expectation is " + EXPECT_BASELINE + " (equal to the baseline heuristic of the"
                            + " class's puzzle on every state); leave expect out for none");
                }
                expectsBaseline = true;
            }
            String other = slotOfClass.putIfAbsent(className, name);
            if (other != null) {
                throw new RubricException(inFile + "slots " + other + " and " + name + " both name class "
                        + className + "; each slot needs a class of its own");
            }
            total += slot.points();
            slots.add(new Slot(name, className, slot.points(), expectsBaseline,
                    slot.required() == null || slot.required()));
        }
        if (total > Integer.MAX_VALUE) {
            throw new RubricException(inFile + "the slots add up to " + total + " points, more than a grade can count ("
                    + Integer.MAX_VALUE + ")");
        }
        return List.copyOf(slots);
    }
}
