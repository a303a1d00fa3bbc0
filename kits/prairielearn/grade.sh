#!/usr/bin/env bash
# PrairieLearn's external grader runs this in the grading image (info.json: externalGradingOptions.entrypoint
# "/opt/heuristic-grader/kit/grade.sh"), as root, with networking off. It grades the files in /grade/student and
# always leaves /grade/results/results.json.
#
# - The instructor's files: `template/` (the assignment's Maven project) and `rubric.yaml`, from the question's
#   tests directory (/grade/tests), or else from /grade/serverFilesCourse/heuristic-grader (info.json
#   serverFilesCourse ["heuristic-grader/"]), for one template shared by the course's questions. They are made
#   readable by root only before any student code runs.
# - A fresh copy of the template, with the submission's Java sources alone placed into it (place-submission.sh),
#   is graded offline from the image's warmed repository, as in the Gradescope kit: the rubric locked
#   (-Dgrade.lockedRubric), -Dgrade.sandbox=auto, annotation processing off, and the forks' class-data archives
#   warm-up.sh prepared (-Dgrade.preparedDir) when there are any.
# - The grader's target/grade/prairielearn-results.json becomes /grade/results/results.json; when there is none, a
#   result with `gradable: false` (PrairieLearn does not charge the attempt), the reason as its `format_errors`, the
#   compiler's messages and the end of Maven's log.
# Paths come from the environment with the image's defaults, so that a test can run this against a stand-in /grade.
set -uo pipefail

GRADE_ROOT=${GRADE_ROOT:-/grade}
HEURISTIC_GRADER_HOME=${HEURISTIC_GRADER_HOME:-/opt/heuristic-grader}
KIT_REPOSITORY=${KIT_REPOSITORY:-$HEURISTIC_GRADER_HOME/repository}
STUDENT_DIR=${STUDENT_DIR:-$GRADE_ROOT/student}
WORK_DIR=${WORK_DIR:-$GRADE_ROOT/work}
# warm-up.sh sets false while it builds the image, to fill the repository.
GRADE_OFFLINE=${GRADE_OFFLINE:-true}
if [[ -z ${INSTRUCTOR_DIR:-} ]]; then
  INSTRUCTOR_DIR=$GRADE_ROOT/tests
  [[ -f $INSTRUCTOR_DIR/rubric.yaml ]] || INSTRUCTOR_DIR=$GRADE_ROOT/serverFilesCourse/heuristic-grader
fi

kit=$HEURISTIC_GRADER_HOME/kit
project=$WORK_DIR/project
log=$WORK_DIR/maven.log
results=$GRADE_ROOT/results/results.json

# Writes an ungradable result whose output says why there is no grade (see failure-output.sh).
write_fallback_result() {
  local output
  output=$(bash "$kit/failure-output.sh" "$1" "$log" "$project")
  printf '{"gradable":false,"score":0,"message":"%s","format_errors":["%s"],"output":%s}\n' "$1" "$1" "$output" \
    > "$results.tmp" && mv -f "$results.tmp" "$results"
}

umask 077
mkdir -p "$GRADE_ROOT/results" "$WORK_DIR"
chmod 0711 "$WORK_DIR"
rm -f "$results" "$log"
chmod -R go= "$INSTRUCTOR_DIR" 2>/dev/null

rm -rf "$project"
if ! cp -R "$INSTRUCTOR_DIR/template" "$project"; then
  echo "grade.sh: no template/ in $INSTRUCTOR_DIR" | tee "$log"
  write_fallback_result "The grader found no assignment template: no grade. Tell your instructor."
  exit 0
fi
chmod -R u=rwX,go=rX "$project"

if ! (umask 022 && bash "$kit/place-submission.sh" "$STUDENT_DIR" "$project") 2>&1 | tee "$WORK_DIR/placed.log"; then
  write_fallback_result "Your submission could not be placed into the assignment."
  exit 0
fi

maven_arguments=(-B -ntp -Dstyle.color=never -Dmaven.repo.local="$KIT_REPOSITORY" grade
  -Dgrade.lockedRubric="$INSTRUCTOR_DIR/rubric.yaml" -Dgrade.sandbox=auto -Dmaven.compiler.proc=none)
if [[ $GRADE_OFFLINE == true ]]; then maven_arguments=(-o "${maven_arguments[@]}"); fi
if [[ -f $kit/settings.xml ]]; then maven_arguments+=(-s "$kit/settings.xml"); fi
# The template as students got it: a slot whose class the submission left as the template's is reported missing.
if [[ -d $INSTRUCTOR_DIR/template/src/main/java ]]; then
  maven_arguments+=(-Dgrade.templateSources="$INSTRUCTOR_DIR/template/src/main/java")
fi
# The forks' class-data archives warm-up.sh made, when it could (the grade checks them before use).
if [[ -f $HEURISTIC_GRADER_HOME/prepared/class-data/manifest.properties ]]; then
  maven_arguments+=(-Dgrade.preparedDir="$HEURISTIC_GRADER_HOME/prepared")
fi

(umask 022 && cd "$project" && mvn "${maven_arguments[@]}") 2>&1 | tee "$log"
maven_status=${PIPESTATUS[0]}
echo "grade.sh: Maven exited $maven_status"

report=$project/target/grade/prairielearn-results.json
if [[ -f $report && ! -L $report ]]; then
  cp "$report" "$results.tmp" && mv -f "$results.tmp" "$results"
else
  write_fallback_result "Grading stopped before the grader wrote a result (Maven exited $maven_status)."
fi
chmod 0644 "$results" 2>/dev/null
[[ -f $results ]]
