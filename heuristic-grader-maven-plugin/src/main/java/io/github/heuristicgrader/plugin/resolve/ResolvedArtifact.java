package io.github.heuristicgrader.plugin.resolve;

import java.nio.file.Path;

/**
 * An artifact with its file, as the project's dependencies or a resolution give it.
 *
 * @param groupId its group
 * @param artifactId its artifact id
 * @param version its version
 * @param classifier its classifier, empty for none
 * @param file the jar or directory, or null when it has none
 */
public record ResolvedArtifact(String groupId, String artifactId, String version, String classifier, Path file) {

    /** {@code groupId:artifactId}, the key under which one version wins over another. */
    public String key() {
        return groupId + ":" + artifactId;
    }

    /** {@code groupId:artifactId:version[:classifier]}. */
    public String coordinates() {
        return key() + ":" + version + (classifier.isEmpty() ? "" : ":" + classifier);
    }
}
