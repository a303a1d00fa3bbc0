package edu.example.pancakes;

import io.github.heuristicgrader.api.StateParser;

/** Reads {@link Stack}s from their compact text in the student's JVM: the parser the domain names for the grader. */
public final class StackParser implements StateParser<Stack> {

    @Override
    public Stack parse(String text) {
        return Stack.parse(text);
    }
}
