package io.github.heuristicgrader.discovery;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The class names nearest to one that was not found, for a "did you mean": the same name in another case, the same
 * simple name in another package (a typo in the package included), or a typo in the simple name (a few letters
 * added, dropped or changed, case ignored). The simple names decide what is near; of those, the ones whose whole name
 * is nearest come first.
 */
public final class NearestNames {

    /** Simple names shorter than this must match but for case: any edit would make too many near. */
    private static final int SHORTEST_EDITABLE = 4;
    /** One edit allowed per this many characters of the name, and at least one. */
    private static final int CHARACTERS_PER_EDIT = 4;

    private NearestNames() {
    }

    /**
     * The candidates near {@code wanted}, nearest first (fewest edits to the simple name, then to the whole name,
     * then by name), at most {@code max} of them; {@code wanted} itself is never one.
     */
    public static List<String> of(String wanted, Collection<String> candidates, int max) {
        String wantedLower = wanted.toLowerCase(Locale.ROOT);
        String wantedSimple = simpleName(wantedLower);
        boolean qualified = wanted.contains(".");
        record Near(String name, int simpleEdits, int wholeEdits) {
        }
        return candidates.stream().distinct().filter(candidate -> !candidate.equals(wanted)).map(candidate -> {
            String lower = candidate.toLowerCase(Locale.ROOT);
            int simple = edits(wantedSimple, simpleName(lower));
            // The simple name decides; the whole name, package included, only orders the near ones.
            int whole = qualified ? edits(wantedLower, lower) : 0;
            return simple <= allowed(wantedSimple) ? new Near(candidate, simple, whole) : null;
        }).filter(near -> near != null)
                .sorted(Comparator.comparingInt(Near::simpleEdits).thenComparingInt(Near::wholeEdits)
                        .thenComparing(Near::name))
                .limit(max).map(Near::name).toList();
    }

    private static int allowed(String name) {
        return name.length() < SHORTEST_EDITABLE ? 0 : Math.max(1, name.length() / CHARACTERS_PER_EDIT);
    }

    private static String simpleName(String name) {
        String simple = name.substring(name.lastIndexOf('.') + 1);
        return simple.substring(simple.lastIndexOf('$') + 1);
    }

    /** Levenshtein distance: letters added, dropped or changed to turn {@code a} into {@code b}. */
    static int edits(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int change = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(change, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
