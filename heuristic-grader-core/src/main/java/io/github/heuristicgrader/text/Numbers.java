package io.github.heuristicgrader.text;

import java.time.Duration;
import java.util.Locale;

/**
 * How the grader writes a number for people, in every report and message, so that none prints {@code 363480}
 * beside {@code 267,115}: counts grouped by thousands with commas, whatever the machine's locale.
 */
public final class Numbers {

    private Numbers() {
    }

    /** A count grouped by thousands: {@code 363,480}. */
    public static String grouped(long count) {
        // As String.format(Locale.ROOT, "%,d", count) writes it, without a Formatter: reports group thousands of
        // numbers, and a Formatter parses its pattern again for each.
        String digits = Long.toString(count);
        int sign = count < 0 ? 1 : 0;
        int length = digits.length() - sign;
        if (length <= 3) {
            return digits;
        }
        StringBuilder out = new StringBuilder(digits.length() + (length - 1) / 3);
        int first = sign + (length % 3 == 0 ? 3 : length % 3);
        out.append(digits, 0, first);
        for (int at = first; at < digits.length(); at += 3) {
            out.append(',').append(digits, at, at + 3);
        }
        return out.toString();
    }

    /** A time in nanoseconds, rounded to whole ones and grouped: {@code 1,234 ns}. */
    public static String nanos(double nanos) {
        return String.format(Locale.ROOT, "%,.0f ns", nanos);
    }

    /**
     * A time for people, in the unit that suits it: {@code 850 ns}, {@code 12.3 µs}, {@code 4.5 ms}, {@code 2.1 s},
     * {@code 3 min 20 s}.
     */
    public static String duration(double nanos) {
        if (nanos < 1e3) {
            return nanos(nanos);
        }
        if (nanos < 1e6) {
            return String.format(Locale.ROOT, "%.1f µs", nanos / 1e3);
        }
        if (nanos < 1e9) {
            return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
        }
        if (nanos < 60e9) {
            return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
        }
        long seconds = Math.round(nanos / 1e9);
        if (seconds < 3600) {
            return seconds / 60 + " min " + seconds % 60 + " s";
        }
        return grouped(seconds / 3600) + " h " + seconds % 3600 / 60 + " min";
    }

    /** {@link #duration(double)} of {@code duration}. */
    public static String duration(Duration duration) {
        return duration(duration.toNanos());
    }
}
