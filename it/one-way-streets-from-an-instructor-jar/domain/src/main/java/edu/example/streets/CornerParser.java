package edu.example.streets;

import io.github.heuristicgrader.api.StateParser;

/** Reads a {@link Corner} from its text in the student's JVM: the parser the domain names for the grader. */
public final class CornerParser implements StateParser<Corner> {

    @Override
    public Corner parse(String text) {
        return Corner.parse(text);
    }
}
