#!/usr/bin/env bash
# Runs the grader's prepare goal at image build time, as root, and leaves what it wrote closed to everyone else: each
# domain's state space and suites and the forked JVMs' class-data archives, in a directory outside every project that
# the kit then passes to each grade (-Dgrade.preparedDir). Grades use the domains only when their digest is the
# grader's and the archives only while they are root's, closed to others and match the JDK and jars
# (docs/instructors/containers.md). Optional: when the goal fails the directory is removed, the log's end is
# printed, and grading runs as it would without.
#
#   prepare.sh WHO PREPARED_DIR PROJECT_DIR LOG MAVEN [ARGUMENT...]
#
# WHO prefixes the lines it prints (the kit script's name); MAVEN and its arguments run in PROJECT_DIR, the warm-up's
# project (the template's own sources, which no submission has been near), heuristic-grader:prepare among them;
# -Dgrade.preparedDir=PREPARED_DIR is added. Used by both kits; always exits 0.
set -uo pipefail

who=$1 prepared=$2 project=$3 log=$4
shift 4

rm -rf "$prepared"
if (umask 022 && cd "$project" && "$@" -Dgrade.preparedDir="$prepared") > "$log" 2>&1; then
  chown -R 0:0 "$prepared"
  chmod -R u=rwX,go=rX "$prepared"
  echo "$who: prepared for every grade (domains' state spaces and suites, the forks' class-data archives): $prepared"
else
  rm -rf "$prepared"
  echo "$who: nothing prepared, grading runs without; the prepare goal's log ends:"
  tail -n 20 "$log"
fi
exit 0
