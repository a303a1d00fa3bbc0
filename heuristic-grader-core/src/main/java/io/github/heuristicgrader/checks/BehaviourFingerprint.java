package io.github.heuristicgrader.checks;

import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.engine.StateSpace;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * A digest of a heuristic's value on every state of its domain's state database: two heuristics get the same one
 * exactly when they compute the same function there, however differently they are written.
 *
 * <p>Algorithm {@value #ALGORITHM}: SHA-256 over the ASCII line {@value #HEADER} and a {@code \n}, the domain's
 * name in UTF-8 and a {@code \n}, the number of states as a 4-byte big-endian integer, then each state's value as a
 * 4-byte big-endian two's-complement integer, states in the state database's order (ascending key, which for every
 * domain of the grader is ascending state text). The digest is written as 64 lowercase hexadecimal digits.
 * docs/instructors/report-reference.md works an example through.
 *
 * @param algorithm how the digest was computed, such as {@code sha256-int32-v1}
 * @param states states whose values were digested, in the database's order
 * @param digest the digest in lowercase hexadecimal
 */
public record BehaviourFingerprint(String algorithm, int states, String digest) {

    /** The algorithm's name as reports record it. */
    public static final String ALGORITHM = "sha256-int32-v1";

    /** The first line hashed. */
    public static final String HEADER = "heuristic-grader behaviour fingerprint v1";

    /** The fingerprint of {@code estimates}, which answered on every state of {@code space}. */
    public static BehaviourFingerprint of(StateSpace space, Estimates estimates) {
        return new BehaviourFingerprint(ALGORITHM, space.size(), digest(space, estimates));
    }

    /**
     * The digest of {@code estimates} over every state of {@code space}.
     *
     * @throws IllegalArgumentException when the heuristic did not answer on every state: a value is then missing
     */
    public static String digest(StateSpace space, Estimates estimates) {
        if (!estimates.failed().isEmpty()) {
            throw new IllegalArgumentException("no fingerprint for a heuristic that threw on "
                    + estimates.failed().cardinality() + " states");
        }
        int[] values = estimates.values();
        return digest(space.domain().name(), values.length == space.size() ? values
                : Arrays.copyOf(values, space.size()));
    }

    /** The digest of a heuristic's {@code values} on every state of domain {@code domain}, in the database's order. */
    public static String digest(String domain, int[] values) {
        MessageDigest sha256 = sha256();
        sha256.update((HEADER + "\n" + domain + "\n").getBytes(StandardCharsets.UTF_8));
        ByteBuffer buffer = ByteBuffer.allocate(Integer.BYTES * 4096);
        buffer.putInt(values.length);
        for (int value : values) {
            if (!buffer.hasRemaining()) {
                sha256.update(buffer.array(), 0, buffer.position());
                buffer.clear();
            }
            buffer.putInt(value);
        }
        sha256.update(buffer.array(), 0, buffer.position());
        return HexFormat.of().formatHex(sha256.digest());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
