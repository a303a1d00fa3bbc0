package io.github.heuristicgrader.plugin.settings;

import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.report.formats.ReportFormat;
import java.io.File;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The {@code grade} goal's own parameters, as given. Each is documented where the goal declares it.
 *
 * @param skip whether grading is skipped
 * @param failOnViolation whether a broken required check or a low score fails the build
 * @param annotationProcessorArtifacts the annotation processors' coordinates, as given; null for none
 * @param templateSources the template's main sources, or null when no class is known to be the template's
 * @param formats the report formats to write, comma separated, as given; null or blank for every format
 */
public record GradeGoalSettings(boolean skip, boolean failOnViolation, List<String> annotationProcessorArtifacts,
        File templateSources, String formats) {

    /**
     * The report formats to write, in writing order.
     *
     * @throws GradingException naming the parameter and the formats there are, for a name that is none
     */
    public Set<ReportFormat> reportFormats() throws GradingException {
        try {
            return ReportFormat.parse(formats);
        } catch (IllegalArgumentException e) {
            throw new GradingException("formats (grade.formats): " + e.getMessage(), e);
        }
    }

    /**
     * The annotation processors' artifacts the compiles may run: those named when the grade is locked, none
     * otherwise, where a value can only have come from the submission.
     *
     * @param locked whether the command line locked the configuration
     * @param warn told when artifacts are named but ignored
     * @throws GradingException when a locked grade names one that is not {@code groupId:artifactId:version}
     */
    public List<String> processorArtifacts(boolean locked, Consumer<String> warn) throws GradingException {
        List<String> artifacts = GradeRequestSettings.entries(annotationProcessorArtifacts);
        if (!locked) {
            if (!artifacts.isEmpty()) {
                warn.accept("annotationProcessorArtifacts is ignored: only a locked grade ("
                        + LockedConfiguration.PROPERTY + ") runs annotation processors");
            }
            return List.of();
        }
        for (String artifact : artifacts) {
            String[] parts = artifact.split(":", -1);
            if (parts.length != 3 || Arrays.stream(parts).anyMatch(String::isBlank)) {
                throw new GradingException("annotationProcessorArtifacts (grade.annotationProcessorArtifacts): '"
                        + artifact + "' is not groupId:artifactId:version");
            }
        }
        return artifacts;
    }

    /** Collects the settings one by one, as the goal's parameters give them and a lock replaces them. */
    public static final class Builder {
        private boolean skip;
        private boolean failOnViolation;
        private List<String> annotationProcessorArtifacts;
        private File templateSources;
        private String formats;

        public Builder skip(boolean value) {
            skip = value;
            return this;
        }

        public Builder failOnViolation(boolean value) {
            failOnViolation = value;
            return this;
        }

        public Builder annotationProcessorArtifacts(List<String> value) {
            annotationProcessorArtifacts = value;
            return this;
        }

        public Builder templateSources(File value) {
            templateSources = value;
            return this;
        }

        public Builder formats(String value) {
            formats = value;
            return this;
        }

        /** Each setting by its parameter's name, for a lock to set from text. */
        public List<Setting> settings() {
            return List.of(Setting.flag("skip", this::skip), Setting.flag("failOnViolation", this::failOnViolation),
                    Setting.texts("annotationProcessorArtifacts", this::annotationProcessorArtifacts),
                    Setting.file("templateSources", this::templateSources), Setting.text("formats", this::formats));
        }

        /** The settings as collected. */
        public GradeGoalSettings build() {
            return new GradeGoalSettings(skip, failOnViolation, annotationProcessorArtifacts, templateSources,
                    formats);
        }
    }
}
