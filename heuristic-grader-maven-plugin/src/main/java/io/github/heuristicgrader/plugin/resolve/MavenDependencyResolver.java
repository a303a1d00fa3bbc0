package io.github.heuristicgrader.plugin.resolve;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;

/**
 * Resolves through Maven's own resolver, with the build's session (local repository, offline mode, mirrors) and the
 * project's remote repositories. The session's dependency selector leaves out the dependencies' own test, provided
 * and optional dependencies, as Maven does for a project's.
 */
public final class MavenDependencyResolver implements DependencyResolver {

    private final RepositorySystem system;
    private final RepositorySystemSession session;
    private final List<RemoteRepository> repositories;

    public MavenDependencyResolver(RepositorySystem system, RepositorySystemSession session,
            List<RemoteRepository> repositories) {
        this.system = system;
        this.session = session;
        this.repositories = List.copyOf(repositories);
    }

    @Override
    public List<ResolvedArtifact> resolve(ResolvedArtifact artifact) throws MojoExecutionException {
        DefaultArtifact root = new DefaultArtifact(artifact.groupId(), artifact.artifactId(), artifact.classifier(),
                "jar", artifact.version());
        CollectRequest collect = new CollectRequest(new Dependency(root, "runtime"), repositories);
        List<ResolvedArtifact> resolved = new ArrayList<>();
        try {
            for (ArtifactResult result : system.resolveDependencies(session, new DependencyRequest(collect, null))
                    .getArtifactResults()) {
                Artifact found = result.getArtifact();
                resolved.add(new ResolvedArtifact(found.getGroupId(), found.getArtifactId(), found.getVersion(),
                        found.getClassifier(), found.getFile() == null ? null : found.getFile().toPath()));
            }
        } catch (DependencyResolutionException e) {
            throw new MojoExecutionException("cannot resolve " + artifact.coordinates() + " with its dependencies: "
                    + e.getMessage(), e);
        }
        return resolved;
    }
}
