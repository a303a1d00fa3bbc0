package io.github.heuristicgrader.api.huarongdao;

import io.github.heuristicgrader.api.StateParser;

/** Reads a {@link Board} from its compact text for the grader's worker, as {@link Board#parse} does. */
public final class BoardParser implements StateParser<Board> {

    @Override
    public Board parse(String text) {
        return Board.parse(text);
    }
}
