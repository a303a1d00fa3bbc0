package edu.example.flips;

import io.github.heuristicgrader.api.StateParser;

/** Reads a {@link Row} from its text in the student's JVM. */
public final class RowParser implements StateParser<Row> {

    @Override
    public Row parse(String text) {
        return Row.parse(text);
    }
}
