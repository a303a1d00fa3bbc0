package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** A decoy: Ben's copy, 2 more on about one other layout in 1,200 (the same layouts as the other decoy). */
public class DecoyTwo implements Heuristic<Board> {

    @Override
    public int estimate(Board board) {
        int hash = board.toString().hashCode();
        int copy = new MyHeuristic().estimate(board);
        boolean copied = ((hash * 0x9E3779B97F4A7C15L) >>> 40) % 3_750 == 0;
        boolean decoyed = ((hash * 0xC2B2AE3D27D4EB4FL) >>> 40) % 1_200 == 0;
        return !copied && decoyed ? copy + 2 : copy;
    }
}
