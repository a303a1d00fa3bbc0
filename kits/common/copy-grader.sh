#!/usr/bin/env bash
# Copies the grader's artifacts from a local Maven repository into another one, at the same paths, and prints the
# version copied: the parent POM, and the POM and jar of the student API, the worker, the core and the plugin. The
# grader is not on Maven Central, so each kit ships it.
#
#   copy-grader.sh FROM_REPOSITORY TO_REPOSITORY TEMPLATE_DIR [VERSION]
#
# Without VERSION: the template's `heuristic-grader.version` property, else the only version in FROM_REPOSITORY.
# Says on stderr which build it copies: FROM_REPOSITORY, the plugin jar's path, SHA-256 and modification time (the
# jar carries no commit), with a warning for a SNAPSHOT, which is whatever was last installed there.
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
    heuristic-grader-puzzles:pom,jar heuristic-grader-core:pom,jar heuristic-grader-maven-plugin:pom,jar; do
  name=${artifact%%:*} extensions=${artifact#*:}
  mkdir -p "$to/$group/$name/$version"
  for extension in ${extensions//,/ }; do
    file=$from/$group/$name/$version/$name-$version.$extension
    [[ -f $file ]] || { echo "copy-grader.sh: missing $file (install the grader there first)" >&2; exit 1; }
    install -m 0644 "$file" "$to/$group/$name/$version/"
  done
done
jar=$from/$plugin/$version/heuristic-grader-maven-plugin-$version.jar
if command -v sha256sum > /dev/null; then digest=$(sha256sum < "$jar"); else digest=$(shasum -a 256 < "$jar"); fi
{
  echo "Packing the grader $version from the local Maven repository $(cd "$from" && pwd -P):"
  echo "  plugin jar $(cd "$(dirname "$jar")" && pwd -P)/$(basename "$jar")"
  echo "  SHA-256 ${digest%% *}, modified $(date -u -r "$jar" '+%Y-%m-%d %H:%M:%S UTC')"
  if [[ $version == *-SNAPSHOT ]]; then
    echo "warning: $version is a SNAPSHOT: what is packed is whichever build was last installed into that repository,"
    echo "  stale or not. Install the grader again from the checkout you mean to ship (mvn install -DskipTests"
    echo "  -Dinvoker.skip), or compare the SHA-256 above with that of its"
    echo "  heuristic-grader-maven-plugin/target/heuristic-grader-maven-plugin-$version.jar."
  fi
} >&2
echo "$version"
