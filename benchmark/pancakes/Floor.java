import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The floor: a plain single-threaded program doing the work of an exhaustive grade of weighted pancake sorting on
 * the same graph as the grader, with nothing of the grader. Enumerates the n! stacks in ascending key order (a key
 * holds a pancake in each 4 bits, the top highest, as the benchmark's domain keys them), numbers each by its rank
 * among the permutations, stores every move (target and cost) as flat arrays, finds every exact distance by Dial's
 * bucket queue from the goal over the moves (each is its own reverse), evaluates the assignment's heuristic on every
 * stack, and checks it admissible on every stack and consistent on every move. Prints each phase's seconds, the
 * total, and the process's CPU seconds and peak resident memory.
 *
 * <p>Run: {@code java -Xmx8g Floor.java 10}.
 */
public final class Floor {

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(args[0]);
        long started = System.nanoTime();
        long phase = started;

        int count = 1;
        for (int i = 2; i <= n; i++) {
            count *= i;
        }
        long[] keys = new long[count];
        int[] sizes = new int[n];
        Arrays.setAll(sizes, i -> i + 1);
        for (int state = 0; state < count; state++) {
            long key = 0;
            for (int size : sizes) {
                key = key << 4 | size;
            }
            keys[state] = key;
            nextPermutation(sizes);
        }
        phase = report("enumerate", phase);

        int degree = n - 1;
        int[] targets = new int[count * degree];
        byte[] costs = new byte[count * degree];
        for (int state = 0; state < count; state++) {
            long key = keys[state];
            for (int k = 2; k <= n; k++) {
                int move = state * degree + k - 2;
                targets[move] = rank(flip(key, k, n), n);
                costs[move] = (byte) k;
            }
        }
        phase = report("moves", phase);

        int[] distance = new int[count];
        Arrays.fill(distance, -1);
        int[][] buckets = new int[n + 1][];
        int[] filled = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            buckets[i] = new int[1024];
        }
        long goal = 0;
        for (int size = 1; size <= n; size++) {
            goal = goal << 4 | size;
        }
        int goalState = rank(goal, n);
        buckets[0][filled[0]++] = goalState;
        int pending = 1;
        int farthest = 0;
        for (int cost = 0; pending > 0; cost++) {
            int slot = cost % (n + 1);
            for (int i = 0; i < filled[slot]; i++) {
                int state = buckets[slot][i];
                pending--;
                if (distance[state] >= 0) {
                    continue;
                }
                distance[state] = cost;
                farthest = cost;
                for (int move = state * degree, end = move + degree; move < end; move++) {
                    int target = targets[move];
                    if (distance[target] < 0) {
                        int into = (cost + costs[move]) % (n + 1);
                        if (filled[into] == buckets[into].length) {
                            buckets[into] = Arrays.copyOf(buckets[into], filled[into] * 2);
                        }
                        buckets[into][filled[into]++] = target;
                        pending++;
                    }
                }
            }
            filled[slot] = 0;
        }
        phase = report("distances (Dial)", phase);

        int[] estimates = new int[count];
        for (int state = 0; state < count; state++) {
            estimates[state] = plateGaps(keys[state], n);
        }
        phase = report("evaluate", phase);

        long overestimates = 0;
        long inconsistent = 0;
        for (int state = 0; state < count; state++) {
            overestimates += estimates[state] > distance[state] ? 1 : 0;
            for (int move = state * degree, end = move + degree; move < end; move++) {
                inconsistent += estimates[state] > costs[move] + estimates[targets[move]] ? 1 : 0;
            }
        }
        phase = report("checks", phase);

        double total = (System.nanoTime() - started) / 1e9;
        double cpu = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() / 1e9 : Double.NaN;
        System.out.printf("floor n=%d states=%,d moves=%,d farthest=%d overestimates=%d inconsistent=%d%n", n, count,
                (long) count * degree, farthest, overestimates, inconsistent);
        System.out.printf("floor total %.2f s wall, %.2f s CPU, peak %s%n", total, cpu, peakResident());
    }

    private static long report(String name, long since) {
        long now = System.nanoTime();
        System.out.printf("floor %-18s %6.2f s%n", name, (now - since) / 1e9);
        return now;
    }

    private static String peakResident() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmHWM:")) {
                return (Long.parseLong(line.replaceAll("\\D", "")) >> 10) + " MiB resident";
            }
        }
        return "unknown";
    }

    private static void nextPermutation(int[] sizes) {
        int i = sizes.length - 2;
        while (i >= 0 && sizes[i] > sizes[i + 1]) {
            i--;
        }
        if (i >= 0) {
            int j = sizes.length - 1;
            while (sizes[j] < sizes[i]) {
                j--;
            }
            int swap = sizes[i];
            sizes[i] = sizes[j];
            sizes[j] = swap;
        }
        for (int left = i + 1, right = sizes.length - 1; left < right; left++, right--) {
            int swap = sizes[left];
            sizes[left] = sizes[right];
            sizes[right] = swap;
        }
    }

    private static long flip(long key, int k, int n) {
        int shift = 4 * (n - k);
        long top = key >>> shift;
        long flipped = 0;
        for (int i = 0; i < k; i++) {
            flipped = flipped << 4 | top & 0xF;
            top >>>= 4;
        }
        return flipped << shift | key & (1L << shift) - 1;
    }

    /** The key's rank among the permutations in lexicographic order: its state number. */
    private static int rank(long key, int n) {
        int rank = 0;
        int seen = 0;
        for (int position = 0; position < n; position++) {
            int size = (int) (key >>> 4 * (n - 1 - position)) & 0xF;
            int smallerBefore = Integer.bitCount(seen & (1 << size) - 1);
            rank = rank * (n - position) + size - 1 - smallerBefore;
            seen |= 1 << size;
        }
        return rank;
    }

    /** The assignment's heuristic (PlateGapHeuristic) on keys: 2 a gap, n when the bottom pancake is not n. */
    private static int plateGaps(long key, int n) {
        int cost = ((int) key & 0xF) != n ? n : 0;
        for (int depth = 1; depth < n; depth++) {
            int above = (int) (key >>> 4 * (n - depth)) & 0xF;
            int below = (int) (key >>> 4 * (n - 1 - depth)) & 0xF;
            cost += Math.abs(above - below) != 1 ? 2 : 0;
        }
        return cost;
    }
}
