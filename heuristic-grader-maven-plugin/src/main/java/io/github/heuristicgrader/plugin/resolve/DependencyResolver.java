package io.github.heuristicgrader.plugin.resolve;

import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;

/** Resolves artifacts with their transitive dependencies; the seam before Maven's resolver, which tests replace. */
public interface DependencyResolver {

    /**
     * Resolves {@code artifact} and its compile and runtime dependencies, as a jar on a class path needs them.
     *
     * @param artifact the coordinates, with an empty classifier for none
     * @return the artifact first, then its dependencies, each with its file
     * @throws MojoExecutionException naming the artifact when it or a dependency cannot be resolved
     */
    List<ResolvedArtifact> resolve(ResolvedArtifact artifact) throws MojoExecutionException;
}
