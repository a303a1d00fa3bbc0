#!/usr/bin/env bash
# Run once while the grading image is built (the Dockerfile's last RUN): grades the template in warm-up/ with the
# same command grade.sh runs for a submission, online, so that the repository holds everything grading needs
# (PrairieLearn grades with networking off), then prepares the forks' class-data archives from that same project.
# Fails when that grade wrote no grade.json.
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
# Class-data archives for the forked JVMs, made by the prepare goal in the warm-up's project (the template's own
# sources; no submission has been near it) into a directory of root's that grade.sh passes to every grade. The grade
# uses them only while they are root's, closed to others and match the JDK and jars. Optional: a failure leaves
# grading as it was.
prepared=$HEURISTIC_GRADER_HOME/prepared
rm -rf "$prepared"
prepare_arguments=(-B -ntp -Dstyle.color=never -Dmaven.repo.local="${KIT_REPOSITORY:-$HEURISTIC_GRADER_HOME/repository}"
  heuristic-grader:prepare -Dgrade.preparedDir="$prepared" -Dgrade.lockedRubric="$warm_up/tests/rubric.yaml"
  -Dmaven.compiler.proc=none)
if [[ -f $HEURISTIC_GRADER_HOME/kit/settings.xml ]]; then prepare_arguments+=(-s "$HEURISTIC_GRADER_HOME/kit/settings.xml"); fi
if (umask 022 && cd "$warm_up/work/project" && mvn "${prepare_arguments[@]}") > "$warm_up/prepare.log" 2>&1; then
  chown -R 0:0 "$prepared"
  chmod -R u=rwX,go=rX "$prepared"
  echo "warm-up.sh: prepared for every grade (domains' state spaces and suites, the forks' class-data archives): $prepared"
else
  rm -rf "$prepared"
  echo "warm-up.sh: nothing prepared, grading runs without; the prepare goal's log ends:"
  tail -n 20 "$warm_up/prepare.log"
fi
rm -rf "$warm_up/work" "$warm_up/results"
# Read by all (student tests run on its JUnit jars), written by root only.
chmod -R u=rwX,go=rX "$HEURISTIC_GRADER_HOME/repository" "$HEURISTIC_GRADER_HOME/kit"
