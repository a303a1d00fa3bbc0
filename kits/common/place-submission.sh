#!/usr/bin/env bash
# Places a student's submission into a copy of the assignment template: its Java sources only.
#
#   place-submission.sh SUBMISSION_DIR PROJECT_DIR
#
# Whatever the submission's shape, only regular `.java` files are taken; the student's pom.xml, .mvn/, resources,
# class files and links never reach the project, so the instructor's build is the one that runs.
# - A Maven layout (a whole repository, or just `src/…`, at any depth): every file under a `src/main/java/` or
#   `src/test/java/` directory goes to the same place in the project. Other `.java` files are left out: the
#   student's own build did not compile them either.
# - Otherwise (loose files, in folders or not): each file goes to the directory its `package` line names, under
#   `src/test/java` when it imports JUnit (`org.junit…`), else under `src/main/java`.
# A placed file replaces the template's file of the same path; the template's other files stay. Each placement is
# printed (Gradescope shows the autograder's output to instructors only). macOS zip debris (`__MACOSX/`, `._*`) is
# skipped. Exit status 0, also when nothing was found (the grade then says what is missing).
set -euo pipefail

if [[ $# -ne 2 || ! -d $1 || ! -d $2 ]]; then
  echo "usage: $0 SUBMISSION_DIR PROJECT_DIR (both existing directories)" >&2
  exit 2
fi
submission=$1
project=$2

# A Java identifier chain; nothing else may become a directory name (no "..", no "/").
readonly package_pattern='[A-Za-z_$][A-Za-z0-9_$]*([.][A-Za-z_$][A-Za-z0-9_$]*)*'

# Prints the package a Java source file declares, or nothing for the default package.
declared_package() {
  LC_ALL=C sed -n -E "1s/^\xEF\xBB\xBF//; s/^[[:space:]]*package[[:space:]]+(${package_pattern})[[:space:]]*;.*/\1/p" "$1" \
    | head -n 1
}

imports_junit() {
  LC_ALL=C grep -q -E '^[[:space:]]*import[[:space:]]+(static[[:space:]]+)?org[.]junit[.]' "$1"
}

declare -A placed_from
place() {
  local from=$1 to=$2
  if [[ -n ${placed_from[$to]:-} ]]; then
    echo "warning: ${placed_from[$to]} and ${from#"$submission"/} both go to $to; the second one is used"
  fi
  placed_from[$to]=${from#"$submission"/}
  install -D -m 0644 -- "$from" "$project/$to"
  echo "placed ${from#"$submission"/} -> $to"
}

sources=()
while IFS= read -r -d '' file; do
  case /$file in
    */__MACOSX/* | */._*) continue ;;
  esac
  sources+=("$file")
done < <(find "$submission" -type f -name '*.java' -print0 | sort -z)

maven_layout=false
for file in "${sources[@]}"; do
  case /${file#"$submission"/} in
    */src/main/java/* | */src/test/java/*) maven_layout=true ;;
  esac
done

count=0
for file in "${sources[@]}"; do
  relative=${file#"$submission"/}
  if $maven_layout; then
    case /$relative in
      */src/main/java/*) place "$file" "src/main/java/${relative#*src/main/java/}" ;;
      */src/test/java/*) place "$file" "src/test/java/${relative#*src/test/java/}" ;;
      *) echo "left out $relative: not under src/main/java or src/test/java"; continue ;;
    esac
  else
    package=$(declared_package "$file")
    root=src/main/java
    if imports_junit "$file"; then root=src/test/java; fi
    place "$file" "$root${package:+/${package//.//}}/${file##*/}"
  fi
  count=$((count + 1))
done
echo "placed $count Java source file(s) from the submission"
