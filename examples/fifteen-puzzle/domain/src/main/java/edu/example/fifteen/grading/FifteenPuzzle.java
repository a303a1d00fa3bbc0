package edu.example.fifteen.grading;

import edu.example.fifteen.Tiles;
import edu.example.fifteen.TilesParser;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.StateDrawing;
import io.github.heuristicgrader.spi.StateHeuristic;
import io.github.heuristicgrader.spi.StudentSide;
import io.github.heuristicgrader.spi.Svg;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The 15-puzzle behind the grader's domain seam: the rules on state keys, the words, and the drawing. A move slides a
 * tile next to the blank into it; the goal, the blank in a corner, is {@code 1234/5678/9abc/def_}. Its
 * 10,461,394,944,000 arrangements are far too many to hold, so the domain asks to be graded within
 * {@value #RADIUS} moves of the goal ({@link #gradingRadius}): the grader searches back from the goal
 * ({@link #goalStates}; the moves are reversible, so it needs no predecessors of the domain) and holds the 42,928,799
 * arrangements within that distance.
 *
 * <p>A key holds the first fifteen cells in 4 bits each, the top left cell highest; the last cell is the one glyph
 * they lack, so a key fits in 60 bits and is positive. A cell's 4 bits are its glyph's rank among the sixteen:
 * {@code 1}–{@code 9} are 0–8, the blank {@code _} 9, {@code a}–{@code f} 10–15, so keys compare as the compact texts
 * do ({@code _} sorts between the digits and the letters) and are never 0.
 */
public final class FifteenPuzzle implements Domain {

    /** The domain's name, as rubrics and reports give it. */
    public static final String NAME = "fifteen-puzzle";
    /** The one instance: the puzzle has no settings. */
    public static final FifteenPuzzle INSTANCE = new FifteenPuzzle();
    /** The distance from the goal within which the puzzle is graded unless the rubric says otherwise. */
    public static final int RADIUS = 24;
    /** The arrangements of the whole puzzle: 16!/2, those of the goal's parity. */
    public static final long ARRANGEMENTS = 10_461_394_944_000L;

    private static final int SIZE = Tiles.SIZE;
    private static final int CELLS = SIZE * SIZE;
    private static final int BLANK_RANK = 9;
    /** The sum of the ranks 0 to 15, less the fifteen held, is the last cell's. */
    private static final int RANK_SUM = CELLS * (CELLS - 1) / 2;
    private static final long GOAL = key(Tiles.parse("1234/5678/9abc/def_"));
    private static final StateHeuristic MANHATTAN = new StateHeuristic() {
        @Override
        public String name() {
            return "manhattan";
        }

        @Override
        public int estimate(long state) {
            long full = full(state);
            int sum = 0;
            for (int cell = 0; cell < CELLS; cell++) {
                int tile = tileOf(rank(full, cell));
                if (tile != Tiles.BLANK) {
                    sum += Math.abs(cell / SIZE - Tiles.goalRow(tile))
                            + Math.abs(cell % SIZE - Tiles.goalColumn(tile));
                }
            }
            return sum;
        }
    };

    private FifteenPuzzle() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "15-puzzle";
    }

    @Override
    public String stateNoun() {
        return "arrangement";
    }

    @Override
    public String stateNounPlural() {
        return "arrangements";
    }

    /** The goal: where the default {@code states()} would search from, were the puzzle graded whole. */
    @Override
    public long[] startStates() {
        return new long[] {GOAL};
    }

    @Override
    public long[] goalStates() {
        return new long[] {GOAL};
    }

    @Override
    public OptionalLong stateCount() {
        return OptionalLong.of(ARRANGEMENTS);
    }

    @Override
    public OptionalInt gradingRadius() {
        return OptionalInt.of(RADIUS);
    }

    @Override
    public int maxMoves() {
        return 4;
    }

    /** A move slides a tile into the blank, and sliding it back undoes it. */
    @Override
    public boolean reversibleMoves() {
        return true;
    }

    @Override
    public int successors(long state, long[] into) {
        long full = full(state);
        int blank = 0;
        while (rank(full, blank) != BLANK_RANK) {
            blank++;
        }
        int row = blank / SIZE;
        int column = blank % SIZE;
        int count = 0;
        if (row > 0) {
            into[count++] = swap(full, blank, blank - SIZE);
        }
        if (row < SIZE - 1) {
            into[count++] = swap(full, blank, blank + SIZE);
        }
        if (column > 0) {
            into[count++] = swap(full, blank, blank - 1);
        }
        if (column < SIZE - 1) {
            into[count++] = swap(full, blank, blank + 1);
        }
        return count;
    }

    @Override
    public boolean isGoal(long state) {
        return state == GOAL;
    }

    @Override
    public String format(long state) {
        long full = full(state);
        StringBuilder text = new StringBuilder(CELLS + SIZE - 1);
        for (int cell = 0; cell < CELLS; cell++) {
            if (cell > 0 && cell % SIZE == 0) {
                text.append('/');
            }
            int tile = tileOf(rank(full, cell));
            text.append(tile == Tiles.BLANK ? Tiles.BLANK_GLYPH : Character.forDigit(tile, CELLS));
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

    /** Two arrangements near the goal, within even the smaller radius an IT grades with. */
    @Override
    public Map<String, String> classicStates() {
        Map<String, String> classics = new LinkedHashMap<>();
        classics.put("one move", "1234/5678/9abc/de_f");
        classics.put("corner turned", "1234/5678/9a_b/defc");
        return classics;
    }

    @Override
    public StateHeuristic baseline() {
        return MANHATTAN;
    }

    /** {@inheritDoc} Here four rows of tiles for the console, and tiles on a grid for the page. */
    @Override
    public StateDrawing drawing() {
        return new TilesDrawing();
    }

    /** The tiles as four rows of text, and as a 4×4 grid whose moved tile is marked. */
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
                    previous = full(parse(previousText));
                } catch (IllegalArgumentException e) {
                    previous = 0;
                }
            }
            long full = full(state);
            int cellSize = 40;
            String label = "arrangement " + format(state);
            Svg svg = Svg.start("fifteen", cellSize * SIZE, cellSize * SIZE, label).title(label);
            for (int cell = 0; cell < CELLS; cell++) {
                int tile = tileOf(rank(full, cell));
                if (tile == Tiles.BLANK) {
                    continue;
                }
                boolean moved = previous != 0 && rank(previous, cell) != rank(full, cell);
                int x = cell % SIZE * cellSize;
                int y = cell / SIZE * cellSize;
                svg.rect(moved ? "fifteen-tile fifteen-moved" : "fifteen-tile", x + 2, y + 2, cellSize - 4,
                        cellSize - 4, 4).text("fifteen-label", x + cellSize / 2, y + cellSize / 2,
                                Integer.toString(tile));
            }
            return svg.end();
        }

        @Override
        public String css() {
            return ".fifteen{width:9em;height:9em}.fifteen-tile{fill:#dbe9f6;stroke:#3b5f8a}"
                    + ".fifteen-moved{fill:#f9c74f}.fifteen-label{font:bold 16px sans-serif;text-anchor:middle;"
                    + "dominant-baseline:central}";
        }
    }

    /** The key of {@code tiles}. */
    static long key(Tiles tiles) {
        long key = 0;
        for (int cell = 0; cell < CELLS - 1; cell++) {
            key = key << 4 | rankOf(tiles.tileAt(cell / SIZE, cell % SIZE));
        }
        return key;
    }

    /** The rank of a tile's glyph: {@code 1}–{@code 9} 0–8, the blank 9, {@code a}–{@code f} 10–15. */
    private static int rankOf(int tile) {
        return tile == Tiles.BLANK ? BLANK_RANK : tile <= 9 ? tile - 1 : tile;
    }

    private static int tileOf(int rank) {
        return rank == BLANK_RANK ? Tiles.BLANK : rank < BLANK_RANK ? rank + 1 : rank;
    }

    /** All sixteen cells' ranks, 4 bits each, the top left cell highest: the key and its missing rank. */
    private static long full(long key) {
        int sum = 0;
        for (long rest = key; rest != 0; rest >>>= 4) {
            sum += (int) (rest & 0xF);
        }
        return key << 4 | RANK_SUM - sum;
    }

    private static int rank(long full, int cell) {
        return (int) (full >>> 4 * (CELLS - 1 - cell)) & 0xF;
    }

    /** The key after the tile at {@code tileCell} slides into the blank at {@code blank}. */
    private static long swap(long full, int blank, int tileCell) {
        long tile = rank(full, tileCell);
        int blankShift = 4 * (CELLS - 1 - blank);
        int tileShift = 4 * (CELLS - 1 - tileCell);
        long moved = full & ~(0xFL << blankShift) & ~(0xFL << tileShift) | tile << blankShift
                | (long) BLANK_RANK << tileShift;
        return moved >>> 4;
    }
}
