package io.github.heuristicgrader.puzzles.huarongdao;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.api.huarongdao.BoardParser;
import io.github.heuristicgrader.api.huarongdao.Shape;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainProvider;
import io.github.heuristicgrader.spi.StateDrawing;
import io.github.heuristicgrader.spi.StateHeuristic;
import io.github.heuristicgrader.spi.StudentSide;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Huarongdao (Klotski) on the 5×4 board: the layouts of one {@link PieceSet}, its moves and its goal. Two puzzles
 * are equal when they have the same piece set.
 *
 * <p>Layouts are enumerated in ascending key order, which is the order of their row-major text.
 */
public final class HuarongdaoPuzzle implements Domain {

    /** The name of this puzzle in reports. */
    public static final String DOMAIN = "huarongdao";

    /** The optimal distances at which the effort suite picks its starts by default. */
    private static final List<Integer> EFFORT_DISTANCES = List.of(10, 20, 30, 40, 50, 60, 70, 80, 90, 100);

    /**
     * The page's rules for {@link BoardSvg}'s classes: the pieces' colours as variables of the board, its sizes
     * (smaller on a narrow screen) and a text that is no layout; {@code --bad} is the page's.
     */
    private static final String CSS = """
            svg.board{--goal:#c62828;--vertical:#2f7d8c;--horizontal:#e3a413;--single:#f1e6cc;--frame:#6b4a2b;\
            --floor:#fbf7ee}
            svg.board{width:7.5rem;height:auto;display:block}
            .player svg.board{width:9rem}
            svg.board.small{width:2.6rem}
            .frame{fill:var(--frame)}
            .floor,.exit{fill:var(--floor)}
            .target{fill:none;stroke:var(--goal);stroke-width:1;stroke-dasharray:3 2;opacity:.55}
            .pc{stroke:rgba(0,0,0,.35);stroke-width:.8}
            .pc.goal{fill:var(--goal)}
            .pc.vertical{fill:var(--vertical)}
            .pc.horizontal{fill:var(--horizontal)}
            .pc.single{fill:var(--single)}
            .pc.moved{stroke:#111;stroke-width:1.8}
            .ghost{fill:none;stroke:#111;stroke-width:1;stroke-dasharray:2.5 2;opacity:.7}
            .bad-layout{color:var(--bad)}
            @media (max-width:40rem){
            svg.board{width:6rem}
            .player svg.board{width:8rem}
            .boards svg.board{width:5.5rem}
            }
            """;

    private static final int GOAL_CELL = Board.GOAL_ROW * Board.COLUMNS + Board.GOAL_COLUMN;
    private static final long GOAL_MASK = blockOfFour(Layout.CELL_MASK);
    private static final long GOAL_PATTERN = blockOfFour(Layout.GOAL);
    private static final int[][] CELL_BITS = cellBits();
    private static final long[][] PLACED = placed();

    /**
     * The classic named layouts of the standard set, as the Huarongdao literature draws them. Their optima under
     * one-cell moves are computed by the grader's state space, never stored.
     */
    private static final Map<String, String> CLASSICS = classics();

    /** The pinyin of each classic layout's name, as the Huarongdao literature in Latin letters writes it. */
    private static final Map<String, String> LATIN_NAMES = Map.of(
            "横刀立马", "Heng Dao Li Ma",
            "指挥若定", "Zhi Hui Ruo Ding",
            "将拥曹营", "Jiang Yong Cao Ying",
            "齐头并进", "Qi Tou Bing Jin",
            "兵分三路", "Bing Fen San Lu",
            "峰回路转", "Feng Hui Lu Zhuan",
            "层层设防", "Ceng Ceng She Fang",
            "近在咫尺", "Jin Zai Zhi Chi",
            "水泄不通", "Shui Xie Bu Tong",
            "插翅难飞", "Cha Chi Nan Fei");

    private final PieceSet pieceSet;

    /** The puzzle over the layouts of {@code pieceSet}. */
    public HuarongdaoPuzzle(PieceSet pieceSet) {
        this.pieceSet = pieceSet;
    }

    /** The puzzle over the standard piece set. */
    public static HuarongdaoPuzzle standard() {
        return new HuarongdaoPuzzle(PieceSet.STANDARD);
    }

    private static long blockOfFour(long code) {
        return code << Layout.shift(GOAL_CELL) | code << Layout.shift(GOAL_CELL + 1)
                | code << Layout.shift(GOAL_CELL + Board.COLUMNS) | code << Layout.shift(GOAL_CELL + Board.COLUMNS + 1);
    }

    /** The pieces every layout of this puzzle holds. */
    public PieceSet pieceSet() {
        return pieceSet;
    }

    @Override
    public String name() {
        return DOMAIN;
    }

    @Override
    public String title() {
        return "Huarongdao";
    }

    @Override
    public String stateNoun() {
        return "layout";
    }

    @Override
    public String stateNounPlural() {
        return "layouts";
    }

    /** {@inheritDoc} Here the piece set, such as {@code 5 two-cell pieces, 4 singles, 2 empty cells}. */
    @Override
    public String description() {
        return pieceSet.describe();
    }

    @Override
    public long[] states() {
        LayoutCollector collector = new LayoutCollector();
        place(collector, 0, 0L, 0, 1, pieceSet.twoCellPieces(), pieceSet.singles(), pieceSet.emptyCells());
        return collector.toArray();
    }

    /**
     * Fills the first uncovered cell at or after {@code cell} in every possible way, in ascending order of the glyph
     * code written there, so that layouts come out sorted.
     */
    private static void place(LayoutCollector out, int cell, long layout, int covered, int goals, int twoCell,
            int singles, int empty) {
        while (cell < Layout.CELLS && (covered & 1 << cell) != 0) {
            cell++;
        }
        if (cell == Layout.CELLS) {
            out.add(layout);
            return;
        }
        if (empty > 0) {
            place(out, cell + 1, layout, covered | 1 << cell, goals, twoCell, singles, empty - 1);
        }
        if (goals > 0 && fits(Shape.GOAL, cell, covered)) {
            place(out, cell + 1, layout | PLACED[Shape.GOAL.ordinal()][cell],
                    covered | CELL_BITS[Shape.GOAL.ordinal()][cell], goals - 1, twoCell, singles, empty);
        }
        if (singles > 0) {
            place(out, cell + 1, layout | PLACED[Shape.SINGLE.ordinal()][cell], covered | 1 << cell,
                    goals, twoCell, singles - 1, empty);
        }
        if (twoCell > 0 && fits(Shape.HORIZONTAL, cell, covered)) {
            place(out, cell + 1, layout | PLACED[Shape.HORIZONTAL.ordinal()][cell],
                    covered | CELL_BITS[Shape.HORIZONTAL.ordinal()][cell], goals, twoCell - 1, singles, empty);
        }
        if (twoCell > 0 && fits(Shape.VERTICAL, cell, covered)) {
            place(out, cell + 1, layout | PLACED[Shape.VERTICAL.ordinal()][cell],
                    covered | CELL_BITS[Shape.VERTICAL.ordinal()][cell], goals, twoCell - 1, singles, empty);
        }
    }

    private static boolean fits(Shape shape, int cell, int covered) {
        int bits = CELL_BITS[shape.ordinal()][cell];
        return bits != 0 && (covered & bits) == 0;
    }

    /** Per shape and top-left cell: one bit per covered cell, or 0 when the piece would leave the board. */
    private static int[][] cellBits() {
        int[][] bits = new int[Shape.values().length][Layout.CELLS];
        for (Shape shape : Shape.values()) {
            for (int cell = 0; cell < Layout.CELLS; cell++) {
                int row = cell / Board.COLUMNS;
                int column = cell % Board.COLUMNS;
                if (row + shape.height() > Board.ROWS || column + shape.width() > Board.COLUMNS) {
                    continue;
                }
                for (int dr = 0; dr < shape.height(); dr++) {
                    for (int dc = 0; dc < shape.width(); dc++) {
                        bits[shape.ordinal()][cell] |= 1 << cell + dr * Board.COLUMNS + dc;
                    }
                }
            }
        }
        return bits;
    }

    /** Per shape and top-left cell: the glyph codes the piece writes into an empty layout. */
    private static long[][] placed() {
        long[][] placed = new long[Shape.values().length][Layout.CELLS];
        for (Shape shape : Shape.values()) {
            for (int cell = 0; cell < Layout.CELLS; cell++) {
                if (CELL_BITS[shape.ordinal()][cell] == 0) {
                    continue;
                }
                for (int dr = 0; dr < shape.height(); dr++) {
                    for (int dc = 0; dc < shape.width(); dc++) {
                        placed[shape.ordinal()][cell] = Layout.with(placed[shape.ordinal()][cell],
                                cell + dr * Board.COLUMNS + dc, Layout.GLYPHS.indexOf(shape.glyph(dr, dc)));
                    }
                }
            }
        }
        return placed;
    }

    @Override
    public int maxMoves() {
        return Moves.MAX_MOVES;
    }

    @Override
    public int successors(long layout, long[] into) {
        return Moves.successors(layout, into);
    }

    /** {@inheritDoc} True: a piece slid one cell slides back. */
    @Override
    public boolean reversibleMoves() {
        return true;
    }

    @Override
    public boolean isGoal(long layout) {
        return (layout & GOAL_MASK) == GOAL_PATTERN;
    }

    @Override
    public String format(long layout) {
        return Layout.text(layout);
    }


    /**
     * Reads glyph or digit text (see {@link LayoutText}).
     *
     * @throws IllegalArgumentException naming the row and column at fault, or the pieces when the layout is legal
     *     but holds other pieces than this puzzle's set
     */
    @Override
    public long parse(String text) {
        Board board = LayoutText.parse(text);
        PieceSet pieces = PieceSet.of(board.pieces());
        if (!pieces.equals(pieceSet)) {
            throw new IllegalArgumentException("the layout holds " + pieces.describe()
                    + "; the state database covers layouts with " + pieceSet.describe());
        }
        return Layout.of(board);
    }

    @Override
    public Board studentState(long layout) {
        return Layout.toBoard(layout);
    }

    @Override
    public StudentSide studentSide() {
        return StudentSide.of(Board.class, BoardParser.class);
    }

    private static Map<String, String> classics() {
        Map<String, String> classics = new LinkedHashMap<>();
        classics.put("横刀立马", "^11^ v11v ^<>^ v22v 2..2");
        classics.put("指挥若定", "^11^ v11v 2<>2 ^22^ v..v");
        classics.put("将拥曹营", ".11. ^11^ v^^v 2vv2 <>22");
        classics.put("齐头并进", "^11^ v11v 2222 ^<>^ v..v");
        classics.put("兵分三路", "2112 ^11^ v<>v ^22^ v..v");
        classics.put("峰回路转", "222^ 11^v 11v^ .<>v .2<>");
        classics.put("层层设防", "^11^ v11v 2<>2 2<>2 .<>.");
        classics.put("近在咫尺", "2^^^ 2vvv <>22 <>11 ..11");
        classics.put("水泄不通", "^112 v112 <><> <><> 2..2");
        classics.put("插翅难飞", "^112 v112 <>22 ^<>^ v..v");
        return Collections.unmodifiableMap(classics);
    }

    /** The classic layouts when this puzzle holds the standard set; none otherwise. */
    @Override
    public Map<String, String> classicStates() {
        return pieceSet.equals(PieceSet.STANDARD) ? CLASSICS : Map.of();
    }

    @Override
    public String latinName(String name) {
        return LATIN_NAMES.getOrDefault(name, name);
    }

    @Override
    public StateHeuristic baseline() {
        return ManhattanHeuristic.INSTANCE;
    }

    @Override
    public List<Integer> effortDistances() {
        return EFFORT_DISTANCES;
    }


    /** {@inheritDoc} Here boards: rows of glyphs, and {@link BoardSvg}'s drawing. */
    @Override
    public StateDrawing drawing() {
        return DRAWING;
    }

    /** A board's rows of glyphs for the console, its picture for the page. */
    private static final StateDrawing DRAWING = new StateDrawing() {

        /** {@inheritDoc} Here {@link Board#ROWS} rows of {@link Board#COLUMNS} glyphs, as {@link Board#parse} reads. */
        @Override
        public List<String> rows(String text) {
            if (text.length() != Board.ROWS * Board.COLUMNS) {
                return List.of(text);
            }
            List<String> rows = new ArrayList<>(Board.ROWS);
            for (int row = 0; row < Board.ROWS; row++) {
                rows.add(text.substring(row * Board.COLUMNS, (row + 1) * Board.COLUMNS));
            }
            return List.copyOf(rows);
        }

        /** {@inheritDoc} Drawn by {@link BoardSvg}: the frame, the exit, the goal square and the pieces. */
        @Override
        public String svg(String text, String previousText) {
            return BoardSvg.drawMove(previousText, text, "");
        }

        @Override
        public String css() {
            return CSS;
        }
    };

    @Override
    public boolean equals(Object other) {
        return other instanceof HuarongdaoPuzzle puzzle && puzzle.pieceSet.equals(pieceSet);
    }

    @Override
    public int hashCode() {
        return pieceSet.hashCode();
    }

    @Override
    public String toString() {
        return DOMAIN + " (" + pieceSet.describe() + ")";
    }

    /** Opens the puzzle over the standard piece set; it has no settings. */
    public static final class Provider implements DomainProvider {

        @Override
        public String name() {
            return DOMAIN;
        }

        /** {@inheritDoc} The standard puzzle; Huarongdao knows no setting. */
        @Override
        public Domain open(Map<String, String> settings) {
            if (!settings.isEmpty()) {
                throw new IllegalArgumentException("the huarongdao domain has no settings; given "
                        + settings.keySet());
            }
            return standard();
        }
    }

    /** A growing array of layout keys. */
    private static final class LayoutCollector {
        private long[] layouts = new long[1024];
        private int size;

        void add(long layout) {
            if (size == layouts.length) {
                layouts = Arrays.copyOf(layouts, size * 2);
            }
            layouts[size++] = layout;
        }

        long[] toArray() {
            return Arrays.copyOf(layouts, size);
        }
    }
}
