package io.github.heuristicgrader.plugin.settings;

import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.result.GradeReport.Configuration;
import io.github.heuristicgrader.result.GradeReport.FileDigest;
import io.github.heuristicgrader.result.GradeReport.IgnoredSetting;
import io.github.heuristicgrader.result.GradeReport.InstructorTestJar;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.PluginParameterExpressionEvaluator;
import org.apache.maven.plugin.descriptor.MojoDescriptor;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.component.configurator.expression.ExpressionEvaluationException;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * The instructor's locked configuration: the platform's command line names the instructor's rubric with
 * {@code -Dgrade.lockedRubric=/path/rubric.yaml}, and the grade then takes every parameter from the command line's
 * properties ({@code -Dgrade.*}) or its default, and the rubric from that file; whatever the POM set for the grader
 * is ignored, and listed.
 *
 * <p>Why the command line alone: Maven gives a parameter set in the POM's {@code <configuration>} precedence over
 * {@code -Dgrade.x}, and looks an unset parameter's {@code ${grade.x}} up in the POM's {@code <properties>} and in
 * system properties too, which a submission sets through {@code .mvn/jvm.config}. The session's user properties are
 * the command line's {@code -D} options, plus those of {@code .mvn/maven.config}, which a locked grade therefore
 * refuses to take {@code grade.*} properties from. The lock itself is read from the user properties only: a POM
 * cannot lock, nor unlock.
 *
 * <p>The locked rubric must be a regular file outside the submission (the project's base directory and the build's
 * top directory): a rubric the submission holds locks nothing.
 */
public final class LockedConfiguration {

    /** The user property naming the locked rubric: the contract with the platform kits' scripts. */
    public static final String PROPERTY = "grade.lockedRubric";

    /** The prefix of the grader's properties. */
    public static final String PREFIX = "grade.";

    /**
     * A parameter of the goal, as the plugin's descriptor declares it.
     *
     * @param name the parameter's name, the mojo's field
     * @param expression its property expression, such as {@code ${grade.skip}}, or null for none
     * @param defaultValue its default, possibly an expression such as {@code ${project.build.directory}/grade}, or
     *     null for none
     */
    public record Parameter(String name, String expression, String defaultValue) {

        /** The property of an expression {@code ${grade.x}}, or null when the expression is not one property. */
        public String property() {
            if (expression == null || !expression.startsWith("${") || !expression.endsWith("}")) {
                return null;
            }
            String property = expression.substring(2, expression.length() - 1);
            return property.contains("${") ? null : property;
        }
    }

    private final Path rubric;
    private final Properties userProperties;
    private final Path baseDirectory;
    private final List<IgnoredSetting> ignored;

    private LockedConfiguration(Path rubric, Properties userProperties, Path baseDirectory,
            List<IgnoredSetting> ignored) {
        this.rubric = rubric;
        this.userProperties = userProperties;
        this.baseDirectory = baseDirectory;
        this.ignored = List.copyOf(ignored);
    }

    /**
     * The configuration of this build, applied to a goal's settings: when the command line sets {@value #PROPERTY},
     * every parameter of the goal's descriptor is set from the command line or its default (see {@link #apply}).
     *
     * @param settings the goal's settings, each filled with what Maven set from the POM and the properties
     * @param session the build's session, or null when there is none (the plugin testing harness): not locked
     * @param execution the goal's execution, whose descriptor lists the parameters
     * @param project the project graded
     * @param pluginKey this plugin's {@code groupId:artifactId}, whose configuration in the POM is ignored
     * @param baseDirectory the project's base directory, against which relative paths are resolved
     * @param submission the directories the submission occupies, or null for the project's base directory and the
     *     build's top directory: the locked rubric may lie in none of them
     * @throws GradingException when the lock cannot hold: see {@link #read} and {@link #apply}
     */
    public static LockedConfiguration lock(List<Setting> settings, MavenSession session, MojoExecution execution,
            MavenProject project, String pluginKey, Path baseDirectory, List<Path> submission)
            throws GradingException {
        LockedConfiguration lock = of(session, project, pluginKey, baseDirectory, submission);
        if (lock.locked()) {
            PluginParameterExpressionEvaluator evaluator = new PluginParameterExpressionEvaluator(session, execution);
            List<Parameter> parameters = parameters(execution == null ? null : execution.getMojoDescriptor());
            lock.apply(settings, parameters, expression -> {
                try {
                    return evaluator.evaluate(expression);
                } catch (ExpressionEvaluationException e) {
                    throw new IllegalArgumentException("cannot evaluate the default " + expression + ": "
                            + e.getMessage(), e);
                }
            });
        }
        return lock;
    }

    /**
     * The configuration of this build: locked when the command line sets {@value #PROPERTY}.
     *
     * @param session the build's session, or null when there is none (the plugin testing harness): not locked
     * @param project the project graded
     * @param pluginKey this plugin's {@code groupId:artifactId}, whose configuration in the POM is ignored
     * @param baseDirectory the project's base directory
     * @param given the directories the submission occupies, or null for the project's and the build's top
     * @throws GradingException when the lock cannot hold: see {@link #read}
     */
    private static LockedConfiguration of(MavenSession session, MavenProject project, String pluginKey,
            Path baseDirectory, List<Path> given) throws GradingException {
        if (session == null) {
            return read(new Properties(), new Properties(), new Properties(), List.of(), List.of(), List.of(),
                    baseDirectory);
        }
        List<Path> submission = new ArrayList<>(List.of(baseDirectory));
        if (session.getExecutionRootDirectory() != null) {
            submission.add(Path.of(session.getExecutionRootDirectory()));
        }
        List<Path> mavenConfig = new ArrayList<>(submission);
        if (given != null) {
            submission = List.copyOf(given);
        }
        if (session.getRequest() != null && session.getRequest().getMultiModuleProjectDirectory() != null) {
            mavenConfig.add(session.getRequest().getMultiModuleProjectDirectory().toPath());
        }
        return read(orEmpty(session.getUserProperties()), orEmpty(session.getSystemProperties()),
                orEmpty(project.getProperties()), pomConfiguration(project, pluginKey), submission, mavenConfig,
                baseDirectory);
    }

    /**
     * The configuration the properties give.
     *
     * @param userProperties the command line's {@code -D} properties
     * @param systemProperties the JVM's system properties when Maven started, the command line's among them
     * @param pomProperties the POM's {@code <properties>}
     * @param pomConfiguration the settings of this plugin's {@code <configuration>} in the POM, source {@code pom}
     * @param submission the directories the submission occupies: the project's base directory and the build's
     *     top directory; the locked rubric may lie in none of them
     * @param mavenConfig the directories whose {@code .mvn/maven.config} Maven may have read: the submission's and
     *     the one Maven took {@code .mvn} from
     * @param baseDirectory the project's base directory, against which relative paths are resolved
     * @throws GradingException when locked and the rubric is not a regular file outside the submission, or the
     *     submission's {@code .mvn/maven.config} sets a {@code grade.*} property
     */
    public static LockedConfiguration read(Properties userProperties, Properties systemProperties,
            Properties pomProperties, List<IgnoredSetting> pomConfiguration, List<Path> submission,
            List<Path> mavenConfig, Path baseDirectory) throws GradingException {
        String named = userProperties.getProperty(PROPERTY);
        if (named == null) {
            return new LockedConfiguration(null, userProperties, baseDirectory, List.of());
        }
        if (named.isBlank()) {
            throw new GradingException(PROPERTY + " is empty; name the instructor's rubric file, outside the"
                    + " submission");
        }
        if (userProperties.getProperty(PREFIX + "rubricFile") != null) {
            throw new GradingException("both " + PROPERTY + " and " + PREFIX + "rubricFile are set; a locked grade"
                    + " takes its rubric from " + PROPERTY + " alone, so leave grade.rubricFile out");
        }
        for (Path directory : mavenConfig) {
            refuseMavenConfig(directory);
        }
        Path rubric = lockedRubric(resolve(baseDirectory, named.strip()), submission);
        Set<IgnoredSetting> ignored = new LinkedHashSet<>(pomConfiguration);
        for (String name : new TreeSet<>(pomProperties.stringPropertyNames())) {
            if (name.startsWith(PREFIX)) {
                ignored.add(new IgnoredSetting(name, pomProperties.getProperty(name), IgnoredSetting.PROPERTIES));
            }
        }
        for (String name : new TreeSet<>(systemProperties.stringPropertyNames())) {
            if (name.startsWith(PREFIX) && !userProperties.containsKey(name)) {
                ignored.add(new IgnoredSetting(name, systemProperties.getProperty(name), IgnoredSetting.SYSTEM));
            }
        }
        return new LockedConfiguration(rubric, userProperties, baseDirectory, new ArrayList<>(ignored));
    }

    /** Whether the platform locked the configuration. */
    public boolean locked() {
        return rubric != null;
    }

    /** The rubric file to grade with: the locked one, else the {@code rubricFile} parameter's (null for none). */
    public Path rubricFile(File parameter) {
        if (locked()) {
            return rubric;
        }
        return parameter == null ? null : parameter.toPath();
    }

    /** One line for the log when locked: the lock and what it ignored. */
    public String describe() {
        return "Configuration locked by " + PROPERTY + (ignored.isEmpty() ? "; the POM sets nothing for the grader"
                : "; the POM's settings for the grader are ignored: " + ignored.stream()
                        .map(setting -> setting.parameter() + " (" + setting.source() + ")").toList());
    }

    /** What the POM set for the grader and the lock ignored; empty when not locked. */
    public List<IgnoredSetting> ignored() {
        return ignored;
    }

    /**
     * Sets every parameter in its setting from the command line's property, else from its default, else to null;
     * does nothing when not locked. What Maven put there from the POM is replaced.
     *
     * @param settings the goal's settings, one per parameter it declares
     * @param parameters every parameter a user may set (read-only ones, such as {@code ${project}}, left out)
     * @param evaluator evaluates a default value's expressions, such as {@code ${project.build.directory}}
     * @throws GradingException when a value does not fit its parameter, or a parameter has no setting
     */
    public void apply(List<Setting> settings, List<Parameter> parameters, Function<String, Object> evaluator)
            throws GradingException {
        if (!locked()) {
            return;
        }
        if (parameters.isEmpty()) {
            throw new GradingException("the goal's parameters are unknown (no plugin descriptor), so the"
                    + " configuration cannot be locked");
        }
        Map<String, Setting> byName = settings.stream().collect(Collectors.toMap(Setting::name, setting -> setting));
        for (Parameter parameter : parameters) {
            Setting setting = byName.get(parameter.name());
            if (setting == null) {
                throw new GradingException("parameter " + parameter.name() + " has no setting a locked grade can"
                        + " fill, so the configuration cannot be locked");
            }
            String property = parameter.property();
            String value = property == null ? null : userProperties.getProperty(property);
            String from = "-D" + property;
            if (value == null && parameter.defaultValue() != null) {
                Object evaluated;
                try {
                    evaluated = evaluator.apply(parameter.defaultValue());
                } catch (IllegalArgumentException e) {
                    throw new GradingException("parameter " + parameter.name() + ": " + e.getMessage(), e);
                }
                value = evaluated == null ? null : evaluated.toString();
                from = "its default";
            }
            setting.set(value, path -> resolve(baseDirectory, path), parameter.name() + " (" + from + ")");
        }
    }

    /** The parameters a user may set, from the goal's descriptor; empty when it declares none. */
    public static List<Parameter> parameters(MojoDescriptor descriptor) {
        List<Parameter> parameters = new ArrayList<>();
        if (descriptor == null || descriptor.getParameters() == null) {
            return parameters;
        }
        for (org.apache.maven.plugin.descriptor.Parameter parameter : descriptor.getParameters()) {
            if (parameter.isEditable()) {
                parameters.add(new Parameter(parameter.getName(), parameter.getExpression(),
                        parameter.getDefaultValue()));
            }
        }
        return parameters;
    }

    /**
     * What the report records of the configuration: locked or not, the rubric and its digest, each instructor
     * test jar and its digest, what was ignored.
     *
     * @param rubricFile the rubric file graded with, or null for none
     * @param rubricBytes the bytes parsed from it, which the digest is of; null when {@code rubricFile} is
     * @param instructorTests the instructor tests' coordinates, in the order their jars are given
     * @param instructorJars the jars, one per coordinate
     * @throws GradingException when a jar cannot be read
     */
    public Configuration report(Path rubricFile, byte[] rubricBytes, List<String> instructorTests,
            List<Path> instructorJars) throws GradingException {
        FileDigest rubricDigest = rubricFile == null ? null
                : new FileDigest(rubricFile.toAbsolutePath().toString(), sha256(rubricBytes));
        List<InstructorTestJar> jars = new ArrayList<>();
        for (int i = 0; i < instructorJars.size(); i++) {
            Path jar = instructorJars.get(i);
            String artifact = i < instructorTests.size() ? instructorTests.get(i) : jar.getFileName().toString();
            jars.add(new InstructorTestJar(artifact, jar.getFileName().toString(), sha256(jar)));
        }
        return new Configuration(locked(), rubricDigest, jars, ignored);
    }

    /**
     * This plugin's settings in the POM: the {@code <configuration>} of the plugin and of each execution, in build
     * plugins and plugin management, each child once, in the POM's order.
     */
    public static List<IgnoredSetting> pomConfiguration(MavenProject project, String pluginKey) {
        Set<IgnoredSetting> settings = new LinkedHashSet<>();
        List<Plugin> plugins = new ArrayList<>(project.getBuildPlugins());
        if (project.getPluginManagement() != null) {
            plugins.addAll(project.getPluginManagement().getPlugins());
        }
        for (Plugin plugin : plugins) {
            if (!pluginKey.equals(plugin.getKey())) {
                continue;
            }
            addSettings(settings, plugin.getConfiguration());
            for (PluginExecution execution : plugin.getExecutions()) {
                addSettings(settings, execution.getConfiguration());
            }
        }
        return new ArrayList<>(settings);
    }

    private static void addSettings(Set<IgnoredSetting> settings, Object configuration) {
        if (configuration instanceof Xpp3Dom dom) {
            for (Xpp3Dom child : dom.getChildren()) {
                settings.add(new IgnoredSetting(child.getName(), text(child), IgnoredSetting.POM));
            }
        }
    }

    /** An element's value as the POM had it: its text, or its children as compact XML. */
    private static String text(Xpp3Dom element) {
        if (element.getChildCount() == 0) {
            return element.getValue() == null ? "" : element.getValue().strip();
        }
        StringBuilder xml = new StringBuilder();
        for (Xpp3Dom child : element.getChildren()) {
            xml.append('<').append(child.getName()).append('>').append(text(child)).append("</")
                    .append(child.getName()).append('>');
        }
        return xml.toString();
    }

    /**
     * The locked rubric, its links followed: a regular file in none of the submission's directories.
     *
     * @throws GradingException naming the file and what is wrong
     */
    private static Path lockedRubric(Path named, List<Path> submission) throws GradingException {
        Path real;
        try {
            real = named.toRealPath();
        } catch (IOException e) {
            throw new GradingException("the locked rubric " + named + " (" + PROPERTY + ") cannot be found: " + e, e);
        }
        if (!Files.isRegularFile(real, LinkOption.NOFOLLOW_LINKS)) {
            throw new GradingException("the locked rubric " + named + " (" + PROPERTY + ") is not a regular file");
        }
        for (Path directory : submission) {
            Path inside;
            try {
                inside = directory.toRealPath();
            } catch (IOException e) {
                inside = directory.toAbsolutePath().normalize();
            }
            if (real.startsWith(inside)) {
                throw new GradingException("the locked rubric " + named + " (" + PROPERTY + ") lies inside "
                        + inside + ", among the files being graded: in a submission a student controls them and"
                        + " could put a rubric of their own there; keep the instructor's rubric outside the project"
                        + " being graded (and outside the submissions folder), for example in the directory above"
                        + " it");
            }
        }
        return real;
    }

    /**
     * Refuses a submission's {@code .mvn/maven.config} that sets a grader property: Maven reads it as part of the
     * command line, so its {@code -Dgrade.*} would pass for the platform's.
     */
    public static void refuseMavenConfig(Path directory) throws GradingException {
        Path config = directory.resolve(".mvn").resolve("maven.config");
        if (!Files.isRegularFile(config)) {
            return;
        }
        String text;
        try (InputStream in = Files.newInputStream(config)) {
            text = new String(in.readNBytes(1 << 20), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new GradingException("cannot read " + config + " to check it sets no grader property: " + e, e);
        }
        if (text.contains(PREFIX)) {
            throw new GradingException(config + " sets a grader property (" + PREFIX + "*), which would pass for the"
                    + " platform's command line in a locked grade; remove it from the submission");
        }
    }

    private static Path resolve(Path baseDirectory, String path) {
        Path given = Path.of(path);
        return given.isAbsolute() ? given.normalize() : baseDirectory.resolve(given).toAbsolutePath().normalize();
    }

    private static Properties orEmpty(Properties properties) {
        return Objects.requireNonNullElseGet(properties, Properties::new);
    }

    static String sha256(byte[] bytes) {
        return HexFormat.of().formatHex(digest().digest(bytes));
    }

    static String sha256(Path file) throws GradingException {
        MessageDigest digest = digest();
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                digest.update(buffer, 0, read);
            }
        } catch (IOException e) {
            throw new GradingException("cannot read " + file + " to record its SHA-256: " + e, e);
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
