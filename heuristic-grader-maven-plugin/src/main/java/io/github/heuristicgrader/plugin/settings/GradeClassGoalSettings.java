package io.github.heuristicgrader.plugin.settings;

import io.github.heuristicgrader.behaviour.NearBehaviour;
import io.github.heuristicgrader.grading.GradingException;
import io.github.heuristicgrader.report.ci.CiText;
import io.github.heuristicgrader.report.classreport.SameBehaviourGroups;
import java.io.File;
import java.util.List;

/**
 * The {@code grade-class} goal's own parameters, as given. Each is documented where the goal declares it.
 *
 * @param skip whether the class report is skipped
 * @param reports the class runs' outputs or folders of grade.json files graded elsewhere to build the report from;
 *     null or empty for none
 * @param submissions the folder of submissions to grade, or null
 * @param shard the part of the class to grade, as text ({@code I/N}, {@code auto/N}, {@code auto}), or null
 * @param regrade whether students graded completely in an earlier run are graded again
 * @param sameBehaviourShare the share of states on which near-identical heuristics may differ, as text
 * @param commonFunction how many students make a same-behaviour group common, or auto, as text
 * @param templateDir the instructor's template, or null
 * @param templateMayEarnPoints whether the template may earn slot points alone
 * @param classOutputDirectory where the class report goes, or null for the default
 */
public record GradeClassGoalSettings(boolean skip, List<File> reports, File submissions, String shard,
        boolean regrade, String sameBehaviourShare, String commonFunction, File templateDir, boolean templateMayEarnPoints,
        File classOutputDirectory) {

    /**
     * Checks that exactly one of {@link #submissions} and {@link #reports} is given.
     *
     * @throws GradingException saying what each is for
     */
    public void checkOneSource() throws GradingException {
        boolean noReports = reports == null || reports.isEmpty();
        if (noReports == (submissions == null)) {
            throw new GradingException("grade-class needs exactly one of grade.submissions (a folder of"
                    + " submissions to grade) and grade.reports (class runs' outputs, such as the shards' of one"
                    + " class, or folders of grade.json files graded elsewhere)");
        }
        if (submissions == null && shard != null && !shard.isBlank()) {
            throw new GradingException("grade.shard chooses the part of grade.submissions a run grades;"
                    + " grade.reports merges the shards' outputs, each of them whole");
        }
    }

    /**
     * {@code grade.sameBehaviourShare} read: a share of the states from 0 to {@link NearBehaviour#MAX_SHARE}. A string
     * parameter, read here, so that a locked grade sets it from the command line by the rules of text.
     *
     * @throws GradingException when it is no such share
     */
    public double share() throws GradingException {
        try {
            double share = Double.parseDouble(sameBehaviourShare.strip());
            NearBehaviour.maxDiffering(share, 1);
            return share;
        } catch (IllegalArgumentException e) {
            throw new GradingException(CiText.inert("grade.sameBehaviourShare '" + sameBehaviourShare
                    + "': a share of the states from 0 to " + NearBehaviour.MAX_SHARE + ", such as 0.001"), e);
        }
    }

    /**
     * {@code grade.commonFunction} read: null for auto ({@link SameBehaviourGroups#commonFunction(int)}).
     *
     * @throws GradingException when it is neither auto nor a whole number from 1
     */
    public Integer commonCount() throws GradingException {
        String given = commonFunction == null ? "auto" : commonFunction.strip();
        if (given.equalsIgnoreCase("auto")) {
            return null;
        }
        try {
            int count = Integer.parseInt(given);
            if (count >= 1) {
                return count;
            }
        } catch (NumberFormatException e) {
            // Refused below, with the same words.
        }
        throw new GradingException(CiText.inert("grade.commonFunction '" + commonFunction + "': a number of"
                + " students from 1, such as 5, or auto (the larger of " + SameBehaviourGroups.COMMON_AT_LEAST
                + " and a tenth of the class)"));
    }

    /** Collects the settings one by one, as the goal's parameters give them and a lock replaces them. */
    public static final class Builder {
        private boolean skip;
        private List<File> reports;
        private File submissions;
        private String shard;
        private boolean regrade;
        private String sameBehaviourShare;
        private String commonFunction;
        private File templateDir;
        private boolean templateMayEarnPoints;
        private File classOutputDirectory;

        public Builder skip(boolean value) {
            skip = value;
            return this;
        }

        public Builder reports(List<File> value) {
            reports = value;
            return this;
        }

        public Builder shard(String value) {
            shard = value;
            return this;
        }

        public Builder submissions(File value) {
            submissions = value;
            return this;
        }

        public Builder regrade(boolean value) {
            regrade = value;
            return this;
        }

        public Builder sameBehaviourShare(String value) {
            sameBehaviourShare = value;
            return this;
        }

        public Builder commonFunction(String value) {
            commonFunction = value;
            return this;
        }

        public Builder templateDir(File value) {
            templateDir = value;
            return this;
        }

        public Builder templateMayEarnPoints(boolean value) {
            templateMayEarnPoints = value;
            return this;
        }

        public Builder classOutputDirectory(File value) {
            classOutputDirectory = value;
            return this;
        }

        /** Each setting by its parameter's name, for a lock to set from text. */
        public List<Setting> settings() {
            return List.of(Setting.flag("skip", this::skip), Setting.files("reports", this::reports),
                    Setting.file("submissions", this::submissions), Setting.text("shard", this::shard),
                    Setting.flag("regrade", this::regrade),
                    Setting.text("sameBehaviourShare", this::sameBehaviourShare),
                    Setting.text("commonFunction", this::commonFunction),
                    Setting.file("templateDir", this::templateDir),
                    Setting.flag("templateMayEarnPoints", this::templateMayEarnPoints),
                    Setting.file("classOutputDirectory", this::classOutputDirectory));
        }

        /** The settings as collected. */
        public GradeClassGoalSettings build() {
            return new GradeClassGoalSettings(skip, reports, submissions, shard, regrade, sameBehaviourShare,
                    commonFunction, templateDir, templateMayEarnPoints, classOutputDirectory);
        }
    }
}
