package io.github.heuristicgrader.domain.token;

import edu.example.token.Strip;
import edu.example.token.StripParser;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainProvider;
import io.github.heuristicgrader.spi.StateHeuristic;
import io.github.heuristicgrader.spi.StudentSide;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The strip of {@link Strip} behind the domain seam, registered through this module's test services file: a domain
 * written against the seam alone. A state's key has bit {@code cells − 1 − i} set for a token in cell {@code i}, so
 * that keys order like the texts ({@code '.'} sorts before {@code 'x'}) and are never zero.
 */
public final class TokenDomain implements Domain {

    /** The domain's name. */
    public static final String NAME = "token";
    /** The setting that gives the strip's length. */
    public static final String CELLS = "cells";
    /** The strip's length by default. */
    public static final int DEFAULT_CELLS = 12;

    private final int cells;

    /** The strip of {@code cells} cells, 2 or more. */
    public TokenDomain(int cells) {
        if (cells < 2) {
            throw new IllegalArgumentException("a strip needs 2 cells or more, not " + cells);
        }
        this.cells = cells;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "Token strip";
    }

    @Override
    public String stateNoun() {
        return "strip";
    }

    @Override
    public String stateNounPlural() {
        return "strips";
    }

    @Override
    public Map<String, String> settings() {
        return Map.of(CELLS, Integer.toString(cells));
    }

    @Override
    public String description() {
        return cells + " cells, 2 tokens";
    }

    @Override
    public long[] states() {
        List<Long> keys = new ArrayList<>();
        for (int left = 0; left < cells; left++) {
            for (int right = left + 1; right < cells; right++) {
                keys.add(bit(left) | bit(right));
            }
        }
        return keys.stream().mapToLong(Long::longValue).sorted().toArray();
    }

    private long bit(int cell) {
        return 1L << (cells - 1 - cell);
    }

    @Override
    public int maxMoves() {
        return 4;
    }

    @Override
    public int successors(long state, long[] into) {
        int count = 0;
        for (int cell = 0; cell < cells; cell++) {
            if ((state & bit(cell)) == 0) {
                continue;
            }
            for (int to : new int[] {cell - 1, cell + 1}) {
                if (to >= 0 && to < cells && (state & bit(to)) == 0) {
                    into[count++] = state & ~bit(cell) | bit(to);
                }
            }
        }
        return count;
    }

    @Override
    public boolean isGoal(long state) {
        return state == (bit(0) | bit(1));
    }

    @Override
    public String format(long state) {
        StringBuilder text = new StringBuilder(cells);
        for (int cell = 0; cell < cells; cell++) {
            text.append((state & bit(cell)) != 0 ? Strip.TOKEN : Strip.EMPTY);
        }
        return text.toString();
    }

    @Override
    public long parse(String text) {
        Strip strip = Strip.parse(text);
        if (strip.length() != cells) {
            throw new IllegalArgumentException("the strip has " + strip.length() + " cells, not " + cells);
        }
        return bit(strip.left()) | bit(strip.right());
    }

    @Override
    public StudentSide studentSide() {
        return StudentSide.of(Strip.class, StripParser.class);
    }

    @Override
    public Strip studentState(long state) {
        return Strip.parse(format(state));
    }

    /** One classic start: both tokens at the far right. */
    @Override
    public Map<String, String> classicStates() {
        return Map.of("far right", format(bit(cells - 2) | bit(cells - 1)));
    }

    /** The right token's distance to cell 1: admissible and consistent, since a move shifts it by one at most. */
    @Override
    public StateHeuristic baseline() {
        return new StateHeuristic() {
            @Override
            public String name() {
                return "right-token";
            }

            @Override
            public int estimate(long state) {
                return cells - 2 - Long.numberOfTrailingZeros(state);
            }
        };
    }

    @Override
    public List<Integer> effortDistances() {
        return List.of(8, 10);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TokenDomain domain && domain.cells == cells;
    }

    @Override
    public int hashCode() {
        return cells;
    }

    /** Opens the strip; its one setting is {@value #CELLS}. */
    public static final class Provider implements DomainProvider {

        @Override
        public String name() {
            return NAME;
        }

        @Override
        public Domain open(Map<String, String> settings) {
            int cells = DEFAULT_CELLS;
            for (Map.Entry<String, String> setting : settings.entrySet()) {
                if (!setting.getKey().equals(CELLS)) {
                    throw new IllegalArgumentException("the token domain has no setting " + setting.getKey());
                }
                try {
                    cells = Integer.parseInt(setting.getValue());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(CELLS + " must be a number, not " + setting.getValue(), e);
                }
            }
            return new TokenDomain(cells);
        }
    }
}
