package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.result.CompilationOutcome;
import io.github.heuristicgrader.result.CompilerMessage;
import java.util.List;

/**
 * Whether the student's sources compiled before grading, as the Maven goal found: the core grades what compiled and
 * gives the rest 0 of its points, with the compiler's messages in every report.
 *
 * @param outcome which sources compiled
 * @param main the compiler's messages on the main sources, or one per source file that lies where the build does
 *     not look; empty when they compiled
 * @param test the compiler's messages on the test sources; empty when they compiled or were not compiled
 * @param templateClasses the main classes compiled from a source file of the template's, unchanged: the submission
 *     has no file of its own at that path, or one with the template's bytes (named by the file's path, as
 *     {@code edu.example.MyHeuristic} for {@code edu/example/MyHeuristic.java}); empty when not known, as for a
 *     project graded as it stands
 */
public record Compilation(CompilationOutcome outcome, List<CompilerMessage> main, List<CompilerMessage> test,
        List<String> templateClasses) {

    /** Everything compiled. */
    public static final Compilation COMPILED = new Compilation(CompilationOutcome.COMPILED, List.of(), List.of());

    /** Copies the lists. */
    public Compilation {
        main = List.copyOf(main);
        test = List.copyOf(test);
        templateClasses = List.copyOf(templateClasses);
    }

    /** A compilation with no class known to be the template's. */
    public Compilation(CompilationOutcome outcome, List<CompilerMessage> main, List<CompilerMessage> test) {
        this(outcome, main, test, List.of());
    }

    /** This compilation, with {@code classes} the template's, unchanged. */
    public Compilation withTemplateClasses(List<String> classes) {
        return new Compilation(outcome, main, test, classes);
    }

    /** The main sources did not compile, with these messages. */
    public static Compilation mainFailed(List<CompilerMessage> messages) {
        return new Compilation(CompilationOutcome.MAIN_FAILED, messages, List.of());
    }

    /** The main sources compiled, the test sources did not, with these messages. */
    public static Compilation testsFailed(List<CompilerMessage> messages) {
        return new Compilation(CompilationOutcome.TESTS_FAILED, List.of(), messages);
    }

    /** There are no main sources where the build looks; {@code messages} say where the files found lie. */
    public static Compilation noMainSources(List<CompilerMessage> messages) {
        return new Compilation(CompilationOutcome.NO_MAIN_SOURCES, messages, List.of());
    }

    /** Whether everything compiled. */
    public boolean compiled() {
        return outcome == CompilationOutcome.COMPILED;
    }

    /** Why the tests were not run, when the compilation kept them from running; otherwise null. */
    String testsNotRunReason() {
        return switch (outcome) {
            case COMPILED -> null;
            case MAIN_FAILED -> "the main sources do not compile";
            case TESTS_FAILED -> "the test sources do not compile";
            case NO_MAIN_SOURCES -> "the project has no main sources";
        };
    }

    /** One line for people: what did not compile and what that cost. */
    public String message() {
        return switch (outcome) {
            case COMPILED -> "the main and test sources compiled";
            case MAIN_FAILED -> "the main sources do not compile (" + errors(main)
                    + "): nothing was graded and the tests were not run";
            case TESTS_FAILED -> "the test sources do not compile (" + errors(test)
                    + "): the heuristics were graded, the tests were not run and earn nothing";
            case NO_MAIN_SOURCES -> "the project has no main sources where Maven compiles them"
                    + (main.stream().anyMatch(message -> message.file() != null)
                    ? " (" + main.stream().filter(message -> message.file() != null).count()
                    + " .java files lie elsewhere; move each where its message says)" : "")
                    + ": nothing was graded and the tests were not run";
        };
    }

    private static String errors(List<CompilerMessage> messages) {
        return messages.size() == 1 ? "1 error" : messages.size() + " errors";
    }
}
