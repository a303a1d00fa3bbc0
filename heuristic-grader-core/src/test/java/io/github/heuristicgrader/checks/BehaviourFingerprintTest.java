package io.github.heuristicgrader.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.heuristicgrader.domain.token.TokenDomain;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.spi.StateHeuristic;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class BehaviourFingerprintTest {

    private static final TokenDomain STRIP = new TokenDomain(TokenDomain.DEFAULT_CELLS);
    private static final StateSpace SPACE = StateSpace.of(STRIP);

    /** The exact distance read from the state's text: the two tokens' cells summed, less one. */
    private static int exactFromText(String text) {
        int first = text.indexOf('x');
        return first + text.indexOf('x', first + 1) - 1;
    }

    private static final StateHeuristic FROM_TEXT = named("from-text",
            state -> exactFromText(STRIP.format(state)));

    /** The same function written over the key's bits instead of the text. */
    private static final StateHeuristic FROM_BITS = named("from-bits", state -> {
        int cells = TokenDomain.DEFAULT_CELLS;
        int left = cells - 1 - (Long.SIZE - 1 - Long.numberOfLeadingZeros(state));
        int right = cells - 1 - Long.numberOfTrailingZeros(state);
        return left + right - 1;
    });

    private interface Estimate {
        int of(long state);
    }

    private static StateHeuristic named(String name, Estimate estimate) {
        return new StateHeuristic() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public int estimate(long state) {
                return estimate.of(state);
            }
        };
    }

    /** The documented bytes, built with a plain loop over the state texts sorted as strings. */
    private static String recomputed(TokenDomain domain, Estimate estimate) throws Exception {
        long[] keys = domain.states();
        String[] texts = Arrays.stream(keys).mapToObj(domain::format).sorted().toArray(String[]::new);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.write("heuristic-grader behaviour fingerprint v1\n".getBytes(StandardCharsets.US_ASCII));
        out.write((domain.name() + "\n").getBytes(StandardCharsets.UTF_8));
        out.writeInt(texts.length);
        for (String text : texts) {
            out.writeInt(estimate.of(domain.parse(text)));
        }
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes.toByteArray()));
    }

    @Test
    void equalsTheDigestRecomputedFromTheDocumentedBytes() throws Exception {
        assertEquals(recomputed(STRIP, state -> exactFromText(STRIP.format(state))),
                BehaviourFingerprint.digest(SPACE, Estimates.of(SPACE, FROM_TEXT)));
    }

    @Test
    void keepsTheDigestOfTwoDifferentlyWrittenHeuristicsOfOneFunctionEqual() {
        assertEquals(BehaviourFingerprint.digest(SPACE, Estimates.of(SPACE, FROM_TEXT)),
                BehaviourFingerprint.digest(SPACE, Estimates.of(SPACE, FROM_BITS)));
    }

    @Test
    void tellsAHeuristicThatDiffersOnOneStateApart() {
        long changed = STRIP.parse("....x......x");
        StateHeuristic oneOff = named("one-off", state -> FROM_BITS.estimate(state) + (state == changed ? 1 : 0));
        assertNotEquals(BehaviourFingerprint.digest(SPACE, Estimates.of(SPACE, FROM_TEXT)),
                BehaviourFingerprint.digest(SPACE, Estimates.of(SPACE, oneOff)));
    }

    @Test
    void matchesTheWorkedExampleOfTheReportReference() throws Exception {
        TokenDomain four = new TokenDomain(4);
        StateSpace space = StateSpace.of(four);
        Estimates exact = Estimates.of(space, named("exact", state -> exactFromText(four.format(state))));
        assertEquals("805b7c092c1d3257e4c07ec954e1068692b9fb10955ca0bb5bc835e3b4c3d465",
                BehaviourFingerprint.digest(space, exact));
        assertEquals(recomputed(four, state -> exactFromText(four.format(state))),
                BehaviourFingerprint.digest(space, exact));
    }

    @Test
    void refusesEstimatesWithAFailedState() {
        int[] values = new int[SPACE.size()];
        BitSet failed = new BitSet();
        failed.set(3);
        assertThrows(IllegalArgumentException.class,
                () -> BehaviourFingerprint.digest(SPACE, new Estimates(values, failed)));
    }
}
