#!/usr/bin/env bash
# Times the grader's stages, cold and warm (heuristic-grader-core's test class io.github.heuristicgrader.grading
# .Benchmark, whose Javadoc says what it prints): for every registered puzzle, building its state database, all
# checks, its A* suite and its effort suite; then Huarongdao in detail, a forked evaluation (sandboxed and not)
# included. Prints figures and asserts nothing.
#
# Needs only what the set-up command (`mvn install`) put in the local repository: it compiles with
# `mvn test-compile` (the compiler and resources plugins), then runs java on the modules' classes, so it works
# offline (MAVEN_ARGS=-o) and with no exec plugin. java is the one Maven uses: $JAVA_HOME's, else the PATH's.
#
# MAVEN_ARGS   more arguments for mvn, e.g. "-o -Dmaven.repo.local=/path/to/repo"
# JAVA_OPTS    options for the benchmark's JVM (default -Xmx2g, as the core's tests run)
# EXTRA_CLASSPATH  more class path entries, e.g. an instructor's compiled domain (its classes and META-INF/services),
#              whose puzzle is then benchmarked with the built-in ones and the 8-puzzle example (which this script
#              compiles itself from examples/eight-puzzle/domain; docs/instructors/own-domains.md)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
read -r -a maven_args <<<"${MAVEN_ARGS:-}"
read -r -a java_opts <<<"${JAVA_OPTS:--Xmx2g}"

# Maven's output only when it fails: so the output is the benchmark's alone (Maven 3.8's quiet mode still prints
# colour codes).
maven_log=$(mktemp)
trap 'rm -f "$maven_log"' EXIT
if ! mvn -B -ntp -q "${maven_args[@]}" -pl heuristic-grader-core -am test-compile >"$maven_log" 2>&1; then
    cat "$maven_log" >&2
    exit 1
fi

# The benchmark needs the grader's own classes and the core's fixtures; it touches no third-party library.
classpath=heuristic-grader-api/target/classes:heuristic-grader-worker/target/classes:heuristic-grader-spi/target/classes
classpath+=:heuristic-grader-puzzles/target/classes
java=java
javac=javac
if [[ -n ${JAVA_HOME:-} ]]; then
    java=$JAVA_HOME/bin/java
    javac=$JAVA_HOME/bin/javac
fi
# The instructor's example domain (examples/eight-puzzle/domain, the 8-puzzle) is benchmarked beside the built-in
# puzzles: compiled here against the SPI alone, as an instructor's jar is, with its services file.
eight=$(mktemp -d)
trap 'rm -f "$maven_log"; rm -rf "$eight"' EXIT
domain=examples/eight-puzzle/domain/src/main
if "$javac" -d "$eight" -cp "$classpath" $(find "$domain/java" -name '*.java') >/dev/null 2>&1; then
    cp -r "$domain/resources/META-INF" "$eight/"
    classpath+=:$eight
else
    echo "(the 8-puzzle example did not compile; benchmarking the built-in puzzles only)" >&2
fi
classpath+=:heuristic-grader-core/target/classes:heuristic-grader-core/target/test-classes
classpath+=${EXTRA_CLASSPATH:+:$EXTRA_CLASSPATH}
"$java" "${java_opts[@]}" -cp "$classpath" io.github.heuristicgrader.database.Benchmark "$@"
