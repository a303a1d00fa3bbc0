package io.github.heuristicgrader.plugin.compile;

import io.github.heuristicgrader.template.EmbeddedRepository;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.maven.model.Dependency;
import org.apache.maven.model.Extension;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.model.Repository;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * What the grader can see of Maven running code the submission chose inside Maven's own JVM, where nothing of the
 * grader's can stop it: the submission's {@code .mvn} files, which Maven reads before any plugin loads; Java agents
 * in Maven's JVM; build extensions and plugins of the POM's; plugins bound before the tests compile. Each finding is
 * one sentence for the reports' "Build not trusted" lines; a build that shows none gives none.
 *
 * <p>It cannot see everything: code that already ran in Maven's JVM can hide itself. A findings list is a warning
 * that the grade may be forged, never a proof that it was not: only a build that takes nothing from the submission
 * but its sources (as the platform kits run it) is safe.
 */
public final class UntrustedBuild {

    /** The longest text of a file or a list quoted in a finding; a longer one is cut and ends in {@code …}. */
    static final int MAX_QUOTE = 200;

    /** The most entries of a template's own repository looked at; one with more is a finding as a whole. */
    static final int MAX_REPOSITORY_ENTRIES = 10_000;

    /** Options of Maven's JVM that load code into it, or read more options from elsewhere. */
    private static final Pattern LOADING_JVM_OPTION = Pattern.compile("^(-javaagent|-agentpath|-agentlib"
            + "|-Xbootclasspath|--patch-module|--module-path|--upgrade-module-path|-p$|-cp$|-classpath|--class-path"
            + "|-Djava\\.system\\.class\\.loader|-Djava\\.security\\.manager|-Dmaven\\.ext\\.class\\.path"
            + "|-Dclassworlds\\.conf|-XX:VMOptionsFile|-XX:Flags|-XX:OnError|-XX:OnOutOfMemoryError"
            + "|-XX:CompileCommandFile|-XX:CompilerDirectivesFile|@).*");

    /** The phases of the clean lifecycle, which compile nothing. */
    private static final Set<String> CLEAN_PHASES = Set.of("pre-clean", "clean", "post-clean");

    /** Options of a JVM that start an agent, as its command line gives them. */
    private static final Pattern AGENT = Pattern.compile("^(-javaagent|-agentpath|-agentlib)[:=].*");

    private UntrustedBuild() {
    }

    /**
     * The findings of the {@code .mvn} directories Maven may have read: {@code extensions.xml} (build extensions,
     * loaded before any project), a {@code jvm.config} with an option that loads code into Maven's JVM
     * ({@code -javaagent}, {@code -Xbootclasspath}, {@code -Dmaven.ext.class.path}, …; heap and compiler flags are
     * harmless), and a {@code maven.config} that is not blank (options of Maven's command line: another local
     * repository or settings file gives Maven other plugins).
     *
     * @param directories the directories whose {@code .mvn} Maven may have read, each once
     * @param project the project's base directory, against which paths inside it are named
     */
    public static List<String> mavenDirectories(List<Path> directories, Path project) {
        Set<String> findings = new LinkedHashSet<>();
        Set<Path> seen = new LinkedHashSet<>();
        for (Path directory : directories) {
            Path mvn = directory.toAbsolutePath().normalize().resolve(".mvn");
            if (!seen.add(mvn)) {
                continue;
            }
            String extensions = read(mvn.resolve("extensions.xml"));
            if (extensions != null && !extensions.isBlank()) {
                findings.add(name(mvn.resolve("extensions.xml"), project) + " loads build extensions into Maven's JVM"
                        + " before the grader starts.");
            }
            String jvmConfig = read(mvn.resolve("jvm.config"));
            if (jvmConfig != null) {
                List<String> loading = new ArrayList<>();
                for (String option : jvmConfig.strip().split("\\s+")) {
                    if (LOADING_JVM_OPTION.matcher(option).matches()) {
                        loading.add(option);
                    }
                }
                if (!loading.isEmpty()) {
                    findings.add(name(mvn.resolve("jvm.config"), project) + " gives Maven's JVM options that load code"
                            + " into it: " + quote(String.join(" ", loading)) + ".");
                }
            }
            String mavenConfig = read(mvn.resolve("maven.config"));
            if (mavenConfig != null && !mavenConfig.isBlank()) {
                findings.add(name(mvn.resolve("maven.config"), project) + " adds to Maven's command line: "
                        + quote(String.join(" ", mavenConfig.strip().split("\\s+"))) + ".");
            }
        }
        return new ArrayList<>(findings);
    }

    /**
     * The Java agents Maven's JVM started with ({@code -javaagent}, {@code -agentpath}, {@code -agentlib}), from
     * wherever they came: {@code .mvn/jvm.config}, {@code MAVEN_OPTS}, {@code JAVA_TOOL_OPTIONS}.
     *
     * @param jvmArguments the JVM's input arguments ({@code RuntimeMXBean#getInputArguments})
     */
    public static List<String> javaAgents(List<String> jvmArguments) {
        List<String> findings = new ArrayList<>();
        for (String argument : jvmArguments) {
            if (AGENT.matcher(argument).matches()) {
                findings.add("Maven's JVM runs with the agent " + quote(argument) + ", which sees and can change"
                        + " every class it loads.");
            }
        }
        return findings;
    }

    /**
     * The findings of the project's model: plugin repositories its own POM declares (Maven may take any plugin from
     * them, the compiler too), build extensions, plugins declared as extensions (other than this one), dependencies
     * added to the compiler or the resources plugin, and a compiler other than javac.
     *
     * @param project the project graded, its model as Maven built it (the parent's settings merged in)
     * @param self this plugin's {@code groupId:artifactId}
     */
    public static List<String> pom(MavenProject project, String self) {
        return pom(project, self, Set.of());
    }

    /**
     * {@link #pom(MavenProject, String)}, where a student template's own plugin repository
     * ({@link EmbeddedRepository}) is no finding while it holds nothing but files under {@code graderDirectories}:
     * then it can give Maven only the grader's own artifacts, and a grader changed there could print any grade
     * whatever this class finds.
     *
     * @param graderDirectories the folders, in Maven's layout relative to a repository's root and ending in
     *        {@code /}, of the running grader's artifacts ({@link #graderDirectories})
     */
    public static List<String> pom(MavenProject project, String self, Set<String> graderDirectories) {
        List<String> findings = new ArrayList<>();
        if (project.getOriginalModel() != null) {
            for (Repository repository : project.getOriginalModel().getPluginRepositories()) {
                if (EmbeddedRepository.URL.equals(repository.getUrl()) && project.getBasedir() != null) {
                    String foreign = foreignFiles(project.getBasedir().toPath().resolve(EmbeddedRepository.DIRECTORY),
                            graderDirectories);
                    if (foreign != null) {
                        findings.add("The POM declares the template's plugin repository " + EmbeddedRepository.DIRECTORY
                                + ", which holds " + quote(foreign) + " besides the grader's own artifacts: Maven may"
                                + " load any plugin from it into its JVM.");
                    }
                    continue;
                }
                findings.add("The POM declares the plugin repository " + quote(repository.getUrl()) + ", from which"
                        + " Maven may load any plugin into its JVM.");
            }
        }
        if (project.getBuildExtensions() != null) {
            for (Extension extension : project.getBuildExtensions()) {
                findings.add("The POM loads the build extension " + extension.getGroupId() + ":"
                        + extension.getArtifactId() + ":" + extension.getVersion() + " into Maven's JVM.");
            }
        }
        for (Plugin plugin : project.getBuildPlugins()) {
            String key = plugin.getGroupId() + ":" + plugin.getArtifactId();
            if (plugin.isExtensions() && !self.equals(key)) {
                findings.add("The POM loads the plugin " + key + ":" + plugin.getVersion() + " as a build extension"
                        + " into Maven's JVM.");
            }
            boolean compiler = CompilerHardening.COMPILER_PLUGIN.equals(key);
            if ((compiler || "org.apache.maven.plugins:maven-resources-plugin".equals(key))
                    && !plugin.getDependencies().isEmpty()) {
                List<String> dependencies = new ArrayList<>();
                for (Dependency dependency : plugin.getDependencies()) {
                    dependencies.add(dependency.getGroupId() + ":" + dependency.getArtifactId() + ":"
                            + dependency.getVersion());
                }
                findings.add("The POM adds " + quote(String.join(", ", dependencies)) + " to " + plugin.getArtifactId()
                        + ", which loads them into Maven's JVM.");
            }
            if (compiler) {
                Set<String> compilers = new LinkedHashSet<>();
                addCompilerId(compilers, plugin.getConfiguration());
                for (PluginExecution execution : plugin.getExecutions()) {
                    addCompilerId(compilers, execution.getConfiguration());
                }
                for (String compilerId : compilers) {
                    findings.add("The POM asks maven-compiler-plugin for the compiler " + quote(compilerId)
                            + ", not javac (the grade's own compiles use javac).");
                }
            }
        }
        return findings;
    }

    /**
     * The plan's executions of plugins other than this one, the compiler and the resources plugin, each a plugin the
     * POM chose that runs in Maven's JVM before the tests compile.
     *
     * @param executions each as {@code artifactId:version:goal (execution) at phase}
     */
    public static List<String> executions(List<String> executions) {
        return executions.stream().map(execution -> "The POM runs " + execution + " in Maven's JVM before the"
                + " tests compile.").toList();
    }

    /**
     * Whether Maven compiled, or may compile, the project in this build without the compiler hardened: when
     * {@link GradeBuildHardening} did not run (the grader not declared with {@code <extensions>true</extensions>})
     * and the build runs more than the grade, a goal or phase of its own or the grade bound to a phase of the default
     * lifecycle, whose compiles ran the POM's annotation processors in Maven's JVM.
     *
     * @param hardened whether {@link GradeBuildHardening} hardened the project
     * @param goals the build's goals and phases, as the command line gives them
     * @param phase the phase the grade goal runs in, or null when the command line named the goal
     */
    public static List<String> unhardenedCompiles(boolean hardened, List<String> goals, String phase) {
        if (hardened) {
            return List.of();
        }
        List<String> others = goals.stream().filter(goal -> !goal.equals("grade") && !goal.endsWith(":grade")
                && !CLEAN_PHASES.contains(goal)).toList();
        if (others.isEmpty() && (phase == null || phase.equals("grade"))) {
            return List.of();
        }
        return List.of("Maven ran " + quote(String.join(" ", goals)) + " beside the grade without the grader"
                + " keeping annotation processors out of javac (declare the grader with"
                + " <extensions>true</extensions>), so the POM's processors may have run in Maven's JVM.");
    }

    /**
     * The folders of the running grader's artifacts in Maven's layout: its whole group's (parent POMs), and each
     * dependency's own {@code group/path/artifactId/}.
     *
     * @param pluginGroupId the grader's groupId, null when unknown (a test harness)
     * @param groupArtifactIds the plugin's dependencies, each as {@code groupId:artifactId}
     */
    public static Set<String> graderDirectories(String pluginGroupId, Collection<String> groupArtifactIds) {
        Set<String> directories = new TreeSet<>();
        if (pluginGroupId != null) {
            directories.add(pluginGroupId.replace('.', '/') + "/");
        }
        for (String groupArtifactId : groupArtifactIds) {
            int colon = groupArtifactId.indexOf(':');
            directories.add(groupArtifactId.substring(0, colon).replace('.', '/') + "/"
                    + groupArtifactId.substring(colon + 1) + "/");
        }
        return directories;
    }

    /**
     * The first of the repository's entries outside {@code allowed} (a link or other non-folder, non-file entry
     * counts wherever it stands), or null when there is none; the walk stops after {@value #MAX_REPOSITORY_ENTRIES}
     * entries, and a repository bigger than that is named as a whole.
     */
    private static String foreignFiles(Path repository, Set<String> allowed) {
        if (!Files.isDirectory(repository, LinkOption.NOFOLLOW_LINKS)) {
            return null;
        }
        try (Stream<Path> entries = Files.walk(repository)) {
            Iterator<Path> iterator = entries.iterator();
            int seen = 0;
            while (iterator.hasNext()) {
                Path entry = iterator.next();
                if (++seen > MAX_REPOSITORY_ENTRIES) {
                    return "more than " + MAX_REPOSITORY_ENTRIES + " entries";
                }
                if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                String relative = repository.relativize(entry).toString().replace(entry.getFileSystem()
                        .getSeparator(), "/");
                if (!Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)
                        || allowed.stream().noneMatch(relative::startsWith)) {
                    return relative;
                }
            }
            return null;
        } catch (IOException | UncheckedIOException e) {
            return "entries that cannot be read (" + e.getMessage() + ")";
        }
    }

    private static void addCompilerId(Set<String> compilers, Object configuration) {
        if (configuration instanceof Xpp3Dom dom && dom.getChild("compilerId") != null) {
            String compilerId = dom.getChild("compilerId").getValue();
            if (compilerId != null && !compilerId.isBlank() && !compilerId.strip().equals("javac")) {
                compilers.add(compilerId.strip());
            }
        }
    }

    /** A file's text, at most 64 KiB of it; null when it is not a regular file or cannot be read. */
    private static String read(Path file) {
        // Followed if a link, but never opened unless regular: a FIFO would block.
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(1 << 16), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }

    /** A file named from the project's directory when it lies inside, otherwise by its absolute path. */
    private static String name(Path file, Path project) {
        Path base = project.toAbsolutePath().normalize();
        return file.startsWith(base) ? "The submission's " + base.relativize(file) : "The file " + file;
    }

    private static String quote(String text) {
        return text.length() > MAX_QUOTE ? text.substring(0, MAX_QUOTE - 1) + "…" : text;
    }
}
