#!/usr/bin/env bash
# Prints, as one JSON string, why a grade gave no result: the reason, the compiler's messages found in Maven's log,
# then the log's last lines, with the project's path left out of every line.
#
#   failure-output.sh REASON MAVEN_LOG PROJECT_DIR
#
# Used by both kits when the grader wrote no result file (Maven crashed, the JVM could not start, an older grader
# stopped at a compile error). Only valid UTF-8 is kept; colours and other control characters are dropped.
set -uo pipefail

reason=$1 log=$2 project=$3

{
  echo "$reason"
  if [[ -f $log ]]; then
    messages=$(grep -E '\.java:\[[0-9]+,[0-9]+\]' "$log" | sed -e 's/^\[ERROR\] //' -e "s|$project/||g" | sort -u | head -n 50)
    if [[ -n $messages ]]; then
      printf '\nThe compiler says:\n%s\n' "$messages"
    fi
    printf '\nThe end of the build log:\n'
    tail -n 60 "$log" | sed -e "s|$project/||g"
  fi
} | iconv -c -f UTF-8 -t UTF-8 \
  | LC_ALL=C sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/\t/\\t/g' -e 's/\r/\\r/g' \
  | LC_ALL=C tr -d '\000-\010\013\014\016-\037' \
  | LC_ALL=C awk 'BEGIN { printf "\"" } NR > 1 { printf "\\n" } { printf "%s", $0 } END { printf "\"" }'
