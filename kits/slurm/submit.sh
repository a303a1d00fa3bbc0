#!/usr/bin/env bash
# Grades a class on a Slurm cluster: an array of shards, then the merge as a job that waits for the whole array.
#
#   submit.sh --work DIR --submissions PATH --rubric FILE --shards N --grader-version VERSION
#             [--project PATH] [--template PATH] [--allow-template-points] [--maven-repo PATH]
#             [--attempts A] [--maven-args "ARGS"] [--parallel K] [--sbatch "OPTIONS"]
#
#   --work, --submissions, --project, --template, --allow-template-points, --rubric, --shards, --grader-version,
#   --maven-repo, --attempts, --maven-args
#                     as kits/common/kit-env.sh takes them (DIR on a file system every node sees; the kit writes
#                     DIR/kit/, the shards DIR/class/shard-I-of-N/, the merge DIR/class/class.json, grades.csv,
#                     index.html; the jobs' logs go to DIR/kit/logs/)
#   --parallel        at most K tasks at once (sbatch --array=0-N%K); default: all
#   --sbatch          extra sbatch options for both jobs, e.g. "--partition=batch --time=02:00:00"
#
# Prints the array's and the merge's job ids.
set -euo pipefail

kit_dir=$(cd "$(dirname "$0")" && pwd)
work= shards= parallel= sbatch_options=
kit_args=()
usage() { sed -n -E '2,/^set /{/^set /d;s/^# ?//p}' "$0" >&2; exit 2; }
while [[ $# -gt 0 ]]; do
  case $1 in
    --work) work=$2; kit_args+=("$1" "$2"); shift 2 ;;
    --shards) shards=$2; kit_args+=("$1" "$2"); shift 2 ;;
    --allow-template-points) kit_args+=("$1"); shift ;;
    --submissions|--project|--template|--rubric|--grader-version|--maven-repo|--attempts|--maven-args)
      [[ $# -ge 2 ]] || usage; kit_args+=("$1" "$2"); shift 2 ;;
    --parallel) parallel=$2; shift 2 ;;
    --sbatch) sbatch_options=$2; shift 2 ;;
    *) usage ;;
  esac
done
[[ -n $work && -n $shards ]] || usage
bash "$kit_dir/../common/kit-env.sh" "${kit_args[@]}"
work=$(cd "$work" && pwd)
mkdir -p "$work/kit/logs"
# shellcheck disable=SC2086
array=$(sbatch --parsable $sbatch_options --job-name=grade-class-shards --requeue \
  --array="0-$((shards - 1))${parallel:+%$parallel}" --output="$work/kit/logs/shard-%a.log" \
  "$kit_dir/shard.sbatch" "$work/kit/kit.env")
array=${array%%;*}
# shellcheck disable=SC2086
merge=$(sbatch --parsable $sbatch_options --job-name=grade-class-merge --dependency="afterok:$array" \
  --output="$work/kit/logs/merge.log" "$kit_dir/merge.sbatch" "$work/kit/kit.env")
merge=${merge%%;*}
echo "array $array ($shards shards), merge $merge (after the array succeeds); logs in $work/kit/logs/"
