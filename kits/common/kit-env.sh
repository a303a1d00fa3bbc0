#!/usr/bin/env bash
# Writes the kit/ folder of a class run on an array-job engine (kits/slurm, kits/kubernetes, kits/github-actions):
# the locked rubric and its digest, kit.env (the pinned grader and where everything is) and grade-class.sh, the one
# script every shard and the merge run.
#
#   kit-env.sh --work DIR --submissions PATH --rubric FILE --shards N --grader-version VERSION
#              [--project PATH] [--template PATH] [--allow-template-points] [--maven-repo PATH]
#              [--attempts A] [--maven-args "ARGS"]
#
#   --work            the work folder the engine shares (a shared file system, a volume, a checkout): DIR/kit/ is
#                     written, DIR/class/ gets the outputs (class/shard-I-of-N/ per shard, the class report after the
#                     merge)
#   --submissions     the class, one folder or .zip per student named by the student's id; relative to DIR, or
#                     absolute as every node sees it
#   --project         the instructor's assignment project (template sources, instructor tests), likewise; without
#                     it the locked rubric is the whole configuration
#   --template        the template as students got it (its sources), graded once per shard and left out of the
#                     same-behaviour groups (-Dgrade.templateDir); relative to DIR or absolute
#   --allow-template-points
#                     let the template earn slot points alone (-Dgrade.templateMayEarnPoints=true)
#   --rubric          the instructor's rubric: copied to DIR/kit/rubric.yaml, the file every grade is locked to,
#                     whose SHA-256 each run checks before it grades
#   --shards          N: the class is split by sorted id into N even parts
#   --grader-version  the grader plugin's version, pinned: every run names exactly that version
#   --maven-repo      the Maven repository the runs read, relative to DIR or absolute; default Maven's own
#   --attempts        tries per shard (default 2): a shard killed or failed runs again and resumes
#   --maven-args      extra arguments for every Maven run, e.g. "-o" or "-Dgrade.sandbox=required"
set -euo pipefail

common_dir=$(cd "$(dirname "$0")" && pwd)
work= submissions= project= template= rubric= shards= grader_version= maven_repo= attempts=2 maven_args=
allow_template_points=false
usage() { sed -n -E '2,/^set /{/^set /d;s/^# ?//p}' "$0" >&2; exit 2; }
while [[ $# -gt 0 ]]; do
  case $1 in
    --work) work=$2; shift 2 ;;
    --submissions) submissions=$2; shift 2 ;;
    --project) project=$2; shift 2 ;;
    --template) template=$2; shift 2 ;;
    --allow-template-points) allow_template_points=true; shift ;;
    --rubric) rubric=$2; shift 2 ;;
    --shards) shards=$2; shift 2 ;;
    --grader-version) grader_version=$2; shift 2 ;;
    --maven-repo) maven_repo=$2; shift 2 ;;
    --attempts) attempts=$2; shift 2 ;;
    --maven-args) maven_args=$2; shift 2 ;;
    *) usage ;;
  esac
done
[[ -n $work && -n $submissions && -n $rubric && -n $shards && -n $grader_version ]] || usage
[[ $shards =~ ^[1-9][0-9]*$ && $shards -le 10000 ]] || { echo "--shards: a number from 1 to 10000" >&2; exit 2; }
[[ $attempts =~ ^[1-9][0-9]*$ ]] || { echo "--attempts: a number from 1" >&2; exit 2; }
[[ -f $rubric ]] || { echo "no rubric: $rubric" >&2; exit 1; }
mkdir -p "$work/kit" "$work/class"
install -m 644 "$rubric" "$work/kit/rubric.yaml"
sha256sum "$work/kit/rubric.yaml" | cut -d' ' -f1 > "$work/kit/rubric.sha256"
install -m 755 "$common_dir/grade-class.sh" "$work/kit/grade-class.sh"
{
  printf 'GRADER_VERSION=%q\n' "$grader_version"
  printf 'SUBMISSIONS=%q\n' "$submissions"
  printf 'PROJECT=%q\n' "$project"
  printf 'TEMPLATE=%q\n' "$template"
  printf 'ALLOW_TEMPLATE_POINTS=%q\n' "$allow_template_points"
  printf 'SHARDS=%q\n' "$shards"
  printf 'ATTEMPTS=%q\n' "$attempts"
  printf 'MAVEN_REPO=%q\n' "$maven_repo"
  printf 'MAVEN_ARGS_KIT=%q\n' "$maven_args"
} > "$work/kit/kit.env"
echo "Wrote $work/kit/: grader $grader_version pinned, rubric SHA-256 $(cat "$work/kit/rubric.sha256"), $shards shards"
