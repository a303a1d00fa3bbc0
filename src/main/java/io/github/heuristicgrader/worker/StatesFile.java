package io.github.heuristicgrader.worker;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The states a worker evaluates, in the order it evaluates them: written by the parent into the fork's work
 * directory, read by {@link WorkerMain} before any student code runs. The worker learns nothing of the puzzle
 * beyond these states: no enumeration, no distances.
 *
 * <p>Format: UTF-8 text, one state per line in the text form its state type parses (for Huarongdao the 20 glyphs
 * of {@code Board.parse}, row by row, no separators), each line ended by a line feed. A state's number is its line,
 * counted from 0; results, the live status and the determinism sample use those numbers.
 */
public final class StatesFile {

    private StatesFile() {
    }

    /** The file's content for {@code states}, in that order. */
    public static byte[] encode(List<String> states) {
        StringBuilder text = new StringBuilder(states.isEmpty() ? 0 : states.size() * (states.get(0).length() + 1));
        for (String state : states) {
            if (state.indexOf('\n') >= 0) {
                throw new IllegalArgumentException("a state's text holds a line feed: " + state);
            }
            text.append(state).append('\n');
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Reads a file {@link #encode} wrote.
     *
     * @throws IOException when it cannot be read or its last line has no line feed
     */
    static List<String> read(Path file) throws IOException {
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        if (!text.isEmpty() && !text.endsWith("\n")) {
            throw new IOException(file + " does not end with a line feed: it is truncated");
        }
        List<String> states = new ArrayList<>();
        int start = 0;
        for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
            states.add(text.substring(start, end));
            start = end + 1;
        }
        return states;
    }

    /**
     * A checksum of states in order, for the parent to check that the worker evaluated exactly the states it sent:
     * the parent computes it over what it wrote, the worker over what it read.
     */
    public static long checksum(List<String> states) {
        long checksum = states.size();
        for (String state : states) {
            long hash = state.length();
            for (int i = 0; i < state.length(); i++) {
                hash = hash * 31 + state.charAt(i);
            }
            checksum = mix(checksum * 31 + mix(hash));
        }
        return checksum;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
