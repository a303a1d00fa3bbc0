#!/usr/bin/env bash
# Copies the grader plugin's POM, jar and api jar from a local Maven repository into another one, at the same paths,
# and prints the version copied. The plugin is not on Maven Central, so each kit ships it.
#
#   copy-grader.sh FROM_REPOSITORY TO_REPOSITORY TEMPLATE_DIR [VERSION]
#
# Without VERSION: the template's `heuristic-grader.version` property, else the only version in FROM_REPOSITORY.
set -euo pipefail

from=$1 to=$2 template=$3 version=${4:-}
plugin=io/github/heuristicgrader/heuristic-grader-maven-plugin
if [[ -z $version ]]; then
  version=$(sed -n -E 's|.*<heuristic-grader.version>([^<]+)</heuristic-grader.version>.*|\1|p' "$template/pom.xml" | head -n 1)
fi
if [[ -z $version ]]; then
  versions=("$from/$plugin"/*/)
  if [[ ${#versions[@]} -ne 1 || ! -d ${versions[0]} ]]; then
    echo "copy-grader.sh: give the grader's version; $from/$plugin has: ${versions[*]}" >&2
    exit 1
  fi
  version=$(basename "${versions[0]}")
fi
mkdir -p "$to/$plugin/$version"
for suffix in .pom .jar -api.jar; do
  file=$from/$plugin/$version/heuristic-grader-maven-plugin-$version$suffix
  [[ -f $file ]] || { echo "copy-grader.sh: missing $file (install the grader there first)" >&2; exit 1; }
  install -m 0644 "$file" "$to/$plugin/$version/"
done
echo "$version"
