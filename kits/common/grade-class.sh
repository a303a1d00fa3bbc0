#!/usr/bin/env bash
# What every shard and the merge run on an array-job engine, from the kit.env that kit-env.sh wrote in WORK/kit/:
# the pinned grader's grade-class goal with the locked rubric, in the instructor's project when there is one.
#
#   grade-class.sh WORK/kit/kit.env shard [I]   grades shard I of N (N = SHARDS); without I, the engine's variable
#                                               names it (-Dgrade.shard=auto/N: SLURM_ARRAY_TASK_ID,
#                                               JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX); up to ATTEMPTS
#                                               tries, each resuming what the last one left
#   grade-class.sh WORK/kit/kit.env merge       merges WORK/class/shard-1-of-N … shard-N-of-N into WORK/class/
set -euo pipefail

[[ $# -ge 2 ]] || { sed -n -E '2,/^set /{/^set /d;s/^# ?//p}' "$0" >&2; exit 2; }
kit=$(cd "$(dirname "$1")" && pwd)
step=$2 index=${3:-}
work=$(dirname "$kit")
# shellcheck disable=SC1091
source "$kit/kit.env"
if [[ $(sha256sum "$kit/rubric.yaml" | cut -d' ' -f1) != "$(cat "$kit/rubric.sha256")" ]]; then
  echo "the locked rubric $kit/rubric.yaml is not the one the kit recorded: not grading" >&2
  exit 1
fi
# Paths in kit.env are relative to the work folder unless absolute.
within() { [[ -z $1 || $1 == /* ]] && echo "$1" || echo "$work/$1"; }
submissions=$(within "$SUBMISSIONS")
project=$(within "$PROJECT")
repo=$(within "$MAVEN_REPO")
template=$(within "$TEMPLATE")
plugin=io.github.heuristicgrader:heuristic-grader-maven-plugin:$GRADER_VERSION:grade-class
cd "${project:-$kit}"
grade_class() {
  # shellcheck disable=SC2086
  mvn -B -ntp ${repo:+-Dmaven.repo.local="$repo"} $MAVEN_ARGS_KIT "$plugin" "$@"
}

case $step in
  shard)
    shard=${index:+$index/$SHARDS}
    for attempt in $(seq 1 "$ATTEMPTS"); do
      if grade_class -Dgrade.submissions="$submissions" -Dgrade.lockedRubric="$kit/rubric.yaml" \
          -Dgrade.shard="${shard:-auto/$SHARDS}" -Dgrade.classOutputDirectory="$work/class" \
          ${template:+-Dgrade.templateDir="$template"} -Dgrade.templateMayEarnPoints="$ALLOW_TEMPLATE_POINTS"; then
        exit 0
      fi
      echo "grade-class: attempt $attempt of $ATTEMPTS failed; the next resumes the shard" >&2
    done
    exit 1
    ;;
  merge)
    outputs=()
    for i in $(seq 1 "$SHARDS"); do
      outputs+=("$work/class/shard-$i-of-$SHARDS")
    done
    grade_class -Dgrade.reports="$(IFS=,; echo "${outputs[*]}")" -Dgrade.classOutputDirectory="$work/class"
    ;;
  *) echo "grade-class.sh: the step is shard or merge, not $step" >&2; exit 2 ;;
esac
