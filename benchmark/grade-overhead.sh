#!/usr/bin/env bash
# Times `mvn grade` (student code sandboxed where the machine allows it, the default) and `mvn grade` with the
# sandbox off against `mvn test-compile` on example-assignment, alternating, in one run, and prints what grading and
# the sandbox add. Needs the plugin installed first (README: the set-up command). RUNS=n sets the number of rounds.
set -euo pipefail
cd "$(dirname "$0")/../example-assignment"
runs=${RUNS:-5}

elapsed() {
    local start end
    start=$(date +%s%N)
    mvn -B -q -ntp "$@" >/dev/null
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

elapsed test-compile >/dev/null
elapsed grade >/dev/null
elapsed grade -Dgrade.sandbox=off >/dev/null
compile_times=()
grade_times=()
unsandboxed_times=()
for _ in $(seq "$runs"); do
    compile_times+=("$(elapsed test-compile)")
    grade_times+=("$(elapsed grade)")
    unsandboxed_times+=("$(elapsed grade -Dgrade.sandbox=off)")
done
compile=$(printf '%s\n' "${compile_times[@]}" | median)
grade=$(printf '%s\n' "${grade_times[@]}" | median)
unsandboxed=$(printf '%s\n' "${unsandboxed_times[@]}" | median)
echo "mvn test-compile:            ${compile_times[*]} ms (median ${compile} ms)"
echo "mvn grade:                   ${grade_times[*]} ms (median ${grade} ms)"
echo "mvn grade, sandbox off:      ${unsandboxed_times[*]} ms (median ${unsandboxed} ms)"
echo "the sandbox adds:            $((grade - unsandboxed)) ms"
echo "grading adds, sandbox off:   $((unsandboxed - compile)) ms"
echo "grading adds:                $((grade - compile)) ms (target: under 2000 ms) for $(grep -rl "implements Heuristic" src/main/java | wc -l) heuristics and $(grep -rl "@Test" src/test/java 2>/dev/null | wc -l) test class(es)"
