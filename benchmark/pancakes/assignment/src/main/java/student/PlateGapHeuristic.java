package student;

import edu.example.pancakes.Stack;
import io.github.heuristicgrader.api.Heuristic;

/**
 * The gaps (neighbours whose sizes are not consecutive), each needing a flip of at least 2: twice their number; but
 * a bottom pancake that is not the largest needs the whole stack flipped, which costs n, so that gap counts n.
 */
public class PlateGapHeuristic implements Heuristic<Stack> {

    @Override
    public int estimate(Stack stack) {
        int n = stack.count();
        int cost = stack.sizeAt(n - 1) != n ? n : 0;
        for (int depth = 1; depth < n; depth++) {
            cost += Math.abs(stack.sizeAt(depth - 1) - stack.sizeAt(depth)) != 1 ? 2 : 0;
        }
        return cost;
    }
}
