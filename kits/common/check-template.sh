#!/usr/bin/env bash
# Refuses, at image build time, a template that earns slot points alone: runs the grader's check-template goal on
# the warm-up grade of the template (graded as a submission with nothing of the student's, its grade.json in
# PROJECT_DIR/target/grade/). Every submission's files are placed over the template's, so a submission without a
# slot's class would get the template's points for it: the template's worked classes must be stubs that compile
# (docs/instructors/assignment.md). The kit's --allow-template-points (the file ALLOW_FILE) allows it for a template
# meant to give those points.
#
#   check-template.sh WHO PROJECT_DIR LOG ALLOW_FILE MAVEN [ARGUMENT...]
#
# WHO prefixes the lines it prints (the kit script's name); MAVEN and its arguments run in PROJECT_DIR, with
# heuristic-grader:check-template added. Exits 1, saying which slots earn what and how to fix it, when refused.
set -uo pipefail

who=$1 project=$2 log=$3 allow_file=$4
shift 4

arguments=(heuristic-grader:check-template)
if [[ -f $allow_file ]]; then arguments+=(-Dgrade.templateMayEarnPoints=true); fi
if (cd "$project" && "$@" "${arguments[@]}") > "$log" 2>&1; then
  grep -o -m 1 -E 'The template (earns no slot points alone|alone earns slot points).*' "$log" | sed "s/^/$who: /"
  exit 0
fi
if grep -q -E 'the template alone earns slot points' "$log"; then
  echo "$who: $(grep -o -m 1 -E 'the template alone earns slot points[^>]*' "$log" | sed -E 's/ -$//')" >&2
  echo "$who: with this kit, a template meant to give these points is built with --allow-template-points" >&2
else
  echo "$who: the template's points could not be checked; the check's log ends:" >&2
  tail -n 20 "$log" >&2
fi
exit 1
