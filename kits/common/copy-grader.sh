#!/usr/bin/env bash
# Copies the grader's artifacts from a local Maven repository into another one, at the same paths, and prints the
# version copied: the parent POM, and the POM and jar of the student API, the worker, the core and the plugin. The
# grader is not on Maven Central, so each kit ships it.
#
#   copy-grader.sh FROM_REPOSITORY TO_REPOSITORY TEMPLATE_DIR [VERSION]
#
# Without VERSION: the template's `heuristic-grader.version` property, else the only version in FROM_REPOSITORY.
set -euo pipefail

from=$1 to=$2 template=$3 version=${4:-}
group=io/github/heuristicgrader
plugin=$group/heuristic-grader-maven-plugin
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
for artifact in heuristic-grader-parent:pom heuristic-grader-api:pom,jar heuristic-grader-worker:pom,jar heuristic-grader-spi:pom,jar \
    heuristic-grader-core:pom,jar heuristic-grader-maven-plugin:pom,jar; do
  name=${artifact%%:*} extensions=${artifact#*:}
  mkdir -p "$to/$group/$name/$version"
  for extension in ${extensions//,/ }; do
    file=$from/$group/$name/$version/$name-$version.$extension
    [[ -f $file ]] || { echo "copy-grader.sh: missing $file (install the grader there first)" >&2; exit 1; }
    install -m 0644 "$file" "$to/$group/$name/$version/"
  done
done
echo "$version"
