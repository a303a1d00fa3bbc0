#!/usr/bin/env bash
# Grades weighted pancake sorting, an outside domain jar (./domain, built against heuristic-grader-spi alone, as an
# instructor builds one), with `mvn grade` on ./assignment, and beside it, in the same run, the floor (Floor.java: a
# plain single-threaded program doing the same work on the same graph: enumerate, moves, distances by Dial's bucket
# queue, the heuristic on every state, the admissibility and consistency checks). For each number of pancakes it
# prints the wall time, the CPU seconds and the peak memory of each (the whole process tree: Maven and its forks),
# the grader's own phases from its log (state database, A* suite, effort suite), and the ratios. Needs the plugin
# installed first (README: the set-up command).
#
# CPU and peak memory come from a cgroup v1 made for each run (cpuacct.usage, memory.max_usage_in_bytes), which
# needs root; without one, from /usr/bin/time (the peak then of the largest single process).
#
# PANCAKES="9 10"  the sizes to grade (11 needs MAVEN_OPTS=-Xmx… large enough: the grade says how much)
# RUNS=n           rounds (default 1)
# MAVEN_ARGS       more arguments for every mvn, e.g. "-Dmaven.repo.local=/path/to/repo"
# FLOOR_OPTS       the floor's JVM options (default -Xmx8g)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
read -r -a maven_args <<<"${MAVEN_ARGS:-}"
read -r -a floor_opts <<<"${FLOOR_OPTS:--Xmx8g}"
runs=${RUNS:-1}
cgroups=/sys/fs/cgroup
use_cgroup=false
if [[ $(id -u) == 0 && -f $cgroups/memory/memory.max_usage_in_bytes && -f $cgroups/cpuacct/cpuacct.usage ]]; then
    use_cgroup=true
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One run of "$@" with its output in $work/out; prints "wall_ms cpu_ms peak_mib exit".
measure() {
    local start end cpu_ms peak status=0 group
    start=$(date +%s%N)
    if $use_cgroup; then
        group=pancakes-$$-$RANDOM
        mkdir "$cgroups/memory/$group" "$cgroups/cpuacct/$group"
        sh -c 'echo $$ >"$1/cgroup.procs"; echo $$ >"$2/cgroup.procs"; shift 2; exec "$@"' sh \
            "$cgroups/memory/$group" "$cgroups/cpuacct/$group" "$@" >"$work/out" 2>&1 || status=$?
        end=$(date +%s%N)
        cpu_ms=$(($(cat "$cgroups/cpuacct/$group/cpuacct.usage") / 1000000))
        peak=$(($(cat "$cgroups/memory/$group/memory.max_usage_in_bytes") >> 20))
        for _ in $(seq 50); do
            rmdir "$cgroups/memory/$group" "$cgroups/cpuacct/$group" 2>/dev/null && break
            sleep 0.2
        done
    else
        /usr/bin/time -f '%U %S %M' -o "$work/times" "$@" >"$work/out" 2>&1 || status=$?
        end=$(date +%s%N)
        cpu_ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$work/times")
        peak=$(awk '{ printf "%d", $3 / 1024 }' "$work/times")
    fi
    echo "$(((end - start) / 1000000)) $cpu_ms $peak $status"
}

mvn -B -q -ntp "${maven_args[@]}" -f "$here/domain/pom.xml" install -DskipTests >"$work/out" 2>&1 \
    || { cat "$work/out" >&2; exit 1; }
cp -r "$here/assignment" "$work/assignment"
echo "$(nproc) processors, load $(cut -d ' ' -f 1-3 /proc/loadavg) at the start"
for n in ${PANCAKES:-9 10}; do
    printf 'domains:\n  pancakes: {pancakes: %s}\nmaxStates: 100000000\n' "$n" >"$work/rubric-$n.yaml"
    for round in $(seq "$runs"); do
        read -r wall cpu peak status < <(measure mvn -B -ntp "${maven_args[@]}" -f "$work/assignment/pom.xml" \
            grade -Dgrade.rubricFile="$work/rubric-$n.yaml" -Dgrade.runTests=false)
        phases=$(grep -oE '(Built the|Checked) .*' "$work/out" | head -3 | tr '\n' ' ' || true)
        # The database and the checks: the state database's build, the heuristic's evaluation in its fork (calls
        # times its time per call, from grade.json) and its checks, against the floor's whole work.
        database=$(grep -o "Built the .* moves, in [^;]*" "$work/out" | head -1 | sed 's/.* moves, in //' || true)
        checks=$(grep -o 'Checked .* moves in [^,]*' "$work/out" | head -1 | sed 's/.* moves in //' || true)
        per_call=$(grep -o '"nanosPerEvaluation" *: *[0-9.E-]*' "$work/assignment/target/grade/grade.json" 2>/dev/null \
            | head -1 | sed 's/.*: *//' || true)
        if [[ $status != 0 ]]; then
            echo "n=$n: mvn grade failed (exit $status):" >&2
            grep -E 'ERROR|more than|heap' "$work/out" | head -5 >&2
        fi
        read -r floor_wall floor_cpu floor_peak floor_status < <(measure java "${floor_opts[@]}" "$here/Floor.java" "$n")
        floor_total=$(grep -o 'floor total [0-9.]*' "$work/out" | awk '{ print $3 }')
        echo "n=$n round $round, load $(cut -d ' ' -f 1 /proc/loadavg):"
        echo "  mvn grade: ${wall} ms wall, ${cpu} ms CPU, peak ${peak} MiB (exit $status)"
        echo "  grader's phases: ${phases:-none logged}"
        echo "  floor:     ${floor_wall} ms wall, ${floor_cpu} ms CPU, peak ${floor_peak} MiB (its own work ${floor_total} s; exit $floor_status)"
        awk -v w="$wall" -v fw="$floor_wall" -v c="$cpu" -v fc="$floor_cpu" \
            'BEGIN { printf "  ratio mvn grade / floor: %.1f wall, %.1f CPU\n", w / fw, c / fc }'
        if [[ -n $database && -n $checks && -n $per_call && -n $floor_total ]]; then
            awk -v db="$database" -v ch="$checks" -v pc="$per_call" -v n="$n" -v ft="$floor_total" '
                function seconds(text,    parts, count, i, total) {
                    count = split(text, parts, " "); total = 0
                    for (i = 1; i < count; i += 2) {
                        if (parts[i + 1] == "min") total += parts[i] * 60
                        else if (parts[i + 1] == "s") total += parts[i]
                        else if (parts[i + 1] == "ms") total += parts[i] / 1000
                        else if (parts[i + 1] == "µs") total += parts[i] / 1e6
                    }
                    return total
                }
                BEGIN {
                    states = 1; for (i = 2; i <= n; i++) states *= i
                    d = seconds(db); e = pc * states / 1e9; c = seconds(ch)
                    printf "  database and checks: %.1f s (database %.1f, evaluation %.1f, checks %.1f) against the floor'"'"'s %.1f s: ratio %.2f\n", d + e + c, d, e, c, ft, (d + e + c) / ft
                }'
        fi
    done
done
