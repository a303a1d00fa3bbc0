#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image from the zip (unpacked into
# $AUTOGRADER_ROOT/source). It installs what grading needs and fills a local Maven repository, so that
# run_autograder grades every submission offline.
#
# 1. A JDK 17 (openjdk-17-jdk-headless) and Maven: the packaged one when it is 3.8.7 or later, otherwise the
#    template's Maven Wrapper (Ubuntu 22.04's Maven is 3.6), which fetches Maven 3.9.9 now, once. bubblewrap for
#    the sandbox and setpriv (util-linux) for its fallback. What is already installed is left as it is.
# 2. The grader (not on Maven Central: its modules' jars and POMs are in the zip) and the instructor's test jars
#    are copied into the kit's local repository, $GRADER_HOME/repository.
# 3. run_autograder grades the template's own sources, online, with the same command it uses for a submission:
#    that fills the repository with what grading needs (the compiler and resources plugins, JUnit, its launcher).
#    A settings.xml in the zip (a course mirror) is used by every Maven run. That grade is the template alone: when
#    it earns slot points (worked classes a submission without them would get the points of), the image fails,
#    naming the classes to stub, unless the zip was built with --allow-template-points (kit/check-template.sh).
#    Then the forks' class-data archives (prepare goal), root's and read-only for everyone else.
# 4. The instructor's files ($AUTOGRADER_ROOT/source: rubric, hidden tests, template) become readable by root only;
#    the repository readable by all (student tests run on its JUnit jars) and writable by root only, except the
#    instructor's test jars, root only.
# Paths come from the environment, with Gradescope's as defaults (see run_autograder). Exits non-zero, saying why,
# when something is missing, so that Gradescope shows the image as failed rather than grading without a grader.
set -euo pipefail

AUTOGRADER_ROOT=${AUTOGRADER_ROOT:-/autograder}
SOURCE_DIR=${SOURCE_DIR:-$AUTOGRADER_ROOT/source}
GRADER_HOME=${GRADER_HOME:-$AUTOGRADER_ROOT/heuristic-grader}
export AUTOGRADER_ROOT SOURCE_DIR GRADER_HOME

readonly minimum_maven=3.8.7
repository=$GRADER_HOME/repository

say() { echo "setup.sh: $*"; }
fail() { echo "setup.sh: $*" >&2; exit 1; }

apt_updated=false
apt_install() {
  command -v apt-get > /dev/null || fail "$* missing and no apt-get to install it; install it in the image"
  if ! $apt_updated; then
    DEBIAN_FRONTEND=noninteractive apt-get update -q
    apt_updated=true
  fi
  say "installing $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@"
}

# Whether version $1 is at least $2 (dotted numbers).
at_least() { [[ $(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1) == "$2" ]]; }

java_major() { "$1" -version 2>&1 | sed -n -E '1s/.*version "([0-9]+).*/\1/p'; }

# 1. JDK 17, Maven, bubblewrap, setpriv.
java_home=
if command -v javac > /dev/null && [[ $(java_major "$(dirname "$(readlink -f "$(command -v javac)")")/java") -ge 17 ]]; then
  java_home=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
else
  apt_install openjdk-17-jdk-headless
  java_home=$(dirname "$(dirname "$(readlink -f "$(ls /usr/lib/jvm/java-17-openjdk-*/bin/javac | head -n 1)")")")
fi
export JAVA_HOME=$java_home
say "JDK: $JAVA_HOME ($("$JAVA_HOME/bin/java" -version 2>&1 | head -n 1))"

command -v mvn > /dev/null || apt_install maven
# -B: no colours around the version when a terminal is detected.
maven_version=$(mvn -B -v 2>/dev/null | sed -n -E 's/^(\x1b\[[0-9;]*m)*Apache Maven ([0-9.]+).*/\2/p' | head -n 1)
if at_least "${maven_version:-0}" "$minimum_maven"; then
  maven=("$(command -v mvn)")
  say "Maven $maven_version: $(command -v mvn)"
else
  # The wrapper's distribution goes to $MAVEN_USER_HOME, fetched by the warm-up run below.
  [[ -f $SOURCE_DIR/template/mvnw ]] || fail "Maven ${maven_version:-?} is older than $minimum_maven and the template has no mvnw"
  command -v unzip > /dev/null || apt_install unzip
  command -v curl > /dev/null || command -v wget > /dev/null || apt_install curl
  maven=(sh ./mvnw)
  say "Maven ${maven_version:-?} is older than $minimum_maven: the template's Maven Wrapper"
fi
command -v bwrap > /dev/null || apt_install bubblewrap
command -v setpriv > /dev/null || apt_install util-linux

# 2. The grader and the instructor's test jars, into the kit's repository.
umask 022
mkdir -p "$GRADER_HOME" "$repository"
chmod 0711 "$GRADER_HOME"
cp -R "$SOURCE_DIR/repository/." "$repository/"
instructor_tests=$(cat "$SOURCE_DIR/kit/instructor-tests" 2>/dev/null || true)

{
  printf 'KIT_MAVEN=(%s)\n' "$(printf '%q ' "${maven[@]}")"
  printf 'KIT_REPOSITORY=%q\n' "$repository"
  printf 'KIT_INSTRUCTOR_TESTS=%q\n' "$instructor_tests"
  printf 'export JAVA_HOME=%q\n' "$JAVA_HOME"
  printf 'export MAVEN_USER_HOME=%q\n' "$GRADER_HOME/maven-user-home"
} > "$GRADER_HOME/kit.env"
say "wrote $GRADER_HOME/kit.env:"
cat "$GRADER_HOME/kit.env"

# 3. Warm the repository: the same grade as a submission's, on the template, online.
chmod +x "$SOURCE_DIR/run_autograder"
[[ ! -f $SOURCE_DIR/template/mvnw ]] || chmod +x "$SOURCE_DIR/template/mvnw"
warm_up_results=$GRADER_HOME/warm-up-results
rm -rf "$warm_up_results"
GRADE_OFFLINE=false SUBMISSION_DIR=$SOURCE_DIR/template RESULTS_DIR=$warm_up_results "$SOURCE_DIR/run_autograder"
[[ -f $GRADER_HOME/project/target/grade/grade.json ]] \
  || fail "the warm-up grade of the template wrote no grade.json; its log: $GRADER_HOME/maven.log"
say "warm-up grade of the template: $(grep -o -m 1 -E '"score" *: *[0-9.]+' "$warm_up_results/results.json")"

# 3a. The template alone must earn no slot points (kit/check-template.sh): the image fails otherwise, saying which.
check_arguments=(-B -ntp -Dstyle.color=never -Dmaven.repo.local="$repository")
if [[ -f $SOURCE_DIR/settings.xml ]]; then check_arguments+=(-s "$SOURCE_DIR/settings.xml"); fi
bash "$SOURCE_DIR/kit/check-template.sh" setup.sh "$GRADER_HOME/project" "$GRADER_HOME/check-template.log" \
  "$SOURCE_DIR/kit/allow-template-points" "${maven[@]}" "${check_arguments[@]}" \
  || fail "the template's slot points were refused or could not be checked (above): no image"

# 3b. What every grade can start from, made by the prepare goal in the warm-up's project (kit/prepare.sh): the
# domains' state spaces and suites and the forks' class-data archives, into a directory of root's outside every
# project, which run_autograder passes to each grade. Optional: a failure leaves grading as it was.
prepared=$GRADER_HOME/prepared
prepare_arguments=(-B -ntp -Dstyle.color=never -Dmaven.repo.local="$repository" heuristic-grader:prepare
  -Dgrade.lockedRubric="$SOURCE_DIR/rubric.yaml" -Dmaven.compiler.proc=none)
if [[ -f $SOURCE_DIR/settings.xml ]]; then prepare_arguments+=(-s "$SOURCE_DIR/settings.xml"); fi
if [[ -n $instructor_tests ]]; then prepare_arguments+=(-Dgrade.instructorTests="$instructor_tests"); fi
bash "$SOURCE_DIR/kit/prepare.sh" setup.sh "$prepared" "$GRADER_HOME/project" "$GRADER_HOME/prepare.log" \
  "${maven[@]}" "${prepare_arguments[@]}"

# 4. Permissions.
chmod -R go= "$SOURCE_DIR"
chmod -R u=rwX,go=rX "$repository"
if [[ -n $instructor_tests ]]; then
  IFS=, read -r -a coordinates <<< "$instructor_tests"
  for coordinate in "${coordinates[@]}"; do
    IFS=: read -r group artifact version _ <<< "$coordinate"
    chmod -R go= "$repository/${group//.//}/$artifact/$version"
  done
fi
say "done"
