package io.github.heuristicgrader.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.puzzles.huarongdao.Layout;
import io.github.heuristicgrader.puzzles.huarongdao.PieceSet;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Small piece sets, checked exhaustively against an independent model: {@link Board}'s own moves and a plain
 * breadth-first search over boxed boards.
 */
class SmallStateSpaceTest {

    @ParameterizedTest
    @CsvSource({"0, 0", "0, 3", "1, 2", "2, 1", "3, 0"})
    void distancesMatchBreadthFirstSearchOverBoards(int twoCell, int singles) {
        HuarongdaoPuzzle puzzle = new HuarongdaoPuzzle(new PieceSet(twoCell, singles));
        StateSpace space = StateSpace.of(puzzle);

        Set<Board> everyBoard = boardsReachableFrom(space);
        assertEquals(space.size(), everyBoard.size(), "enumeration is closed under moves and complete");

        Map<Board, Integer> distance = new HashMap<>();
        Deque<Board> queue = new ArrayDeque<>();
        for (Board board : everyBoard) {
            if (board.isGoal()) {
                distance.put(board, 0);
                queue.add(board);
            }
        }
        while (!queue.isEmpty()) {
            Board board = queue.poll();
            for (Board next : board.successors()) {
                if (!distance.containsKey(next)) {
                    distance.put(next, distance.get(board) + 1);
                    queue.add(next);
                }
            }
        }
        for (int state = 0; state < space.size(); state++) {
            Board board = Layout.toBoard(space.key(state));
            assertEquals(distance.getOrDefault(board, StateSpace.UNSOLVABLE), space.distance(state), board.toString());
            assertEquals(board.isGoal(), puzzle.isGoal(space.key(state)));
        }
        assertEquals(distance.size(), space.solvableCount());
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "1, 2", "2, 3", "5, 4"})
    void keyMovesEqualBoardMoves(int twoCell, int singles) {
        HuarongdaoPuzzle puzzle = new HuarongdaoPuzzle(new PieceSet(twoCell, singles));
        long[] buffer = new long[puzzle.maxMoves()];
        for (long layout : puzzle.states()) {
            int count = puzzle.successors(layout, buffer);
            Set<Board> byKeys = new HashSet<>();
            for (int i = 0; i < count; i++) {
                byKeys.add(Layout.toBoard(buffer[i]));
            }
            List<Board> byBoard = Layout.toBoard(layout).successors();
            assertEquals(byBoard.size(), count, "no move twice");
            assertEquals(new HashSet<>(byBoard), byKeys);
        }
    }

    /** Every board reachable by Board's moves from the enumerated layouts, which must be no more than them. */
    private static Set<Board> boardsReachableFrom(StateSpace space) {
        Set<Board> seen = new HashSet<>();
        Deque<Board> queue = new ArrayDeque<>();
        for (int state = 0; state < space.size(); state++) {
            Board board = Layout.toBoard(space.key(state));
            if (seen.add(board)) {
                queue.add(board);
            }
        }
        while (!queue.isEmpty()) {
            for (Board next : queue.poll().successors()) {
                if (seen.add(next)) {
                    queue.add(next);
                }
            }
        }
        return seen;
    }
}
