package io.github.heuristicgrader.puzzles.rtg;

import io.github.heuristicgrader.api.rtg.Facility;
import io.github.heuristicgrader.spi.Svg;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws a facility as inline SVG: the four floors stacked, floor 4 on top, the elevator's car in its shaft at the
 * left, and for each pair a column holding its generator (a square) and its microchip (a circle), both lettered
 * with the pair's letter and coloured by the classes {@code pair-0} … {@code pair-9} of {@link #CSS}.
 *
 * <p>Only legal facilities are drawn: text that {@link Facility#parse} refuses, a fried microchip included, is shown
 * as escaped text instead. After a move, what moved (the car, the items it carried) is marked {@code moved} and the
 * place each left is drawn as a dashed {@code ghost}.
 */
final class FacilitySvg {

    /** The rules the drawings need, scoped to the {@code facility} class of their {@code <svg>}. */
    static final String CSS = String.join("\n",
            ".facility .building{fill:#f6f3ec;stroke:#6b6255;stroke-width:1}",
            ".facility .slab{stroke:#6b6255;stroke-width:.6}",
            ".facility .shaft{fill:#e2ddd1}",
            ".facility .floor-number{font:9px sans-serif;fill:#6b6255;text-anchor:middle;dominant-baseline:central}",
            ".facility .car{fill:#8796aa;stroke:#3d4a5c;stroke-width:.8}",
            ".facility .generator,.facility .microchip{stroke:#2b2b2b;stroke-width:.6}",
            ".facility .item-letter{font:bold 8px sans-serif;fill:#fff;text-anchor:middle;dominant-baseline:central;"
                    + "pointer-events:none}",
            ".facility .moved{stroke:#d0021b;stroke-width:2}",
            ".facility .ghost{fill:none;stroke:#8a8a8a;stroke-width:.8;stroke-dasharray:2 2}",
            ".facility .pair-0{fill:#1f77b4}",
            ".facility .pair-1{fill:#ff7f0e}",
            ".facility .pair-2{fill:#2ca02c}",
            ".facility .pair-3{fill:#d62728}",
            ".facility .pair-4{fill:#9467bd}",
            ".facility .pair-5{fill:#8c564b}",
            ".facility .pair-6{fill:#e377c2}",
            ".facility .pair-7{fill:#7f7f7f}",
            ".facility .pair-8{fill:#bcbd22}",
            ".facility .pair-9{fill:#17becf}",
            "code.bad-state{color:#b00020}");

    /** Side of a cell, in SVG units: a floor's height, the width of the shaft and of an item's column. */
    private static final int CELL = 20;
    /** Width of the floor numbers' column. */
    private static final int LABEL = 12;
    /** Margin around the building. */
    private static final int PAD = 2;
    /** Gap between an item or the car and its cell's edges. */
    private static final int INSET = 2;

    private FacilitySvg() {
    }

    /** The letter of pair {@code pair} in drawings and console rows: A, B, … */
    static char letter(int pair) {
        return (char) ('A' + pair);
    }

    /**
     * The facility as an {@code <svg class="facility">}, what moved from {@code previousText} marked when that is a
     * facility; text that is no legal facility as an escaped {@code <code class="bad-state">}.
     *
     * @param text compact or English text; may be null
     * @param previousText the facility one move before, or null
     */
    static String draw(String text, String previousText) {
        Facility facility;
        try {
            facility = Facility.parse(text == null ? "" : text);
        } catch (IllegalArgumentException e) {
            return Svg.notAState(text, "bad-state", "not a facility: " + e.getMessage());
        }
        Facility previous = previousFacility(previousText);
        int width = 2 * PAD + LABEL + CELL * (1 + 2 * facility.pairs());
        int height = 2 * PAD + CELL * Facility.FLOORS;
        String label = "facility " + facility;
        Svg svg = Svg.start("facility", width, height, label).title(label)
                .rect("building", PAD, PAD, width - 2 * PAD, height - 2 * PAD, 0)
                .rect("shaft", PAD + LABEL, PAD, CELL, height - 2 * PAD, 0);
        for (int floor = Facility.FLOORS; floor >= 1; floor--) {
            int y = top(floor);
            if (floor > 1) {
                svg.line("slab", PAD, y + CELL, width - PAD, y + CELL);
            }
            svg.text("floor-number", PAD + LABEL / 2, y + CELL / 2, Integer.toString(floor));
        }
        boolean carMoved = previous != null && previous.elevator() != facility.elevator();
        if (carMoved) {
            svg.rect("ghost", PAD + LABEL + INSET, top(previous.elevator()) + INSET, CELL - 2 * INSET,
                    CELL - 2 * INSET, 2);
        }
        svg.rect("car" + (carMoved ? " moved" : ""), PAD + LABEL + INSET, top(facility.elevator()) + INSET,
                CELL - 2 * INSET, CELL - 2 * INSET, 2);
        int[] before = previous == null ? null : previousPairs(previous, facility);
        for (int pair = 0; pair < facility.pairs(); pair++) {
            int generatorBefore = before == null ? 0 : FacilityKey.generatorOf(before[pair]);
            int microchipBefore = before == null ? 0 : FacilityKey.microchipOf(before[pair]);
            item(svg, pair, 0, facility.generatorFloor(pair), generatorBefore);
            item(svg, pair, 1, facility.microchipFloor(pair), microchipBefore);
        }
        return svg.end();
    }

    private static Facility previousFacility(String previousText) {
        if (previousText == null) {
            return null;
        }
        try {
            return Facility.parse(previousText);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Per pair of {@code facility}, the code of the pair of {@code previous} it came from, or 0 when none can be
     * told. Pairs are interchangeable and sorted, so a pair is matched first to an equal pair of {@code previous},
     * then to one that differs only in items the move could have carried: from the previous elevator's floor to
     * the new one.
     */
    private static int[] previousPairs(Facility previous, Facility facility) {
        int[] before = new int[facility.pairs()];
        if (previous.pairs() != facility.pairs()) {
            return before;
        }
        List<Integer> unmatched = new ArrayList<>();
        for (int pair = 0; pair < previous.pairs(); pair++) {
            unmatched.add(FacilityKey.pairCode(previous.generatorFloor(pair), previous.microchipFloor(pair)));
        }
        boolean[] matched = new boolean[facility.pairs()];
        for (int pair = 0; pair < facility.pairs(); pair++) {
            Integer code = FacilityKey.pairCode(facility.generatorFloor(pair), facility.microchipFloor(pair));
            if (unmatched.remove(code)) {
                before[pair] = code;
                matched[pair] = true;
            }
        }
        for (int pair = 0; pair < facility.pairs(); pair++) {
            for (int candidate = 0; !matched[pair] && candidate < unmatched.size(); candidate++) {
                int code = unmatched.get(candidate);
                if (carried(FacilityKey.generatorOf(code), facility.generatorFloor(pair), previous, facility)
                        && carried(FacilityKey.microchipOf(code), facility.microchipFloor(pair), previous, facility)) {
                    before[pair] = code;
                    matched[pair] = true;
                    unmatched.remove(candidate);
                }
            }
        }
        return before;
    }

    /** Whether an item now on {@code floor} and before on {@code floorBefore} stayed or rode the elevator. */
    private static boolean carried(int floorBefore, int floor, Facility previous, Facility facility) {
        return floorBefore == floor || floorBefore == previous.elevator() && floor == facility.elevator();
    }

    /** One item: {@code kind} 0 a generator (a square), 1 a microchip (a circle); a ghost where it was before. */
    private static void item(Svg svg, int pair, int kind, int floor, int floorBefore) {
        int x = PAD + LABEL + CELL * (1 + 2 * pair + kind) + INSET;
        int size = CELL - 2 * INSET;
        int radius = kind == 0 ? 2 : size / 2;
        boolean moved = floorBefore != 0 && floorBefore != floor;
        if (moved) {
            svg.rect("ghost", x, top(floorBefore) + INSET, size, size, radius);
        }
        String kindClass = kind == 0 ? "generator" : "microchip";
        svg.rect(kindClass + " pair-" + pair + (moved ? " moved" : ""), x, top(floor) + INSET, size, size, radius)
                .text("item-letter", x + size / 2, top(floor) + CELL / 2, String.valueOf(letter(pair)));
    }

    /** The y of a floor's top edge: floor 4 at the top. */
    private static int top(int floor) {
        return PAD + (Facility.FLOORS - floor) * CELL;
    }
}
