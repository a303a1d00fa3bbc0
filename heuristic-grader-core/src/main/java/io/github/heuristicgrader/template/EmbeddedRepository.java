package io.github.heuristicgrader.template;

import io.github.heuristicgrader.grading.GradingException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The Maven repository a student template carries in {@code .mvn/grader-repository}: the grader's artifacts that no
 * remote repository holds, in Maven's layout with SHA-1 and MD5 checksums, declared in the template's POM as a
 * repository and a plugin repository whose checksum policy is {@code fail}. Maven then finds the grader in the
 * template itself, pinned to the version the POM names, on a machine where nothing of it is installed.
 */
public final class EmbeddedRepository {

    /** The repository's id in the POM, also the id Maven records beside each artifact it took from it. */
    public static final String ID = "heuristic-grader-embedded";

    /** The repository's folder, relative to the project's base directory. */
    public static final String DIRECTORY = ".mvn/grader-repository";

    /** The repository's URL as the POM declares it: the folder inside whatever directory the project is in. */
    public static final String URL = "${project.baseUri}" + DIRECTORY;

    private static final Pattern COORDINATE = Pattern.compile("[A-Za-z0-9_.-]+");

    private final Path root;
    private final List<String> artifacts = new ArrayList<>();

    /** A repository written into {@code root} (created when absent). */
    public EmbeddedRepository(Path root) {
        this.root = root;
    }

    /**
     * Adds one artifact file at its place in Maven's layout
     * ({@code group/path/artifactId/version/artifactId-version[-classifier].extension}) with its checksums.
     *
     * @param classifier null or empty for none
     */
    public void add(String groupId, String artifactId, String version, String classifier, String extension,
            Path file) throws IOException, GradingException {
        for (String part : new String[] {groupId, artifactId, version, extension}) {
            if (part == null || !COORDINATE.matcher(part).matches() || part.contains("..")) {
                throw new GradingException("Cannot embed " + groupId + ":" + artifactId + ":" + version
                        + ": '" + part + "' is not a plain Maven coordinate");
            }
        }
        boolean classified = classifier != null && !classifier.isEmpty();
        if (classified && (!COORDINATE.matcher(classifier).matches() || classifier.contains(".."))) {
            throw new GradingException("Cannot embed " + groupId + ":" + artifactId + ": classifier '" + classifier
                    + "' is not a plain Maven coordinate");
        }
        Path directory = root.resolve(groupId.replace('.', '/')).resolve(artifactId).resolve(version);
        String name = artifactId + "-" + version + (classified ? "-" + classifier : "") + "." + extension;
        Files.createDirectories(directory);
        Path target = directory.resolve(name);
        Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
        byte[] bytes = Files.readAllBytes(target);
        Files.writeString(directory.resolve(name + ".sha1"), digest("SHA-1", bytes), StandardCharsets.US_ASCII);
        Files.writeString(directory.resolve(name + ".md5"), digest("MD5", bytes), StandardCharsets.US_ASCII);
        artifacts.add(groupId + ":" + artifactId + ":" + (classified ? classifier + ":" : "") + extension + ":"
                + version);
    }

    /** Each artifact added, as {@code groupId:artifactId[:classifier]:extension:version}, in the order added. */
    public List<String> artifacts() {
        return List.copyOf(artifacts);
    }

    private static String digest(String algorithm, byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(algorithm + " is part of every JDK", e);
        }
    }

    /**
     * The POM's text with the repository declared as a repository and a plugin repository, each first in the POM's
     * own top-level list (so that Maven asks it before Maven Central) or in a list added before {@code </project>};
     * unchanged when the POM already declares {@link #URL}. Comments and layout are kept: only text is inserted.
     *
     * @throws GradingException when the text is not a POM this can read
     */
    public static String declaredIn(String pom) throws GradingException {
        if (pom.contains(URL)) {
            return pom;
        }
        String withRepositories = declare(pom, "repositories", "repository");
        return declare(withRepositories, "pluginRepositories", "pluginRepository");
    }

    private static String declare(String pom, String list, String element) throws GradingException {
        PomOutline outline = PomOutline.of(pom);
        String entry = entry(element, "    ");
        Integer opened = outline.topLevelOpenTagEnd(list);
        if (opened != null) {
            return pom.substring(0, opened) + "\n" + entry.stripTrailing() + pom.substring(opened);
        }
        int close = outline.projectCloseTag();
        String block = "  <" + list + ">\n" + entry + "  </" + list + ">\n";
        return pom.substring(0, close) + block + pom.substring(close);
    }

    private static String entry(String element, String indent) {
        return indent + "<" + element + ">\n"
                + indent + "  <!-- The grader's own artifacts, which heuristic-grader:student-template wrote. -->\n"
                + indent + "  <id>" + ID + "</id>\n"
                + indent + "  <url>" + URL + "</url>\n"
                + indent + "  <releases>\n"
                + indent + "    <checksumPolicy>fail</checksumPolicy>\n"
                + indent + "  </releases>\n"
                + indent + "  <snapshots>\n"
                + indent + "    <checksumPolicy>fail</checksumPolicy>\n"
                + indent + "  </snapshots>\n"
                + indent + "</" + element + ">\n";
    }
}
