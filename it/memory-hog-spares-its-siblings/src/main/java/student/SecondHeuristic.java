package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import java.util.ArrayList;
import java.util.List;

/** Keeps every array it allocates until the heap is gone. */
public class SecondHeuristic implements Heuristic<Board> {

    private final List<long[]> hoard = new ArrayList<>();

    @Override
    public int estimate(Board board) {
        while (true) {
            hoard.add(new long[1 << 20]);
        }
    }
}
