package edu.example.eight.grading;

import edu.example.eight.Tiles;
import edu.example.eight.TilesParser;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.StateDrawing;
import io.github.heuristicgrader.spi.StateHeuristic;
import io.github.heuristicgrader.spi.StudentSide;
import io.github.heuristicgrader.spi.Svg;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The 8-puzzle behind the grader's domain seam: the rules on state keys, the words, and the drawing. A move slides a
 * tile next to the blank into it; the goal is {@code 123/456/78_}; the state database holds the 181,440 arrangements
 * reachable from the goal.
 *
 * <p>A key holds one cell in each 4 bits, the top left cell highest: the tile's number, 9 for the blank. Keys so
 * compare as the compact texts do ({@code _} sorts after the digits) and are never 0.
 */
public final class EightPuzzle implements Domain {

    /** The domain's name, as rubrics and reports give it. */
    public static final String NAME = "eight-puzzle";
    /** The one instance: the puzzle has no settings. */
    public static final EightPuzzle INSTANCE = new EightPuzzle();

    private static final int SIZE = Tiles.SIZE;
    private static final int CELLS = SIZE * SIZE;
    private static final int BLANK_NIBBLE = 9;
    /** The arrangements reachable from the goal: half of the 9! (the other half has the wrong parity). */
    private static final long GOAL = key(Tiles.parse("123/456/78_"));
    private static final StateHeuristic MISPLACED_TILES = new StateHeuristic() {
        @Override
        public String name() {
            return "misplaced-tiles";
        }

        @Override
        public int estimate(long state) {
            int misplaced = 0;
            for (int cell = 0; cell < CELLS; cell++) {
                int nibble = nibble(state, cell);
                misplaced += nibble != BLANK_NIBBLE && nibble != cell + 1 ? 1 : 0;
            }
            return misplaced;
        }
    };

    private EightPuzzle() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "8-puzzle";
    }

    @Override
    public String stateNoun() {
        return "arrangement";
    }

    @Override
    public String stateNounPlural() {
        return "arrangements";
    }

    /**
     * The states reachable from the goal, which are those that can reach it, since every move can be undone: the
     * SPI's default {@link #states()} searches from here ({@code ReachableStates}), 181,440 arrangements.
     */
    @Override
    public long[] startStates() {
        return new long[] {GOAL};
    }

    @Override
    public int maxMoves() {
        return 4;
    }

    @Override
    public int successors(long state, long[] into) {
        int blank = 0;
        while (nibble(state, blank) != BLANK_NIBBLE) {
            blank++;
        }
        int row = blank / SIZE;
        int column = blank % SIZE;
        int count = 0;
        if (row > 0) {
            into[count++] = swap(state, blank, blank - SIZE);
        }
        if (row < SIZE - 1) {
            into[count++] = swap(state, blank, blank + SIZE);
        }
        if (column > 0) {
            into[count++] = swap(state, blank, blank - 1);
        }
        if (column < SIZE - 1) {
            into[count++] = swap(state, blank, blank + 1);
        }
        return count;
    }

    @Override
    public boolean isGoal(long state) {
        return state == GOAL;
    }

    @Override
    public String format(long state) {
        StringBuilder text = new StringBuilder(CELLS + SIZE - 1);
        for (int cell = 0; cell < CELLS; cell++) {
            if (cell > 0 && cell % SIZE == 0) {
                text.append('/');
            }
            int nibble = nibble(state, cell);
            text.append(nibble == BLANK_NIBBLE ? Tiles.BLANK_GLYPH : (char) ('0' + nibble));
        }
        return text.toString();
    }

    @Override
    public long parse(String text) {
        return key(Tiles.parse(text));
    }


    @Override
    public StudentSide studentSide() {
        return StudentSide.of(Tiles.class, TilesParser.class);
    }

    @Override
    public Tiles studentState(long state) {
        return Tiles.parse(format(state));
    }

    @Override
    public Map<String, String> classicStates() {
        Map<String, String> classics = new LinkedHashMap<>();
        classics.put("one move", "123/456/7_8");
        classics.put("farthest", "867/254/3_1");
        return classics;
    }

    @Override
    public StateHeuristic baseline() {
        return MISPLACED_TILES;
    }

    @Override
    public List<Integer> effortDistances() {
        return List.of(10, 20, 26);
    }



    /** {@inheritDoc} Here three rows of tiles for the console, and tiles on a grid for the page. */
    @Override
    public StateDrawing drawing() {
        return new TilesDrawing();
    }

    /** The tiles as three rows of text, and as a 3×3 grid whose moved tile is marked. */
    private final class TilesDrawing implements StateDrawing {

        @Override
        public List<String> rows(String text) {
            String compact;
            try {
                compact = format(parse(text));
            } catch (IllegalArgumentException e) {
                return List.of(text);
            }
            List<String> rows = new ArrayList<>();
            for (String row : compact.split("/")) {
                rows.add(String.join(" ", row.split("")));
            }
            return rows;
        }

        /** Drawn with the SPI's {@link Svg} builder, which escapes every attribute and text it writes. */
        @Override
        public String svg(String text, String previousText) {
            long state;
            try {
                state = parse(text == null ? "" : text);
            } catch (IllegalArgumentException e) {
                return Svg.notAState(text, null, null);
            }
            long previous = 0;
            if (previousText != null) {
                try {
                    previous = parse(previousText);
                } catch (IllegalArgumentException e) {
                    previous = 0;
                }
            }
            int cellSize = 40;
            String label = "arrangement " + format(state);
            Svg svg = Svg.start("eight", cellSize * SIZE, cellSize * SIZE, label).title(label);
            for (int cell = 0; cell < CELLS; cell++) {
                int nibble = nibble(state, cell);
                if (nibble == BLANK_NIBBLE) {
                    continue;
                }
                boolean moved = previous != 0 && nibble(previous, cell) != nibble;
                int x = cell % SIZE * cellSize;
                int y = cell / SIZE * cellSize;
                svg.rect(moved ? "eight-tile eight-moved" : "eight-tile", x + 2, y + 2, cellSize - 4, cellSize - 4, 4)
                        .text("eight-label", x + cellSize / 2, y + cellSize / 2, Integer.toString(nibble));
            }
            return svg.end();
        }

        @Override
        public String css() {
            return ".eight{width:7.5em;height:7.5em}.eight-tile{fill:#f4e3c1;stroke:#8a6d3b}"
                    + ".eight-moved{fill:#f9c74f}.eight-label{font:bold 18px sans-serif;text-anchor:middle;"
                    + "dominant-baseline:central}";
        }
    }

    /** The key of {@code tiles}. */
    static long key(Tiles tiles) {
        long key = 0;
        for (int row = 0; row < SIZE; row++) {
            for (int column = 0; column < SIZE; column++) {
                int tile = tiles.tileAt(row, column);
                key = key << 4 | (tile == Tiles.BLANK ? BLANK_NIBBLE : tile);
            }
        }
        return key;
    }

    private static int nibble(long state, int cell) {
        return (int) (state >>> 4 * (CELLS - 1 - cell)) & 0xF;
    }

    private static long swap(long state, int blank, int tileCell) {
        long tile = nibble(state, tileCell);
        int blankShift = 4 * (CELLS - 1 - blank);
        int tileShift = 4 * (CELLS - 1 - tileCell);
        return state & ~(0xFL << blankShift) & ~(0xFL << tileShift) | tile << blankShift
                | (long) BLANK_NIBBLE << tileShift;
    }
}
