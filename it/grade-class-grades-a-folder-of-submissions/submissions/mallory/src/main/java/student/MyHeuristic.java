package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/**
 * Attacks classmates when loaded ({@link Classmates}); admissible (0 everywhere) only when it could read none of
 * their files, so that its verdict says whether the attack reached anything.
 */
public class MyHeuristic implements Heuristic<Board> {

    private static final int READ = Classmates.attack();

    @Override
    public int estimate(Board board) {
        return READ == 0 ? 0 : 1000 + READ;
    }
}
