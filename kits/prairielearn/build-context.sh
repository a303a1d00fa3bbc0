#!/usr/bin/env bash
# Lays out the docker build context of the PrairieLearn grading image.
#
#   build-context.sh --template DIR --output DIR [--rubric FILE] [--settings FILE]
#                    [--grader-repository DIR] [--grader-version VERSION] [--allow-template-points]
#
# The options are the Gradescope kit's (see kits/gradescope/build-autograder.sh). The template and rubric are the
# ones graded once while the image is built (warm-up/tests/); each question's own go to its tests directory or to
# serverFilesCourse (see grade.sh). The context: Dockerfile, kit/, repository/ (the grader), warm-up/tests/.
set -euo pipefail

kit_dir=$(cd "$(dirname "$0")" && pwd)
template= output= rubric= settings= grader_version=
allow_template_points=false
grader_repository=${HOME}/.m2/repository
usage() { sed -n -E '2,/^set /{/^set /d;s/^# ?//p}' "$0" >&2; exit 2; }
while [[ $# -gt 0 ]]; do
  case $1 in
    --template) template=$2; shift 2 ;;
    --output) output=$2; shift 2 ;;
    --rubric) rubric=$2; shift 2 ;;
    --settings) settings=$2; shift 2 ;;
    --grader-repository) grader_repository=$2; shift 2 ;;
    --grader-version) grader_version=$2; shift 2 ;;
    --allow-template-points) allow_template_points=true; shift ;;
    *) usage ;;
  esac
done
[[ -n $template && -n $output ]] || usage
rubric=${rubric:-$template/rubric.yaml}
[[ -f $template/pom.xml && -f $rubric ]] || { echo "need a template with pom.xml and a rubric" >&2; exit 1; }
[[ ! -e $output ]] || { echo "$output exists: give a new directory" >&2; exit 1; }
mkdir -p "$output/kit" "$output/warm-up/tests"
grader_version=$(bash "$kit_dir/../common/copy-grader.sh" "$grader_repository" "$output/repository" "$template" "$grader_version")
install -m 0644 "$kit_dir/Dockerfile" "$output/"
install -m 0755 "$kit_dir/grade.sh" "$kit_dir/warm-up.sh" "$kit_dir/../common/place-submission.sh" \
  "$kit_dir/../common/failure-output.sh" "$kit_dir/../common/prepare.sh" "$kit_dir/../common/check-template.sh" \
  "$output/kit/"
if $allow_template_points; then
  echo "the template may earn slot points alone" > "$output/kit/allow-template-points"
fi
[[ -z $settings ]] || install -m 0644 "$settings" "$output/kit/settings.xml"
cp -R "$template" "$output/warm-up/tests/template"
rm -rf "$output/warm-up/tests/template/target" "$output/warm-up/tests/template/.git"
install -m 0644 "$rubric" "$output/warm-up/tests/rubric.yaml"
echo "wrote $output (grader $grader_version): docker build -t <image> $output"
