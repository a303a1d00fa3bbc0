package io.github.heuristicgrader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The house's packages import one another without a cycle, no package is in two modules, each module's packages
 * import only what its module may see, and {@code docs/contributors/code.md} gives the arrows as the sources have them.
 */
class PackageArrowsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final List<String> MODULES = List.of("heuristic-grader-api", "heuristic-grader-spi",
            "heuristic-grader-worker", "heuristic-grader-puzzles", "heuristic-grader-core",
            "heuristic-grader-maven-plugin");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package io\\.github\\.heuristicgrader\\.([\\w.]+);");
    private static final Pattern IMPORT = Pattern.compile(
            "(?m)^import (?:static )?io\\.github\\.heuristicgrader\\.([a-z]\\w*(?:\\.[a-z]\\w*)*)\\.[A-Z]");
    private static final String BEGIN = "<!-- package arrows: PackageArrowsTest holds this block to the sources -->";
    private static final String END = "<!-- end of package arrows -->";

    @Test
    void noPackageImportsItselfThroughOthers() throws IOException {
        Map<String, Set<String>> arrows = arrows();
        for (String start : arrows.keySet()) {
            List<String> cycle = cycleFrom(start, start, arrows, new ArrayList<>(List.of(start)), new TreeSet<>());
            assertTrue(cycle == null, () -> "a package cycle: " + String.join(" -> ", cycle));
        }
    }

    @Test
    void namesACycleWhereThereIsOne() {
        Map<String, Set<String>> arrows = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of());
        assertEquals(List.of("a", "b", "c", "a"), cycleFrom("a", "a", arrows, new ArrayList<>(List.of("a")),
                new TreeSet<>()));
        assertEquals(null, cycleFrom("d", "d", arrows, new ArrayList<>(List.of("d")), new TreeSet<>()));
    }

    @Test
    void studentsInstructorsAndForksSeeNothingOfCore() throws IOException {
        Map<String, String> moduleOf = new HashMap<>();
        Map<String, Set<String>> arrows = arrows(moduleOf);
        Map<String, Set<String>> allowed = Map.of(
                "heuristic-grader-api", Set.of("heuristic-grader-api"),
                "heuristic-grader-spi", Set.of("heuristic-grader-api", "heuristic-grader-spi"),
                "heuristic-grader-worker", Set.of("heuristic-grader-api", "heuristic-grader-worker"),
                "heuristic-grader-puzzles", Set.of("heuristic-grader-api", "heuristic-grader-spi",
                        "heuristic-grader-puzzles"));
        arrows.forEach((from, targets) -> {
            Set<String> may = allowed.get(moduleOf.get(from));
            for (String to : targets) {
                assertTrue(may == null || may.contains(moduleOf.get(to)),
                        () -> from + " (" + moduleOf.get(from) + ") imports " + to + " (" + moduleOf.get(to) + ")");
            }
        });
    }

    @Test
    void theContributorsMapGivesTheArrowsAsTheSourcesHaveThem() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/contributors/code.md"), StandardCharsets.UTF_8);
        int begin = doc.indexOf(BEGIN);
        int end = doc.indexOf(END);
        assertTrue(begin >= 0 && end > begin, "code.md lacks the block between " + BEGIN + " and " + END);
        String written = doc.substring(begin + BEGIN.length(), end).strip();
        assertEquals(table(), written, "docs/contributors/code.md's package arrows are not the sources' (the"
                + " expected block is above: paste it between the markers)");
    }

    /** The arrows as a Markdown table, the packages that import most first: a package stands above all it imports. */
    static String table() throws IOException {
        Map<String, String> moduleOf = new HashMap<>();
        Map<String, Set<String>> arrows = arrows(moduleOf);
        Map<String, Integer> floors = new HashMap<>();
        arrows.keySet().forEach(p -> floor(p, arrows, floors));
        StringBuilder out = new StringBuilder("| floor | package | module | imports |\n| --- | --- | --- | --- |\n");
        arrows.keySet().stream()
                .sorted((a, b) -> floors.get(a).equals(floors.get(b)) ? a.compareTo(b) : floors.get(b) - floors.get(a))
                .forEach(p -> out.append("| ").append(floors.get(p)).append(" | `").append(p).append("` | ")
                        .append(moduleOf.get(p).substring("heuristic-grader-".length())).append(" | ")
                        .append(String.join(", ", arrows.get(p))).append(" |\n"));
        return out.toString().strip();
    }

    private static int floor(String p, Map<String, Set<String>> arrows, Map<String, Integer> floors) {
        Integer known = floors.get(p);
        if (known != null) {
            return known;
        }
        floors.put(p, 0); // a cycle, which the first test names, ends here
        int floor = 1;
        for (String q : arrows.get(p)) {
            floor = Math.max(floor, 1 + floor(q, arrows, floors));
        }
        floors.put(p, floor);
        return floor;
    }

    private static List<String> cycleFrom(String start, String at, Map<String, Set<String>> arrows, List<String> path,
            Set<String> seen) {
        for (String next : arrows.get(at)) {
            if (next.equals(start)) {
                List<String> cycle = new ArrayList<>(path);
                cycle.add(start);
                return cycle;
            }
            if (seen.add(next)) {
                path.add(next);
                List<String> found = cycleFrom(start, next, arrows, path, seen);
                if (found != null) {
                    return found;
                }
                path.remove(path.size() - 1);
            }
        }
        return null;
    }

    private static Map<String, Set<String>> arrows() throws IOException {
        return arrows(new HashMap<>());
    }

    /** Each main package's imports of the house's other packages, by the sources of every module. */
    private static Map<String, Set<String>> arrows(Map<String, String> moduleOf) throws IOException {
        Map<String, Set<String>> arrows = new TreeMap<>();
        for (String module : MODULES) {
            Path sources = ROOT.resolve(module).resolve("src/main/java");
            List<Path> files;
            try (Stream<Path> walk = Files.walk(sources)) {
                files = walk.filter(f -> f.toString().endsWith(".java")).toList();
            }
            for (Path file : files) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                Matcher declared = PACKAGE.matcher(text);
                if (!declared.find()) {
                    continue;
                }
                String pkg = declared.group(1);
                String other = moduleOf.put(pkg, module);
                assertTrue(other == null || other.equals(module), "the package " + pkg + " is in two modules: "
                        + other + " and " + module);
                Set<String> targets = arrows.computeIfAbsent(pkg, p -> new TreeSet<>());
                Matcher imported = IMPORT.matcher(text);
                while (imported.find()) {
                    if (!imported.group(1).equals(pkg)) {
                        targets.add(imported.group(1));
                    }
                }
            }
        }
        arrows.values().forEach(targets -> targets.retainAll(arrows.keySet()));
        return arrows;
    }
}
