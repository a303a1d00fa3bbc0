#!/usr/bin/env bash
# Measures `mvn grade` (student code sandboxed where the machine allows it, the default) and `mvn grade` with the
# sandbox off against `mvn test-compile` on example-assignment, alternating, on one CPU (taskset -c 0) and on two
# (taskset -c 0,1), and prints for each the wall time, the CPU seconds (user + system, every forked JVM included)
# and the peak memory of the whole process tree, then what grading adds. Needs the plugin installed first (README:
# the set-up command).
#
# CPU and peak memory come from a cgroup v1 made for each run (cpuacct.usage, memory.max_usage_in_bytes: resident
# memory and page cache of Maven and every fork together, as a container's limit counts them), which needs root;
# without one, CPU comes from /usr/bin/time, which counts only the processes waited for (tried here: it misses the
# sandboxed forks, about 1.7 s of 5.4), and the peak is not measured.
#
# RUNS=n         rounds (default 5)
# CPU_SETS="0 0,1"  the taskset CPU lists to measure on
# MEMORY_LIMIT_MB=768  runs every command inside that memory limit (cgroup v1), as a container would
# PROJECT=dir    the project to measure (default: example-assignment next to this script); use a copy when the
#                working tree must stay clean
# MAVEN_ARGS     more arguments for every mvn, e.g. "-s settings.xml -Dmaven.repo.local=/path/to/repo"
# PREPARED=false leaves out the fourth kind of run: `mvn grade` with what the Gradescope and PrairieLearn kits
#                prepare at image build time (`heuristic-grader:prepare` into a folder of its own, made once before
#                the rounds and timed apart), as those kits grade every submission
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "${PROJECT:-$here/../example-assignment}"
runs=${RUNS:-5}
cpu_sets=${CPU_SETS:-"0 0,1"}
limit_mb=${MEMORY_LIMIT_MB:-}
read -r -a maven_args <<<"${MAVEN_ARGS:-}"
cgroups=/sys/fs/cgroup
use_cgroup=false
if [[ $(id -u) == 0 && -f $cgroups/memory/memory.max_usage_in_bytes && -f $cgroups/cpuacct/cpuacct.usage ]]; then
    use_cgroup=true
elif [[ -n $limit_mb ]]; then
    echo "MEMORY_LIMIT_MB needs root and cgroup v1" >&2
    exit 2
fi

# One run of mvn "$@" on CPU list $1; prints "wall_ms cpu_ms peak_mib exit".
measure() {
    local cpus=$1 start end cpu_ms peak status=0 group times
    shift
    times=$(mktemp)
    start=$(date +%s%N)
    if $use_cgroup; then
        group=grade-overhead-$$-$RANDOM
        current_group=$group
        mkdir "$cgroups/memory/$group" "$cgroups/cpuacct/$group"
        if [[ -n $limit_mb ]]; then
            echo $((limit_mb << 20)) >"$cgroups/memory/$group/memory.limit_in_bytes"
            echo $((limit_mb << 20)) >"$cgroups/memory/$group/memory.memsw.limit_in_bytes" 2>/dev/null || true
        fi
        # The shell enters the cgroups before it becomes Maven, so every process of the run is counted.
        sh -c 'echo $$ >"$1/cgroup.procs"; echo $$ >"$2/cgroup.procs"; shift 2; exec "$@"' sh \
            "$cgroups/memory/$group" "$cgroups/cpuacct/$group" \
            taskset -c "$cpus" mvn -B -q -ntp "${maven_args[@]}" "$@" >/dev/null 2>&1 || status=$?
        end=$(date +%s%N)
        cpu_ms=$(($(cat "$cgroups/cpuacct/$group/cpuacct.usage") / 1000000))
        peak=$(($(cat "$cgroups/memory/$group/memory.max_usage_in_bytes") >> 20))
        rmdir "$cgroups/memory/$group" "$cgroups/cpuacct/$group" 2>/dev/null || true
        current_group=
    else
        /usr/bin/time -f '%U %S' -o "$times" taskset -c "$cpus" mvn -B -q -ntp "${maven_args[@]}" "$@" \
            >/dev/null 2>&1 || status=$?
        end=$(date +%s%N)
        cpu_ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$times")
        peak=-
    fi
    rm -f "$times"
    echo "$(((end - start) / 1000000)) $cpu_ms $peak $status"
}

median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

# Column $1 (1 wall, 2 CPU, 3 peak) of the runs in file $2: its values and their median.
column() {
    local values
    values=$(awk -v c="$1" '{ print $c }' "$2")
    if [[ $values == *-* ]]; then
        echo "not measured"
    else
        echo "$(echo "$values" | tr '\n' ' ')(median $(echo "$values" | median))"
    fi
}

column_median() {
    awk -v c="$1" '{ print $c }' "$2" | median
}

results=$(mktemp -d)
current_group=
# An interrupted run's cgroups can go only once the processes in them have ended.
remove_current_group() {
    [[ -n $current_group ]] || return 0
    for _ in $(seq 50); do
        rmdir "$cgroups/memory/$current_group" "$cgroups/cpuacct/$current_group" 2>/dev/null && return 0
        sleep 0.2
    done
    echo "left $cgroups/{memory,cpuacct}/$current_group: remove it with rmdir" >&2
}
prepared_dir=
trap 'rm -rf "$results" ${prepared_dir:+"$prepared_dir"}; remove_current_group' EXIT
echo "$(nproc) processors, load $(cut -d ' ' -f 1-3 /proc/loadavg), ${runs} rounds${limit_mb:+, memory limit ${limit_mb} MiB}"
kinds="compile grade unsandboxed"
if [[ ${PREPARED:-true} == true ]]; then
    # As the kits do at image build time: a folder outside the project, written once, then read-only.
    prepared_dir=$(mktemp -d "${TMPDIR:-/tmp}/grade-overhead-prepared.XXXXXX")
    read -r wall cpu _ status < <(measure 0 heuristic-grader:prepare -Dgrade.preparedDir="$prepared_dir")
    if [[ $status != 0 ]]; then
        echo "heuristic-grader:prepare failed (exit $status): rerun it by hand to see why" >&2
        exit 1
    fi
    chmod -R go-w "$prepared_dir"
    echo "prepared once, as the kits do at image build time: ${wall} ms wall, ${cpu} ms CPU on one CPU"
    kinds="$kinds prepared"
fi
if ! $use_cgroup; then
    echo "no cgroup v1 as root: CPU from /usr/bin/time misses the sandboxed forks, peak not measured"
fi
for cpus in $cpu_sets; do
    measure "$cpus" test-compile >/dev/null
    measure "$cpus" grade >/dev/null
    for _ in $(seq "$runs"); do
        measure "$cpus" test-compile >>"$results/compile-$cpus"
        measure "$cpus" grade >>"$results/grade-$cpus"
        measure "$cpus" grade -Dgrade.sandbox=off >>"$results/unsandboxed-$cpus"
        if [[ -n $prepared_dir ]]; then
            measure "$cpus" grade -Dgrade.preparedDir="$prepared_dir" >>"$results/prepared-$cpus"
        fi
    done
    failed=$(cat "$results"/*-"$cpus" | awk '$4 != 0' | wc -l)
    echo "CPUs $cpus (taskset -c $cpus):"
    for kind in $kinds; do
        case $kind in
            compile) label="mvn test-compile" ;;
            grade) label="mvn grade" ;;
            unsandboxed) label="mvn grade, sandbox off" ;;
            prepared) label="mvn grade, prepared as the kits do" ;;
        esac
        echo "  $label:"
        echo "    wall ms:      $(column 1 "$results/$kind-$cpus")"
        echo "    CPU ms:       $(column 2 "$results/$kind-$cpus")"
        echo "    peak MiB:     $(column 3 "$results/$kind-$cpus")"
    done
    for figure in 1:wall:ms 2:CPU:ms; do
        IFS=: read -r col name unit <<<"$figure"
        compile=$(column_median "$col" "$results/compile-$cpus")
        grade=$(column_median "$col" "$results/grade-$cpus")
        unsandboxed=$(column_median "$col" "$results/unsandboxed-$cpus")
        also="sandbox off: $((unsandboxed - compile)) $unit"
        if [[ -n $prepared_dir ]]; then
            also="$also; prepared as the kits do: $(($(column_median "$col" "$results/prepared-$cpus") - compile)) $unit"
        fi
        target=$([[ $name == CPU ]] && echo "under 2000 ms" || echo "under 1500 ms on two CPUs")
        echo "  grading adds $name:        $((grade - compile)) $unit (target: $target; $also)"
    done
    if $use_cgroup; then
        echo "  peak of the whole tree:   $(column_median 3 "$results/grade-$cpus") MiB for mvn grade${prepared_dir:+, $(column_median 3 "$results/prepared-$cpus") MiB prepared}"
    fi
    if ((failed > 0)); then
        echo "  $failed run(s) failed: rerun one by hand to see why"
    fi
done
echo "for $(grep -rl "implements Heuristic" src/main/java | wc -l) heuristics and $(grep -rl "@Test" src/test/java 2>/dev/null | wc -l) test class(es)"
