package edu.example.streets.grading;

import edu.example.streets.Corner;
import edu.example.streets.CornerParser;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.Markup;
import io.github.heuristicgrader.spi.StateDrawing;
import io.github.heuristicgrader.spi.StateHeuristic;
import io.github.heuristicgrader.spi.StudentSide;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A car on a 30 × 30 grid of one-way streets, to drive to the corner at row 0, column 0, paying each block's toll:
 * moves are one-way and cost 1 to 5, and from some corners the goal cannot be reached.
 *
 * <ul>
 *   <li>Streets run along the rows: westward on even rows, eastward on odd ones.</li>
 *   <li>Avenues run along the columns: northward on columns 0, 4, 8, …, southward on columns 2, 6, 10, …; the
 *       other columns have none.</li>
 *   <li>A block from (r, c) costs 1 + (7r + 3c) mod 5 along a street and 1 + (7r + 3c + 2) mod 5 along an
 *       avenue.</li>
 *   <li>The car park, rows and columns 25 to 29, has one-way entries and no exit: its streets and avenues stop at
 *       its edge, so no goal is reachable from inside it; nor from the east end of an odd row above it, where the
 *       street ends at a column with no avenue.</li>
 * </ul>
 *
 * <p>A state's key is {@code 30r + c + 1}, which orders as the text {@code rRRcCC} does.
 */
public final class OneWayStreets implements Domain {

    /** The domain's name. */
    public static final String NAME = "one-way-streets";
    /** The one instance. */
    public static final OneWayStreets INSTANCE = new OneWayStreets();
    /** The first row and column of the car park. */
    public static final int CAR_PARK = 25;

    private static final int SIZE = Corner.SIZE;

    private OneWayStreets() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "One-way streets";
    }

    @Override
    public String stateNoun() {
        return "corner";
    }

    @Override
    public String stateNounPlural() {
        return "corners";
    }

    @Override
    public String description() {
        return SIZE + " × " + SIZE + " corners, tolls 1 to 5, a car park without exit";
    }

    @Override
    public long[] states() {
        long[] keys = new long[SIZE * SIZE];
        for (int index = 0; index < keys.length; index++) {
            keys[index] = index + 1;
        }
        return keys;
    }

    @Override
    public int maxMoves() {
        return 2;
    }

    @Override
    public boolean unitCosts() {
        return false;
    }

    @Override
    public int successors(long state, long[] into) {
        return successors(state, into, new int[2]);
    }

    @Override
    public int successors(long state, long[] into, int[] costs) {
        int row = row(state);
        int column = column(state);
        int moves = 0;
        int streetTo = row % 2 == 0 ? column - 1 : column + 1;
        if (streetTo >= 0 && streetTo < SIZE && allowed(row, column, row, streetTo)) {
            into[moves] = key(row, streetTo);
            costs[moves++] = 1 + (7 * row + 3 * column) % 5;
        }
        int avenueTo = column % 4 == 0 ? row - 1 : column % 4 == 2 ? row + 1 : -1;
        if (avenueTo >= 0 && avenueTo < SIZE && allowed(row, column, avenueTo, column)) {
            into[moves] = key(avenueTo, column);
            costs[moves++] = 1 + (7 * row + 3 * column + 2) % 5;
        }
        return moves;
    }

    /**
     * {@inheritDoc} Here the corners next to {@code state} with a block into it, found by asking each of the four
     * for its blocks: what a grade within a radius searches back from the goal along.
     */
    @Override
    public int predecessors(long state, long[] into, int[] costs) {
        int row = row(state);
        int column = column(state);
        long[] next = new long[2];
        int[] tolls = new int[2];
        int count = 0;
        for (int[] step : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
            int fromRow = row + step[0];
            int fromColumn = column + step[1];
            if (fromRow < 0 || fromRow >= SIZE || fromColumn < 0 || fromColumn >= SIZE) {
                continue;
            }
            long from = key(fromRow, fromColumn);
            int moves = successors(from, next, tolls);
            for (int move = 0; move < moves; move++) {
                if (next[move] == state) {
                    into[count] = from;
                    costs[count++] = tolls[move];
                }
            }
        }
        return count;
    }

    @Override
    public int maxPredecessors() {
        return 4;
    }

    @Override
    public long[] goalStates() {
        return new long[] {key(0, 0)};
    }

    /** Whether a block may be driven: any but one leaving the car park. */
    private static boolean allowed(int row, int column, int toRow, int toColumn) {
        return !inCarPark(row, column) || inCarPark(toRow, toColumn);
    }

    private static boolean inCarPark(int row, int column) {
        return row >= CAR_PARK && column >= CAR_PARK;
    }

    @Override
    public boolean isGoal(long state) {
        return state == key(0, 0);
    }

    @Override
    public String format(long state) {
        return new Corner(row(state), column(state)).toString();
    }

    @Override
    public long parse(String text) {
        Corner corner = Corner.parse(text == null ? null : text.strip());
        return key(corner.row(), corner.column());
    }

    @Override
    public StudentSide studentSide() {
        return StudentSide.of(Corner.class, CornerParser.class);
    }

    @Override
    public Corner studentState(long state) {
        return new Corner(row(state), column(state));
    }

    @Override
    public Map<String, String> classicStates() {
        Map<String, String> classics = new LinkedHashMap<>();
        classics.put("south-west corner", format(key(SIZE - 1, 0)));
        classics.put("north-east corner", format(key(0, SIZE - 1)));
        return classics;
    }

    /** The rows to go: every block costs 1 or more and changes the row by 1 at most. */
    @Override
    public StateHeuristic baseline() {
        return new StateHeuristic() {
            @Override
            public String name() {
                return "rows";
            }

            @Override
            public int estimate(long state) {
                return row(state);
            }
        };
    }

    /** {@inheritDoc} Here the corner as one row of text for the console, and the grid with the car for the page. */
    @Override
    public StateDrawing drawing() {
        return new StateDrawing() {
            @Override
            public List<String> rows(String text) {
                return List.of(text);
            }

            @Override
            public String svg(String text, String previousText) {
                long state;
                try {
                    state = parse(text);
                } catch (IllegalArgumentException e) {
                    return "<code>" + Markup.escape(text) + "</code>";
                }
                return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"streets\" viewBox=\"0 0 " + SIZE + " "
                        + SIZE + "\" role=\"img\" aria-label=\"" + Markup.escape(format(state)) + "\">"
                        + "<rect class=\"streets-park\" x=\"" + CAR_PARK + "\" y=\"" + CAR_PARK + "\" width=\""
                        + (SIZE - CAR_PARK) + "\" height=\"" + (SIZE - CAR_PARK) + "\"/>"
                        + "<rect class=\"streets-car\" x=\"" + column(state) + "\" y=\"" + row(state)
                        + "\" width=\"1\" height=\"1\"/></svg>";
            }

            @Override
            public String css() {
                return ".streets{width:7.5em;height:7.5em;background:#eee}.streets-park{fill:#ccc}"
                        + ".streets-car{fill:#c0392b}";
            }
        };
    }

    private static long key(int row, int column) {
        return (long) row * SIZE + column + 1;
    }

    private static int row(long key) {
        return (int) ((key - 1) / SIZE);
    }

    private static int column(long key) {
        return (int) ((key - 1) % SIZE);
    }
}
