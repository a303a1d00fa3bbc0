#!/usr/bin/env bash
# Measures `grade-class` against separate `mvn grade` runs for a class of example-like submissions, and prints for
# each the wall time and the CPU seconds (user + system of Maven and every fork), per submission and in all, then
# the figures issue 21 sets as targets: at most 1.5 CPU s per submission for grade-class, and the whole class in at
# most a third of the wall time of the separate runs. Needs the plugin installed first (README: the set-up command;
# or MAVEN_ARGS="-Dmaven.repo.local=/a/private/copy" after `mvn -Dmaven.repo.local=… install -DskipTests`).
#
# The class: STUDENTS copies (default 20) of example-assignment's sources (both heuristics and the example's JUnit
# test), each with a comment of its own, and every third one with a weaker BlockedExitHeuristic (the blockers
# counted at most once), so that the grades differ. Each separate run grades one submission as the Gradescope kit
# does: a fresh copy of the assignment project, the submission's .java files placed by kits/common/place-submission.sh,
# then `mvn grade -Dgrade.lockedRubric=… -Dgrade.sandbox=auto -Dmaven.compiler.proc=none`. grade-class runs once in
# a copy of the assignment project with the same locked rubric and sandbox. One warm-up of each, not counted, fills
# the local repository. Every student's score from grade-class is compared with the separate run's, and with jq
# installed every other figure of grade.json too (timings and the forks' heap aside).
#
# CPU comes from a cgroup v1 cpuacct group made for each run (needs root), which counts the sandboxed forks too;
# without one, from /usr/bin/time, which misses them (the figures then say so).
#
# STUDENTS=n     the class's size (default 20)
# MAVEN_ARGS     more arguments for every mvn, e.g. "-Dmaven.repo.local=/path/to/repo"
# KEEP=true      keeps the work folder (printed) for a look at the reports
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
students=${STUDENTS:-20}
read -r -a maven_args <<<"${MAVEN_ARGS:-}"
cgroups=/sys/fs/cgroup
use_cgroup=false
if [[ $(id -u) == 0 && -f $cgroups/cpuacct/cpuacct.usage ]]; then
    use_cgroup=true
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/class-overhead.XXXXXX")
current_group=
cleanup() {
    if [[ -n $current_group ]]; then
        for _ in $(seq 50); do rmdir "$cgroups/cpuacct/$current_group" 2>/dev/null && break; sleep 0.2; done
    fi
    if [[ ${KEEP:-false} != true ]]; then rm -rf "$work"; else echo "work folder kept: $work"; fi
}
trap cleanup EXIT

# One run of mvn "$@" in folder $1; prints "wall_ms cpu_ms exit".
measure() {
    local dir=$1 start end cpu_ms status=0 times
    shift
    times=$(mktemp)
    start=$(date +%s%N)
    if $use_cgroup; then
        current_group=class-overhead-$$-$RANDOM
        mkdir "$cgroups/cpuacct/$current_group"
        # The shell enters the cgroup before it becomes Maven, so every process of the run is counted.
        (cd "$dir" && sh -c 'echo $$ >"$1/cgroup.procs"; shift; exec "$@"' sh "$cgroups/cpuacct/$current_group" \
            mvn -B -ntp "${maven_args[@]}" "$@" >"$dir.log" 2>&1) || status=$?
        end=$(date +%s%N)
        cpu_ms=$(($(cat "$cgroups/cpuacct/$current_group/cpuacct.usage") / 1000000))
        for _ in $(seq 50); do rmdir "$cgroups/cpuacct/$current_group" 2>/dev/null && break; sleep 0.2; done
        current_group=
    else
        (cd "$dir" && /usr/bin/time -f '%U %S' -o "$times" mvn -B -ntp "${maven_args[@]}" "$@" >"$dir.log" 2>&1) \
            || status=$?
        end=$(date +%s%N)
        cpu_ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$times")
    fi
    rm -f "$times"
    echo "$(((end - start) / 1000000)) $cpu_ms $status"
}

# The assignment project, without build output; its rubric locked from outside it, as the kits lock it.
cp -R "$root/example-assignment" "$work/template"
rm -rf "$work/template/target"
cp "$work/template/rubric.yaml" "$work/rubric.yaml"
locked=(-Dgrade.lockedRubric="$work/rubric.yaml" -Dgrade.sandbox=auto)

# The class: one folder per student holding a copy of the example's sources, varied.
mkdir "$work/submissions"
for i in $(seq 1 "$students"); do
    sub=$work/submissions/$(printf 'student-%02d' "$i")
    cp -R "$root/example-assignment/src" "$sub"
    find "$sub" -name '*.java' -exec sh -c 'printf "\n// submission %s\n" "$1" >>"$2"' sh "$i" {} \;
    if ((i % 3 == 0)); then
        sed -i 's/+ blockers(board);/+ Math.min(1, blockers(board));/' \
            "$sub/main/java/edu/example/huarongdao/BlockedExitHeuristic.java"
    fi
done

# Grades submission $1 as the kit does, into $work/kit-$1; prints the measure.
separate() {
    local project=$work/kit-$1
    rm -rf "$project"
    cp -R "$work/template" "$project"
    bash "$root/kits/common/place-submission.sh" "$work/submissions/$1" "$project" >/dev/null
    measure "$project" grade "${locked[@]}" -Dmaven.compiler.proc=none -Dgrade.failOnViolation=false
}

echo "$(nproc) processors; before: $(uptime)"
if ! $use_cgroup; then
    echo "no cgroup v1 as root: CPU from /usr/bin/time misses the sandboxed forks"
fi
separate student-01 >/dev/null
: >"$work/separate.txt"
for sub in "$work"/submissions/*; do
    id=$(basename "$sub")
    echo "$id $(separate "$id")" >>"$work/separate.txt"
done
cp -R "$work/template" "$work/class"
measure "$work/class" heuristic-grader:grade-class -Dgrade.submissions="$work/submissions" "${locked[@]}" \
    -Dgrade.classOutputDirectory="$work/warm-up" >/dev/null
class=$(measure "$work/class" heuristic-grader:grade-class -Dgrade.submissions="$work/submissions" "${locked[@]}")
echo "after: $(uptime)"

read -r class_wall class_cpu class_status <<<"$class"
separate_wall=$(awk '{ s += $2 } END { print s }' "$work/separate.txt")
separate_cpu=$(awk '{ s += $3 } END { print s }' "$work/separate.txt")
separate_failed=$(awk '$4 != 0' "$work/separate.txt" | wc -l)
score() { sed -n 's/^  "score" *: *\([0-9]*\),*$/\1/p' "$1" | head -n 1; }
# Every figure of a grade.json but its timings and the forks' heap (grade-class sets it, a lone grade may derive it).
figures() {
    jq -S 'walk(if type == "object" then with_entries(select(.key | test("^(durationMillis|constructorNanos|'\
'nanosPerEvaluation|forkMaxHeapMegabytes|forkMaxHeapSource)$") | not)) else . end)' "$1"
}
differ=0
figures_differ=0
for sub in "$work"/submissions/*; do
    id=$(basename "$sub")
    alone=$(score "$work/kit-$id/target/grade/grade.json" 2>/dev/null || true)
    together=$(score "$work/class/target/grade-class/students/$id/grade.json" 2>/dev/null || true)
    if [[ -z $alone || $alone != "$together" ]]; then
        differ=$((differ + 1))
        echo "  $id: score alone ${alone:-none}, in grade-class ${together:-none}"
    elif command -v jq >/dev/null && ! cmp -s <(figures "$work/kit-$id/target/grade/grade.json") \
        <(figures "$work/class/target/grade-class/students/$id/grade.json"); then
        figures_differ=$((figures_differ + 1))
        echo "  $id: the same score, other figures in grade-class than alone"
    fi
done
echo "class of $students example-like submissions (2 heuristics and the example's JUnit test each):"
awk -v n="$students" -v w="$class_wall" -v c="$class_cpu" -v sw="$separate_wall" -v sc="$separate_cpu" 'BEGIN {
    printf "  grade-class:        wall %.1f s, CPU %.1f s, %.2f CPU s per submission (target: at most 1.5)\n",
        w / 1000, c / 1000, c / 1000 / n
    printf "  %d separate grades: wall %.1f s, CPU %.1f s, %.2f CPU s per submission\n", n, sw / 1000, sc / 1000,
        sc / 1000 / n
    printf "  wall ratio grade-class / separate: %.3f (target: at most 0.333); CPU ratio %.3f\n", w / sw, c / sc
}'
echo "  grade-class exit $class_status; separate runs failed: $separate_failed; students whose scores differ: $differ"
if command -v jq >/dev/null; then
    echo "  students with the same score whose other figures differ (timings aside): $figures_differ"
fi
