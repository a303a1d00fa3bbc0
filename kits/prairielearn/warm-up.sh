#!/usr/bin/env bash
# Run once while the grading image is built (the Dockerfile's last RUN): grades the template in warm-up/ with the
# same command grade.sh runs for a submission, online, so that the repository holds everything grading needs
# (PrairieLearn grades with networking off), then prepares the forks' class-data archives from that same project.
# Fails when that grade wrote no grade.json, and when the template alone earns slot points (check-template.sh) unless
# the context was built with --allow-template-points.
set -euo pipefail

HEURISTIC_GRADER_HOME=${HEURISTIC_GRADER_HOME:-/opt/heuristic-grader}
export HEURISTIC_GRADER_HOME
warm_up=$HEURISTIC_GRADER_HOME/warm-up

GRADE_ROOT=$warm_up GRADE_OFFLINE=false INSTRUCTOR_DIR=$warm_up/tests STUDENT_DIR=$warm_up/tests/template \
  bash "$HEURISTIC_GRADER_HOME/kit/grade.sh"
if [[ ! -f $warm_up/work/project/target/grade/grade.json ]]; then
  echo "warm-up.sh: the template's grade wrote no grade.json; see the log above" >&2
  exit 1
fi
echo "warm-up.sh: the template's grade: $(grep -o -m 1 -E '"score" *: *[0-9.]+' "$warm_up/results/results.json")"
check_arguments=(-B -ntp -Dstyle.color=never -Dmaven.repo.local="${KIT_REPOSITORY:-$HEURISTIC_GRADER_HOME/repository}")
if [[ -f $HEURISTIC_GRADER_HOME/kit/settings.xml ]]; then
  check_arguments+=(-s "$HEURISTIC_GRADER_HOME/kit/settings.xml")
fi
bash "$HEURISTIC_GRADER_HOME/kit/check-template.sh" warm-up.sh "$warm_up/work/project" "$warm_up/check-template.log" \
  "$HEURISTIC_GRADER_HOME/kit/allow-template-points" mvn "${check_arguments[@]}"
# What every grade can start from, made by the prepare goal in the warm-up's project (prepare.sh): the domains'
# state spaces and suites and the forks' class-data archives, into a directory of root's that grade.sh passes to
# every grade. Optional: a failure leaves grading as it was.
prepared=$HEURISTIC_GRADER_HOME/prepared
prepare_arguments=(-B -ntp -Dstyle.color=never -Dmaven.repo.local="${KIT_REPOSITORY:-$HEURISTIC_GRADER_HOME/repository}"
  heuristic-grader:prepare -Dgrade.lockedRubric="$warm_up/tests/rubric.yaml" -Dmaven.compiler.proc=none)
if [[ -f $HEURISTIC_GRADER_HOME/kit/settings.xml ]]; then prepare_arguments+=(-s "$HEURISTIC_GRADER_HOME/kit/settings.xml"); fi
bash "$HEURISTIC_GRADER_HOME/kit/prepare.sh" warm-up.sh "$prepared" "$warm_up/work/project" "$warm_up/prepare.log" \
  mvn "${prepare_arguments[@]}"
rm -rf "$warm_up/work" "$warm_up/results"
# Read by all (student tests run on its JUnit jars), written by root only.
chmod -R u=rwX,go=rX "$HEURISTIC_GRADER_HOME/repository" "$HEURISTIC_GRADER_HOME/kit"
