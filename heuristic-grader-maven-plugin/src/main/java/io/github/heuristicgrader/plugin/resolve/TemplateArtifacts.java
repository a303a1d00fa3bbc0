package io.github.heuristicgrader.plugin.resolve;

import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.template.EmbeddedRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.apache.maven.RepositoryUtils;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.repository.LocalArtifactRequest;
import org.eclipse.aether.repository.LocalArtifactResult;
import org.eclipse.aether.repository.LocalRepositoryManager;
import org.eclipse.aether.repository.RemoteRepository;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

/**
 * The artifacts a student template carries ({@link EmbeddedRepository}): those of the given groups (the grader's own,
 * an instructor's domain jar) that Maven did not download from one of the project's remote repositories, with their
 * POMs and the parent POMs of those groups they name. An artifact a remote repository gave (a course's own repository
 * holding the grader) is left to that repository, and every other group to Maven Central.
 */
public final class TemplateArtifacts {

    private final RepositorySystemSession session;
    private final List<RemoteRepository> remotes;
    private final Set<String> groups;
    private final Map<String, Artifact> found = new LinkedHashMap<>();

    /** Artifacts of {@code groups} that none of {@code remotes} gave. */
    public TemplateArtifacts(RepositorySystemSession session, List<RemoteRepository> remotes, Set<String> groups) {
        this.session = session;
        this.remotes = List.copyOf(remotes);
        this.groups = Set.copyOf(groups);
    }

    /** Adds those of {@code artifacts} (resolved, with their files) of the groups no remote gave, with their POMs. */
    public void addAll(Collection<org.apache.maven.artifact.Artifact> artifacts) throws GradingException {
        for (org.apache.maven.artifact.Artifact artifact : artifacts) {
            if (artifact.getFile() != null && artifact.getFile().isFile()) {
                Artifact converted = RepositoryUtils.toArtifact(artifact);
                add(new DefaultArtifact(converted.getGroupId(), converted.getArtifactId(),
                        converted.getClassifier(), converted.getExtension(), converted.getBaseVersion())
                        .setFile(converted.getFile()));
            }
        }
    }

    /** Each artifact found, with its file, in the order found and each once. */
    public List<Artifact> artifacts() {
        return new ArrayList<>(found.values());
    }

    private void add(Artifact artifact) throws GradingException {
        String key = artifact.getGroupId() + ":" + artifact.getArtifactId() + ":" + artifact.getClassifier() + ":"
                + artifact.getExtension() + ":" + artifact.getBaseVersion();
        if (!groups.contains(artifact.getGroupId()) || found.containsKey(key) || downloaded(artifact)) {
            return;
        }
        found.put(key, artifact);
        if (!artifact.getExtension().equals("pom") || !artifact.getClassifier().isEmpty()) {
            Artifact pom = local(new DefaultArtifact(artifact.getGroupId(), artifact.getArtifactId(), "", "pom",
                    artifact.getBaseVersion()));
            if (pom != null) {
                add(pom);
            }
        } else {
            Artifact parent = parentOf(artifact);
            if (parent != null) {
                add(parent);
            }
        }
    }

    /** Whether the local repository records that one of the remotes gave the artifact (else it was installed here). */
    private boolean downloaded(Artifact artifact) {
        LocalArtifactResult result = session.getLocalRepositoryManager().find(session,
                new LocalArtifactRequest(artifact, remotes, null));
        return result.isAvailable() && result.getRepository() != null;
    }

    /** The artifact with its file in the local repository, or null when that holds no such file. */
    private Artifact local(Artifact artifact) {
        LocalRepositoryManager manager = session.getLocalRepositoryManager();
        Path file = manager.getRepository().getBasedir().toPath().resolve(manager.getPathForLocalArtifact(artifact));
        return Files.isRegularFile(file) ? artifact.setFile(file.toFile()) : null;
    }

    /** The parent POM a POM names, with its file in the local repository, or null. */
    private Artifact parentOf(Artifact pom) throws GradingException {
        Element parent;
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Element project = factory.newDocumentBuilder().parse(pom.getFile()).getDocumentElement();
            parent = child(project, "parent");
        } catch (IOException | SAXException | ParserConfigurationException e) {
            throw new GradingException("Cannot read " + pom.getFile() + ": " + e.getMessage(), e);
        }
        if (parent == null) {
            return null;
        }
        String groupId = text(parent, "groupId");
        String artifactId = text(parent, "artifactId");
        String version = text(parent, "version");
        if (groupId == null || artifactId == null || version == null || version.contains("${")) {
            return null;
        }
        return local(new DefaultArtifact(groupId, artifactId, "", "pom", version));
    }

    private static Element child(Element element, String name) {
        for (org.w3c.dom.Node node = element.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element child && name.equals(child.getLocalName() != null ? child.getLocalName()
                    : child.getTagName())) {
                return child;
            }
        }
        return null;
    }

    private static String text(Element element, String name) {
        Element child = child(element, name);
        return child == null ? null : child.getTextContent().strip();
    }
}
