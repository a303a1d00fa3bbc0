package io.github.heuristicgrader.plugin.compile;

import io.github.heuristicgrader.grading.Compilation;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;

/** Compiles the project's main and test sources before grading, and says what compiled. */
public interface ProjectCompiler {

    /**
     * Compiles the project as far as it compiles. Sources that do not compile, or main sources that are not where
     * the build looks for them, are part of the result, never exceptions.
     *
     * @throws MojoExecutionException when the build cannot compile at all: a plugin that cannot be resolved or
     *     configured, a compiler that cannot start
     */
    Compilation compile() throws MojoExecutionException;

    /**
     * The executions of plugins the POM chose that the compile ran in Maven's JVM, other than the compiler and the
     * resources plugin, each as {@code artifactId:version:goal (execution) at phase}; none by default.
     */
    default List<String> foreignExecutions() {
        return List.of();
    }
}
