#!/usr/bin/env bash
# Measures what a zip bomb among the submissions costs a `grade-class` run (issue 28: under 1 CPU s more than the
# same class without it). Two classes, graded in turn RUNS times each (default 5), A B A B …, each run from scratch
# (-Dgrade.regrade=true into a fresh output): the students of it/zip-bomb-costs-the-class-run-nothing (alice,
# dave), and the same with mallory.zip, her heuristic beside 48 entries of 1 GiB of zeros each (48 GiB in 51 MB,
# written here as that IT's prebuild.groovy writes it). Prints each run's wall time and CPU seconds, then the
# medians and the median difference. No project: the locked rubric alone, the sandbox as auto.
#
# CPU comes from a cgroup v1 cpuacct group made for each run (needs root), which counts the sandboxed forks too;
# without one, from /usr/bin/time, which misses them (the figures then say so).
#
# Needs the plugin installed (README: the set-up command; or MAVEN_ARGS="-Dmaven.repo.local=/a/private/copy" after
# `mvn -Dmaven.repo.local=… install -DskipTests`).
#
# RUNS=n        runs of each class (default 5)
# MAVEN_ARGS    more arguments for every mvn, e.g. "-o -Dmaven.repo.local=/path/to/repo"
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
runs=${RUNS:-5}
read -r -a maven_args <<<"${MAVEN_ARGS:-}"
version=$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$root/pom.xml" | head -n 1)
goal=io.github.heuristicgrader:heuristic-grader-maven-plugin:$version:grade-class
it=$root/it/zip-bomb-costs-the-class-run-nothing
cgroups=/sys/fs/cgroup
use_cgroup=false
if [[ $(id -u) == 0 && -f $cgroups/cpuacct/cpuacct.usage ]]; then
    use_cgroup=true
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/zip-bomb-overhead.XXXXXX")
current_group=
cleanup() {
    if [[ -n $current_group ]]; then
        for _ in $(seq 50); do rmdir "$cgroups/cpuacct/$current_group" 2>/dev/null && break; sleep 0.2; done
    fi
    rm -rf "$work"
}
trap cleanup EXIT

cp "$it/rubric.yaml" "$work/rubric.yaml"
cp -R "$it/submissions" "$work/plain"
cp -R "$it/submissions" "$work/bomb"
cat >"$work/Bomb.java" <<'JAVA'
import java.io.*;
import java.nio.file.*;
import java.util.zip.*;

/** Writes args[1]: the heuristic args[0] beside 48 entries of 1 GiB of zeros each, sizes and CRCs true. */
public class Bomb {
    static ByteArrayOutputStream central = new ByteArrayOutputStream();
    static long offset;
    static int count;

    public static void main(String[] args) throws IOException {
        byte[] heuristic = Files.readAllBytes(Path.of(args[0]));
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(new byte[1 << 20]);
        ByteArrayOutputStream segment = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        for (int n; (n = deflater.deflate(buffer, 0, buffer.length, Deflater.SYNC_FLUSH)) > 0; ) {
            segment.write(buffer, 0, n);
        }
        ByteArrayOutputStream gibibyte = new ByteArrayOutputStream();
        for (int i = 0; i < 1024; i++) {
            gibibyte.writeBytes(segment.toByteArray());
        }
        gibibyte.write(3);
        gibibyte.write(0);
        CRC32 zeros = new CRC32();
        for (int i = 0; i < 1024; i++) {
            zeros.update(new byte[1 << 20]);
        }
        CRC32 crc = new CRC32();
        crc.update(heuristic);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(Path.of(args[1])), 1 << 20)) {
            entry(out, "src/main/java/student/MyHeuristic.java", 0, crc.getValue(), heuristic.length, heuristic);
            for (int i = 0; i < 48; i++) {
                entry(out, "target/zeros-" + i + ".bin", 8, zeros.getValue(), 1L << 30, gibibyte.toByteArray());
            }
            out.write(central.toByteArray());
            int32(out, 0x06054b50); int16(out, 0); int16(out, 0); int16(out, count); int16(out, count);
            int32(out, central.size()); int32(out, offset); int16(out, 0);
        }
    }

    static void entry(OutputStream out, String name, int method, long crc, long size, byte[] data) throws IOException {
        byte[] encoded = name.getBytes("UTF-8");
        ByteArrayOutputStream local = new ByteArrayOutputStream();
        int32(local, 0x04034b50); int16(local, 20); int16(local, 0x800); int16(local, method); int32(local, 0);
        int32(local, crc); int32(local, data.length); int32(local, size); int16(local, encoded.length);
        int16(local, 0); local.write(encoded);
        int32(central, 0x02014b50); int16(central, 20); int16(central, 20); int16(central, 0x800);
        int16(central, method); int32(central, 0); int32(central, crc); int32(central, data.length);
        int32(central, size); int16(central, encoded.length); int16(central, 0); int16(central, 0);
        int16(central, 0); int16(central, 0); int32(central, 0); int32(central, offset); central.write(encoded);
        out.write(local.toByteArray());
        out.write(data);
        offset += local.size() + data.length;
        count++;
    }

    static void int16(OutputStream out, int value) throws IOException {
        out.write(value & 0xff);
        out.write(value >>> 8 & 0xff);
    }

    static void int32(OutputStream out, long value) throws IOException {
        int16(out, (int) (value & 0xffff));
        int16(out, (int) (value >>> 16 & 0xffff));
    }
}
JAVA
java "$work/Bomb.java" "$it/submissions/alice/src/main/java/student/MyHeuristic.java" "$work/bomb/mallory.zip"
echo "mallory.zip: $(stat -c %s "$work/bomb/mallory.zip") bytes, 48 GiB of zeros once inflated"

# One run of grade-class on the submissions folder $1 in a fresh folder; prints "wall_ms cpu_ms exit".
measure() {
    local submissions=$1 dir start end cpu_ms status=0 times
    dir=$(mktemp -d "$work/run.XXXXXX")
    times=$(mktemp)
    local args=(-B -ntp "${maven_args[@]}" "$goal" -Dgrade.submissions="$submissions"
        -Dgrade.lockedRubric="$work/rubric.yaml" -Dgrade.sandbox=auto -Dgrade.regrade=true)
    start=$(date +%s%N)
    if $use_cgroup; then
        current_group=zip-bomb-overhead-$$-$RANDOM
        mkdir "$cgroups/cpuacct/$current_group"
        # The shell enters the cgroup before it becomes Maven, so every process of the run is counted.
        (cd "$dir" && sh -c 'echo $$ >"$1/cgroup.procs"; shift; exec "$@"' sh "$cgroups/cpuacct/$current_group" \
            mvn "${args[@]}" >"$dir.log" 2>&1) || status=$?
        end=$(date +%s%N)
        cpu_ms=$(($(cat "$cgroups/cpuacct/$current_group/cpuacct.usage") / 1000000))
        for _ in $(seq 50); do rmdir "$cgroups/cpuacct/$current_group" 2>/dev/null && break; sleep 0.2; done
        current_group=
    else
        (cd "$dir" && /usr/bin/time -f '%U %S' -o "$times" mvn "${args[@]}" >"$dir.log" 2>&1) || status=$?
        end=$(date +%s%N)
        cpu_ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$times")
    fi
    if [[ $status != 0 ]]; then
        echo "grade-class failed on $submissions; its log:" >&2
        tail -n 30 "$dir.log" >&2
        exit 1
    fi
    grep -h 'ms of CPU' "$dir.log" | sed 's/^/  /' >&2
    rm -rf "$dir" "$times"
    echo "$(((end - start) / 1000000)) $cpu_ms $status"
}

median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

echo "load before: $(cut -d ' ' -f 1-3 /proc/loadavg); CPU from $($use_cgroup && echo 'cgroup cpuacct (forks included)' \
    || echo '/usr/bin/time (forks missed)')"
measure "$work/plain" > /dev/null
measure "$work/bomb" > /dev/null
: >"$work/plain.txt"
: >"$work/bomb.txt"
: >"$work/difference.txt"
for i in $(seq 1 "$runs"); do
    read -r plain_wall plain_cpu _ < <(measure "$work/plain")
    read -r bomb_wall bomb_cpu _ < <(measure "$work/bomb")
    echo "$plain_cpu" >>"$work/plain.txt"
    echo "$bomb_cpu" >>"$work/bomb.txt"
    echo $((bomb_cpu - plain_cpu)) >>"$work/difference.txt"
    printf 'run %d: without the bomb %d ms wall, %d ms CPU; with it %d ms wall, %d ms CPU\n' "$i" "$plain_wall" \
        "$plain_cpu" "$bomb_wall" "$bomb_cpu"
done
echo "load after: $(cut -d ' ' -f 1-3 /proc/loadavg)"
printf 'median CPU: without the bomb %s ms, with it %s ms; median of the differences, pair by pair: %s ms\n' \
    "$(median <"$work/plain.txt")" "$(median <"$work/bomb.txt")" "$(median <"$work/difference.txt")"
