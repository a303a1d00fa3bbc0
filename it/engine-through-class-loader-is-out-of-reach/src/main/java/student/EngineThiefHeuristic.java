package student;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.api.huarongdao.Board;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The attack "100/100 in five lines": looks for the grader's engine through every class loader a student class
 * can reach ({@code Heuristic.class.getClassLoader()}, its own loader and that loader's parents, the thread's
 * context loader, the system loader, {@code Class.forName}) and, when one of them has it, answers every layout with
 * the engine's exact distance. When none has it, the constructor throws an {@link IllegalStateException} whose
 * message starts with {@link #OUT_OF_REACH} and says what every loader answered, and what each showed of the
 * grader's resources.
 */
public class EngineThiefHeuristic implements Heuristic<Board> {

    /** How the constructor's message starts when the engine could not be reached. */
    public static final String OUT_OF_REACH = "the engine is out of reach";

    private static final String ENGINE = "io.github.heuristicgrader.engine.";
    /** Classes and resources of the grader that must not be visible: engine, report, plugin, Jackson. */
    private static final List<String> GRADER_CLASSES = List.of(ENGINE + "StateSpace",
            "io.github.heuristicgrader.report.json.JsonReportWriter", "io.github.heuristicgrader.plugin.GradeMojo",
            "io.github.heuristicgrader.grading.ExhaustiveGrader", "com.fasterxml.jackson.databind.ObjectMapper");
    private static final List<String> GRADER_RESOURCES = List.of(
            "io/github/heuristicgrader/engine/StateSpace.class", "META-INF/maven/plugin.xml",
            "META-INF/plexus/components.xml");

    private final ClassLoader engineLoader;
    private Object space;
    private Method stateOf;
    private Method distance;
    private Method layoutOf;

    /** Looks for the engine; throws when no loader has it. */
    public EngineThiefHeuristic() {
        Map<String, ClassLoader> loaders = new LinkedHashMap<>();
        loaders.put("Heuristic.class.getClassLoader()", Heuristic.class.getClassLoader());
        int depth = 0;
        for (ClassLoader loader = getClass().getClassLoader(); loader != null; loader = loader.getParent()) {
            loaders.put("own loader, parent " + depth++, loader);
        }
        loaders.put("context loader", Thread.currentThread().getContextClassLoader());
        loaders.put("system loader", ClassLoader.getSystemClassLoader());
        List<String> answers = new ArrayList<>();
        ClassLoader found = null;
        try {
            Class.forName(ENGINE + "StateSpace");
            found = getClass().getClassLoader();
            answers.add("Class.forName: found");
        } catch (ClassNotFoundException e) {
            answers.add("Class.forName: ClassNotFoundException");
        }
        for (Map.Entry<String, ClassLoader> named : loaders.entrySet()) {
            ClassLoader loader = named.getValue();
            if (loader == null) {
                continue;
            }
            List<String> seen = new ArrayList<>();
            for (String className : GRADER_CLASSES) {
                try {
                    loader.loadClass(className);
                    seen.add(className);
                    if (className.startsWith(ENGINE) && found == null) {
                        found = loader;
                    }
                } catch (ClassNotFoundException | LinkageError e) {
                    // out of sight, as it must be
                }
            }
            for (String resource : GRADER_RESOURCES) {
                if (loader.getResource(resource) != null) {
                    seen.add(resource);
                }
            }
            answers.add(named.getKey() + (seen.isEmpty() ? ": ClassNotFoundException for every class, no resource"
                    : ": found " + seen));
        }
        if (found == null) {
            throw new IllegalStateException(OUT_OF_REACH + ": " + String.join("; ", answers));
        }
        engineLoader = found;
    }

    @Override
    public int estimate(Board state) {
        try {
            if (space == null) {
                build(state);
            }
            int value = (int) distance.invoke(space, (int) stateOf.invoke(space, layoutOf.invoke(null, state)));
            return Math.max(0, value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the engine was found but could not be used", e);
        }
    }

    /** Builds the engine's state space for the pieces of {@code state}, through reflection. */
    private void build(Board state) throws ReflectiveOperationException {
        Class<?> pieceSet = engineLoader.loadClass(ENGINE + "PieceSet");
        Class<?> puzzle = engineLoader.loadClass(ENGINE + "HuarongdaoPuzzle");
        Class<?> stateSpace = engineLoader.loadClass(ENGINE + "StateSpace");
        Object pieces = pieceSet.getMethod("of", List.class).invoke(null, state.pieces());
        Object huarongdao = puzzle.getConstructor(pieceSet).newInstance(pieces);
        space = stateSpace.getMethod("of", engineLoader.loadClass(ENGINE + "Puzzle")).invoke(null, huarongdao);
        stateOf = stateSpace.getMethod("stateOf", long.class);
        distance = stateSpace.getMethod("distance", int.class);
        layoutOf = engineLoader.loadClass(ENGINE + "Layout").getMethod("of", Board.class);
    }
}
