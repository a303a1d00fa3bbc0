package io.github.heuristicgrader.plugin.compile;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * Keeps the submission's code out of javac: edits the configuration of a maven-compiler-plugin execution so that
 * javac runs inside Maven's JVM with no annotation processor, no javac plugin and no option that loads code, whatever
 * the POM says.
 *
 * <p>javac looks for annotation processors and javac plugins ({@code com.sun.source.util.Plugin}, which it
 * instantiates on every compile, with processing off too) on the processor path, and on the class path when no
 * processor path is given: there the student's own classes and service files lie ({@code target/classes},
 * {@code target/test-classes}). So the configuration gets {@code proc} {@code none} and a processor path of one empty
 * directory, and loses every setting that names processors, a processor path or a javac plugin, that runs javac in
 * another process ({@code fork}, {@code executable}) or another compiler ({@code compilerId}), and every javac option
 * that loads code or reads options from a file ({@link #loadsCode}). An instructor whose assignment needs an annotation
 * processor names its artifacts on the locked command line: the processor path is then exactly those artifacts and
 * processing stays on.
 *
 * <p>Only parameters the plugin's goal declares are set, so that an old compiler plugin gets no unknown parameter.
 */
final class CompilerHardening {

    /** The compiler plugin's {@code groupId:artifactId}. */
    static final String COMPILER_PLUGIN = "org.apache.maven.plugins:maven-compiler-plugin";

    /** javac options whose next argument is what they load: processors, their path, a plugin. */
    private static final Set<String> LOADING_WITH_VALUE = Set.of("-processor", "-processorpath", "--processor-path",
            "--processor-module-path", "-Xplugin");

    /**
     * Prefixes of javac options that load code, or change what is loaded: processing modes, plugins, options of the
     * JVM javac would fork, argument files (whose options nobody checks) and javac's hidden options.
     */
    private static final List<String> LOADING_PREFIXES = List.of("-proc:", "-Xplugin:", "--processor-path=",
            "--processor-module-path=", "-J", "@", "-XD");

    /** Parameters of the compiler plugin whose text is a list of javac options, one argument each. */
    private static final List<String> ARGUMENT_LISTS = List.of("compilerArgs");

    /** Parameters whose text is one javac argument string. */
    private static final List<String> ARGUMENT_STRINGS = List.of("compilerArgument", "testCompilerArgument");

    /** Parameters whose children are javac options named by the element, each with its value. */
    private static final List<String> ARGUMENT_MAPS = List.of("compilerArguments", "testCompilerArguments");

    private final List<String> processorArtifacts;
    private final Path noProcessors;

    /**
     * @param processorArtifacts the annotation processors' artifacts the locked command line names, each
     *     {@code groupId:artifactId:version}; empty to keep annotation processing off
     * @param noProcessors an empty directory that no one else can write, given to javac as its processor path when
     *     {@code processorArtifacts} is empty
     */
    CompilerHardening(List<String> processorArtifacts, Path noProcessors) {
        this.processorArtifacts = List.copyOf(processorArtifacts);
        this.noProcessors = noProcessors;
    }

    /**
     * Whether one javac argument loads code into javac, or names what would be: {@code -proc:full},
     * {@code -processorpath}, {@code --processor-module-path=x}, {@code -Xplugin:Name}, {@code -J-javaagent:x},
     * {@code @options}, {@code -XDx}. A whole argument string is judged by each of its words.
     */
    static boolean loadsCode(String argument) {
        if (argument == null) {
            return false;
        }
        for (String word : argument.strip().split("\\s+")) {
            if (LOADING_WITH_VALUE.contains(word) || LOADING_PREFIXES.stream().anyMatch(word::startsWith)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Hardens {@code configuration} in place, the configuration of one execution of the compiler plugin.
     *
     * @param configuration the execution's configuration, as Maven merged it from the POM and the goal's defaults
     * @param parameters the names of the parameters the goal declares
     * @param evaluate evaluates an expression such as {@code ${maven.compiler.proc}} to its text, null when unset
     * @return one line per setting of the POM's that was overridden, saying what holds instead; empty when the POM
     *     set nothing that loads code
     */
    List<String> harden(Xpp3Dom configuration, Set<String> parameters, UnaryOperator<String> evaluate) {
        Set<String> overridden = new LinkedHashSet<>();
        boolean processing = !processorArtifacts.isEmpty();
        String processingRule = processing
                ? "annotation processors come only from " + String.join(", ", processorArtifacts) + " for grading"
                : "annotation processing is off for grading";
        String optionsRule = "javac takes no option that loads code for grading";

        if (parameters.contains("proc")) {
            String proc = value(configuration.getChild("proc"), evaluate);
            if (processing) {
                if (proc != null && !proc.isBlank()) {
                    overridden.add(ignored(processingRule, "proc", proc));
                }
                remove(configuration, "proc");
            } else {
                if (proc != null && !proc.isBlank() && !proc.strip().equals("none")) {
                    overridden.add(ignored(processingRule, "proc", proc));
                }
                set(configuration, "proc", "none");
            }
        }
        if (parameters.contains("annotationProcessors")) {
            Xpp3Dom processors = configuration.getChild("annotationProcessors");
            if (processors != null && processors.getChildCount() > 0) {
                overridden.add(ignored(processingRule, "annotationProcessors", children(processors, evaluate)));
            }
            remove(configuration, "annotationProcessors");
        }
        if (parameters.contains("annotationProcessorPaths")) {
            Xpp3Dom paths = configuration.getChild("annotationProcessorPaths");
            String given = paths == null || paths.getChildCount() == 0 ? null : children(paths, evaluate);
            // Exactly the locked artifacts: set earlier in the build (GradeBuildHardening), not the POM's.
            if (given != null && !(processing && given.equals(String.join(", ", processorArtifacts)))) {
                overridden.add(ignored(processingRule, "annotationProcessorPaths", given));
            }
            remove(configuration, "annotationProcessorPaths");
            if (processing) {
                configuration.addChild(processorPaths());
            }
        }
        for (String name : ARGUMENT_LISTS) {
            if (parameters.contains(name)) {
                hardenArgumentList(configuration, name, evaluate, processingRule, optionsRule, overridden);
            }
        }
        for (String name : ARGUMENT_STRINGS) {
            String argument = parameters.contains(name) ? value(configuration.getChild(name), evaluate) : null;
            if (loadsCode(argument)) {
                overridden.add(ignored(rule(argument, processingRule, optionsRule), name, argument));
                remove(configuration, name);
            }
        }
        for (String name : ARGUMENT_MAPS) {
            Xpp3Dom arguments = parameters.contains(name) ? configuration.getChild(name) : null;
            if (arguments == null) {
                continue;
            }
            for (int i = arguments.getChildCount() - 1; i >= 0; i--) {
                Xpp3Dom argument = arguments.getChild(i);
                String option = argument.getName().startsWith("-") ? argument.getName() : "-" + argument.getName();
                if (loadsCode(option)) {
                    String text = value(argument, evaluate);
                    overridden.add(ignored(rule(option, processingRule, optionsRule), name,
                            option + (text == null || text.isBlank() ? "" : " " + text)));
                    arguments.removeChild(i);
                }
            }
        }
        String javacInside = "javac runs inside Maven's JVM for grading";
        if (parameters.contains("fork")) {
            String fork = value(configuration.getChild("fork"), evaluate);
            if ("true".equalsIgnoreCase(fork == null ? null : fork.strip())) {
                overridden.add(ignored(javacInside, "fork", fork));
            }
            set(configuration, "fork", "false");
        }
        if (parameters.contains("executable")) {
            String executable = value(configuration.getChild("executable"), evaluate);
            if (executable != null && !executable.isBlank()) {
                overridden.add(ignored(javacInside, "executable", executable));
            }
            remove(configuration, "executable");
        }
        if (parameters.contains("compilerId")) {
            String compiler = value(configuration.getChild("compilerId"), evaluate);
            if (compiler != null && !compiler.isBlank() && !compiler.strip().equals("javac")) {
                overridden.add(ignored("javac compiles for grading", "compilerId", compiler));
            }
            set(configuration, "compilerId", "javac");
        }
        return new ArrayList<>(overridden);
    }

    private void hardenArgumentList(Xpp3Dom configuration, String name, UnaryOperator<String> evaluate,
            String processingRule, String optionsRule, Set<String> overridden) {
        Xpp3Dom arguments = configuration.getChild(name);
        Xpp3Dom kept = new Xpp3Dom(name);
        if (arguments != null) {
            Xpp3Dom[] given = arguments.getChildren();
            for (int i = 0; i < given.length; i++) {
                String argument = value(given[i], evaluate);
                if (!loadsCode(argument)) {
                    kept.addChild(new Xpp3Dom(given[i]));
                    continue;
                }
                String dropped = argument;
                String next = null;
                if (argument != null && LOADING_WITH_VALUE.contains(argument.strip()) && i + 1 < given.length) {
                    next = value(given[++i], evaluate);
                    dropped += " " + next;
                }
                // The processor path given earlier in the build (GradeBuildHardening) is not the POM's.
                boolean own = "-processorpath".equals(argument) && noProcessors != null
                        && noProcessors.toString().equals(next);
                if (!own) {
                    overridden.add(ignored(rule(argument, processingRule, optionsRule), name, dropped));
                }
            }
        }
        if (processorArtifacts.isEmpty()) {
            // An empty processor path: javac then looks for processors and javac plugins there, not on the class path.
            kept.addChild(element("arg", "-processorpath"));
            kept.addChild(element("arg", noProcessors.toString()));
        }
        remove(configuration, name);
        if (kept.getChildCount() > 0) {
            configuration.addChild(kept);
        }
    }

    /** The processor path of the locked artifacts, as the compiler plugin's {@code annotationProcessorPaths}. */
    private Xpp3Dom processorPaths() {
        Xpp3Dom paths = new Xpp3Dom("annotationProcessorPaths");
        for (String coordinates : processorArtifacts) {
            String[] parts = coordinates.split(":", -1);
            Xpp3Dom path = new Xpp3Dom("path");
            path.addChild(element("groupId", parts[0]));
            path.addChild(element("artifactId", parts[1]));
            path.addChild(element("version", parts[2]));
            paths.addChild(path);
        }
        return paths;
    }

    private static String rule(String argument, String processingRule, String optionsRule) {
        String word = argument.strip().split("\\s+")[0];
        return word.startsWith("-proc") || word.contains("processor") ? processingRule : optionsRule;
    }

    private static String ignored(String rule, String parameter, String value) {
        return rule + ": the POM's <" + parameter + ">" + value + "</" + parameter + "> is ignored";
    }

    /** An element's text evaluated, or its children's, comma separated; null for none. */
    private static String value(Xpp3Dom element, UnaryOperator<String> evaluate) {
        if (element == null) {
            return null;
        }
        if (element.getChildCount() > 0) {
            return children(element, evaluate);
        }
        String text = element.getValue();
        if (text == null) {
            text = element.getAttribute("default-value");
        }
        return text == null ? null : evaluate.apply(text);
    }

    /**
     * A list's entries, comma separated; an entry with children (a {@code <path>}) as its children's texts joined by
     * colons.
     */
    private static String children(Xpp3Dom element, UnaryOperator<String> evaluate) {
        List<String> values = new ArrayList<>();
        for (Xpp3Dom child : element.getChildren()) {
            if (child.getChildCount() == 0) {
                values.add(value(child, evaluate));
                continue;
            }
            List<String> parts = new ArrayList<>();
            for (Xpp3Dom part : child.getChildren()) {
                parts.add(part.getChildCount() > 0 ? children(part, evaluate) : value(part, evaluate));
            }
            values.add(String.join(":", parts));
        }
        return String.join(", ", values);
    }

    private static void set(Xpp3Dom configuration, String name, String value) {
        remove(configuration, name);
        configuration.addChild(element(name, value));
    }

    private static void remove(Xpp3Dom configuration, String name) {
        for (int i = configuration.getChildCount() - 1; i >= 0; i--) {
            if (configuration.getChild(i).getName().equals(name)) {
                configuration.removeChild(i);
            }
        }
    }

    private static Xpp3Dom element(String name, String value) {
        Xpp3Dom element = new Xpp3Dom(name);
        element.setValue(value);
        return element;
    }
}
