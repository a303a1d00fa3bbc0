package edu.example.huarongdao;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;

/** Prints what it found of the grader's machine, then throws it, so that it stands in the student's report. */
public class SnoopingHeuristic implements Heuristic<Board> {

    public SnoopingHeuristic() {
        String found = Snoop.everything();
        System.out.println(found);
        throw new IllegalStateException(found);
    }

    @Override
    public int estimate(Board board) {
        return 0;
    }
}
