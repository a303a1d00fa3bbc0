package edu.example.token;

import io.github.heuristicgrader.api.StateParser;

/** Reads a {@link Strip} from its compact text for the grader's worker. */
public final class StripParser implements StateParser<Strip> {

    @Override
    public Strip parse(String text) {
        return Strip.parse(text);
    }
}
