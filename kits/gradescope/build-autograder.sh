#!/usr/bin/env bash
# Builds a Gradescope autograder zip for a heuristic-grader assignment.
#
#   build-autograder.sh --template DIR --output ZIP [--rubric FILE] [--settings FILE]
#                       [--grader-repository DIR] [--grader-version VERSION]
#                       [--instructor-tests GROUP:ARTIFACT:VERSION JAR POM]... [--allow-template-points]
#
#   --template           the assignment as students get it: its pom.xml (declaring the grader plugin, with
#                        maven-compiler-plugin pinned), mvnw and .mvn/ when it has them, and the starter sources.
#                        Its target/ and .git/ are left out.
#   --rubric             the instructor's rubric, locked when grading (default: rubric.yaml of the template).
#   --settings           a Maven settings.xml for the image, e.g. a course mirror; every Maven run uses it.
#   --grader-repository  the local Maven repository the grader plugin was installed into
#                        (`mvn install -DskipTests -Dinvoker.skip` in the grader's clone; default ~/.m2/repository).
#   --grader-version     the grader's version (default: the template's heuristic-grader.version property, else the
#                        only version in the repository).
#   --instructor-tests   a hidden test jar and its POM (which declares JUnit), as Maven coordinates; repeatable.
#   --allow-template-points
#                        let the template earn slot points alone (a template meant to give them). Without it,
#                        setup.sh fails the image when the template's warm-up grade earns slot points, naming the
#                        worked classes to replace by stubs: a submission without them would get their points.
#
# The zip holds, at its root: setup.sh, run_autograder, kit/ (place-submission.sh, failure-output.sh, prepare.sh,
# check-template.sh, the instructor tests' coordinates, allow-template-points when given),
# template/, rubric.yaml, settings.xml when given, and repository/: the grader's jars and POMs and the
# instructor's test jars, laid out as in a Maven repository, for setup.sh to copy into the image's own.
set -euo pipefail

kit_dir=$(cd "$(dirname "$0")" && pwd)
template= output= rubric= settings= grader_version=
grader_repository=${HOME}/.m2/repository
instructor_tests=()
allow_template_points=false
usage() { sed -n -E '2,/^set /{/^set /d;s/^# ?//p}' "$0" >&2; exit 2; }
while [[ $# -gt 0 ]]; do
  case $1 in
    --template) template=$2; shift 2 ;;
    --output) output=$2; shift 2 ;;
    --rubric) rubric=$2; shift 2 ;;
    --settings) settings=$2; shift 2 ;;
    --grader-repository) grader_repository=$2; shift 2 ;;
    --grader-version) grader_version=$2; shift 2 ;;
    --instructor-tests) [[ $# -ge 4 ]] || usage; instructor_tests+=("$2" "$3" "$4"); shift 4 ;;
    --allow-template-points) allow_template_points=true; shift ;;
    *) usage ;;
  esac
done
[[ -n $template && -n $output ]] || usage
[[ -f $template/pom.xml ]] || { echo "no pom.xml in the template $template" >&2; exit 1; }
rubric=${rubric:-$template/rubric.yaml}
[[ -f $rubric ]] || { echo "no rubric: $rubric (give --rubric)" >&2; exit 1; }

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT

# Copies FILE to repository/ at the path of GROUP:ARTIFACT:VERSION[:CLASSIFIER] with extension EXT.
to_repository() {
  local file=$1 coordinate=$2 extension=$3 group artifact version classifier
  IFS=: read -r group artifact version classifier <<< "$coordinate"
  [[ -f $file ]] || { echo "missing: $file" >&2; exit 1; }
  install -D -m 0644 "$file" \
    "$staging/repository/${group//.//}/$artifact/$version/$artifact-$version${classifier:+-$classifier}.$extension"
}

grader_version=$(bash "$kit_dir/../common/copy-grader.sh" "$grader_repository" "$staging/repository" "$template" "$grader_version")

mkdir -p "$staging/kit"
coordinates=()
for ((i = 0; i < ${#instructor_tests[@]}; i += 3)); do
  to_repository "${instructor_tests[i + 1]}" "${instructor_tests[i]}" jar
  to_repository "${instructor_tests[i + 2]}" "${instructor_tests[i]}" pom
  coordinates+=("${instructor_tests[i]}")
done
(IFS=,; echo "${coordinates[*]}") > "$staging/kit/instructor-tests"
if $allow_template_points; then
  echo "the template may earn slot points alone" > "$staging/kit/allow-template-points"
fi

cp -R "$template" "$staging/template"
rm -rf "$staging/template/target" "$staging/template/.git"
install -m 0644 "$rubric" "$staging/rubric.yaml"
[[ -z $settings ]] || install -m 0644 "$settings" "$staging/settings.xml"
install -m 0755 "$kit_dir/setup.sh" "$kit_dir/run_autograder" "$staging/"
install -m 0755 "$kit_dir/../common/place-submission.sh" "$kit_dir/../common/failure-output.sh" \
  "$kit_dir/../common/prepare.sh" "$kit_dir/../common/check-template.sh" "$staging/kit/"

output=$(realpath -m "$output")
rm -f "$output"
(cd "$staging" && zip -q -r -X "$output" .)
echo "wrote $output (grader $grader_version${coordinates:+, instructor tests ${coordinates[*]}})"
