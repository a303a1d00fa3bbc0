package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.api.Heuristic;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.rubric.RubricException;
import io.github.heuristicgrader.rubric.Slot;
import io.github.heuristicgrader.plugin.resolve.TemplateArtifacts;
import io.github.heuristicgrader.plugin.settings.GradeRequestSettings;
import io.github.heuristicgrader.template.EmbeddedRepository;
import io.github.heuristicgrader.template.StudentTemplate;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.model.Plugin;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.repository.RemoteRepository;

/**
 * Writes, from the instructor's solution project, the repository students get: every file but the instructor's own,
 * the rubric's graded classes replaced by stubs that compile and throw (their Javadoc kept), and the grader's
 * artifacts that no remote repository holds embedded in {@code .mvn/grader-repository} and declared in the POM, so
 * that {@code ./mvnw grade} works in the template on a machine with nothing of the grader installed. The template is
 * compiled once as a check; it is not graded (grade it, then run check-template, to see that it earns no points).
 */
@Mojo(name = "student-template", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
public class StudentTemplateMojo extends AbstractMojo {

    /** The folder the student template is written to: empty or absent, or under target/ (then written anew). */
    @Parameter(property = "grade.templateOutput", defaultValue = "${project.build.directory}/student-template",
            required = true)
    private File templateOutput;

    /**
     * Glob patterns of the project's files students do not get (hidden tests, a locked rubric, notes), relative to
     * the project with / between names, comma separated on the command line; the build output and version control
     * are always left out.
     */
    @Parameter(property = "grade.templateExcludes", defaultValue = "instructor/**")
    private List<String> templateExcludes;

    /**
     * The classes students write, in full, comma separated on the command line: each is replaced by a stub; by
     * default the classes of the rubric's slots, or every heuristic class when the rubric has no slots.
     */
    @Parameter(property = "grade.templateStubs")
    private List<String> templateStubs;

    /**
     * The groupIds whose artifacts the template carries in .mvn/grader-repository when the grade uses them and no
     * remote repository gave them (an instructor's domain jar), comma separated on the command line; the grader's
     * own groupId always.
     */
    @Parameter(property = "grade.templateEmbed", defaultValue = "${project.groupId}")
    private List<String> templateEmbed;

    /** The rubric file, as the grade goal reads it: its slots name the classes to stub. */
    @Parameter(property = "grade.rubricFile")
    private File rubricFile;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    private MavenProject project;

    @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
    private PluginDescriptor plugin;

    @Parameter(defaultValue = "${repositorySystemSession}", readonly = true, required = true)
    private RepositorySystemSession repositorySession;

    /** Writes the template, embeds the grader, compiles the template as a check and logs what it did. */
    @Override
    public void execute() throws MojoExecutionException {
        try {
            checkPinnedVersion();
            Path basedir = project.getBasedir().toPath().toAbsolutePath().normalize();
            Path output = templateOutput.toPath().toAbsolutePath().normalize();
            List<Path> mainRoots = project.getCompileSourceRoots().stream().map(Path::of).toList();
            StudentTemplate.Written written = StudentTemplate.write(new StudentTemplate.Plan(basedir, output,
                    List.of(Path.of(project.getBuild().getDirectory())), GradeRequestSettings.entries(templateExcludes),
                    mainRoots, stubClasses(), Heuristic.class.getSimpleName()));
            List<String> embedded = embedGrader(output);
            List<Path> roots = new ArrayList<>();
            for (String root : project.getCompileSourceRoots()) {
                roots.add(inTemplate(basedir, output, root));
            }
            for (String root : project.getTestCompileSourceRoots()) {
                roots.add(inTemplate(basedir, output, root));
            }
            List<String> errors = StudentTemplate.compileErrors(output, roots, dependencies(),
                    project.getProperties().getProperty("maven.compiler.release"));
            log(output, written, embedded);
            if (!errors.isEmpty()) {
                throw new MojoExecutionException("The student template in " + output + " does not compile:\n  "
                        + String.join("\n  ", errors.subList(0, Math.min(errors.size(), 10)))
                        + (errors.size() > 10 ? "\n  … and " + (errors.size() - 10) + " more" : "")
                        + "\nA file that uses what a stub leaves out (a helper, a field) cannot stay as it is: leave"
                        + " it out (grade.templateExcludes) or make it use the public methods only.");
            }
        } catch (GradingException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot write the student template to " + templateOutput + ": "
                    + e.getMessage(), e);
        }
    }

    /** The POM must build with this very grader: the template embeds this one and no other. */
    private void checkPinnedVersion() throws MojoExecutionException {
        Plugin declared = project.getPlugin(plugin.getPluginLookupKey());
        if (declared == null || !plugin.getVersion().equals(declared.getVersion())) {
            throw new MojoExecutionException("pom.xml declares " + plugin.getPluginLookupKey()
                    + (declared == null ? " nowhere" : " at version " + declared.getVersion())
                    + " but this is version " + plugin.getVersion() + ": the template would embed a grader its POM"
                    + " does not use. Declare the grader in <build><plugins> (with <extensions>true</extensions>) and"
                    + " run mvn heuristic-grader:student-template, which takes the POM's version.");
        }
    }

    private List<String> stubClasses() throws GradingException {
        List<String> named = GradeRequestSettings.entries(templateStubs);
        if (!named.isEmpty()) {
            return named;
        }
        if (rubricFile == null) {
            return List.of();
        }
        Path rubricPath = rubricFile.toPath();
        Rubric rubric;
        try {
            rubric = Rubric.load(rubricPath, Rubric.read(rubricPath), Map.of(), null);
        } catch (RubricException e) {
            throw new GradingException(e.getMessage(), e);
        }
        return rubric.slots().stream().map(Slot::className).distinct().toList();
    }

    /** Embeds the artifacts that only this machine holds and declares them in the template's POM. */
    private List<String> embedGrader(Path output) throws GradingException, IOException {
        List<RemoteRepository> remotes = new ArrayList<>(project.getRemoteProjectRepositories());
        remotes.addAll(project.getRemotePluginRepositories());
        Set<String> groups = new TreeSet<>(GradeRequestSettings.entries(templateEmbed));
        groups.add(plugin.getGroupId());
        TemplateArtifacts local = new TemplateArtifacts(repositorySession, remotes, groups);
        List<org.apache.maven.artifact.Artifact> candidates = new ArrayList<>();
        candidates.add(plugin.getPluginArtifact());
        if (plugin.getArtifacts() != null) {
            candidates.addAll(plugin.getArtifacts());
        }
        candidates.addAll(project.getArtifacts());
        local.addAll(candidates);
        if (local.artifacts().isEmpty()) {
            return List.of();
        }
        EmbeddedRepository repository = new EmbeddedRepository(output.resolve(EmbeddedRepository.DIRECTORY));
        for (Artifact artifact : local.artifacts()) {
            repository.add(artifact.getGroupId(), artifact.getArtifactId(), artifact.getBaseVersion(),
                    artifact.getClassifier(), artifact.getExtension(), artifact.getFile().toPath());
        }
        Path pom = output.resolve("pom.xml");
        Files.writeString(pom, EmbeddedRepository.declaredIn(Files.readString(pom, StandardCharsets.UTF_8)),
                StandardCharsets.UTF_8);
        return repository.artifacts();
    }

    /** What the template's sources compile against: the project's test classpath without the project's own classes. */
    private List<Path> dependencies() throws MojoExecutionException {
        try {
            return GradeClassMojo.dependencies(project.getTestClasspathElements(), Path.of(project.getBuild()
                    .getOutputDirectory()), Path.of(project.getBuild().getTestOutputDirectory()));
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("The project's dependencies are not resolved: " + e.getMessage(), e);
        }
    }

    private void log(Path output, StudentTemplate.Written written, List<String> embedded) {
        getLog().info("Wrote the student template to " + output + ": " + written.copied().size() + " files copied, "
                + written.stubbed().size() + " stubbed");
        for (String stubbed : written.stubbed()) {
            getLog().info("  stub: " + stubbed + " (its public methods throw until the student writes them)");
        }
        for (String missing : written.notInSources()) {
            getLog().info("  no source of " + missing + " in the project: students write it whole");
        }
        for (Map.Entry<String, String> leftOut : new java.util.TreeMap<>(written.leftOut()).entrySet()) {
            getLog().info("  left out: " + leftOut.getKey() + " (" + leftOut.getValue() + ")");
        }
        if (embedded.isEmpty()) {
            getLog().info("  embedded nothing: every artifact of the grade came from a remote repository");
        } else {
            getLog().info("  embedded in " + EmbeddedRepository.DIRECTORY + ", which pom.xml declares, with SHA-1 and"
                    + " MD5 checksums Maven checks:");
            for (String artifact : embedded) {
                getLog().info("    " + artifact);
            }
        }
        getLog().info("To see that it earns nothing alone: mvn -f " + output.resolve("pom.xml") + " grade"
                + " heuristic-grader:check-template -Dgrade.failOnViolation=false");
    }

    private static Path inTemplate(Path basedir, Path output, String root) {
        Path path = Path.of(root).toAbsolutePath().normalize();
        return path.startsWith(basedir) ? output.resolve(basedir.relativize(path)) : path;
    }
}
