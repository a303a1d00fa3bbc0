package io.github.heuristicgrader.report.classreport;

import io.github.heuristicgrader.behaviour.HeuristicValues;
import io.github.heuristicgrader.behaviour.NearBehaviour;
import io.github.heuristicgrader.behaviour.ValuesFile;
import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.report.classreport.ClassReport.Member;
import io.github.heuristicgrader.report.classreport.ClassReport.SameBehaviour;
import io.github.heuristicgrader.report.classreport.StudentGrade.Behaviour;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Finds the class's groups of heuristics that behave the same ({@link NearBehaviour}), domain by domain, from the
 * fingerprints of the students' {@code grade.json} and, where a class run kept them, the values behind them.
 *
 * <p>Compared: each student's {@linkplain StudentGrade#behaviours() behaviours} (never the domain's baseline, nor a
 * slot's heuristic that must equal it). Where a student's values file is at hand and its values for a heuristic give
 * the very fingerprint of the report, near-identical heuristics are grouped; otherwise that heuristic is grouped
 * with equal fingerprints only. The template's heuristics, when given, leave out whatever behaves as they do.
 */
public final class SameBehaviourGroups {

    /** Groups equal fingerprints alone, with no template: what reports graded elsewhere allow. */
    public static final SameBehaviourGroups EQUAL_FINGERPRINTS = new SameBehaviourGroups(0, id -> null, null, null);

    /** The owner of the template's heuristics: no student id starts with a dot. */
    private static final String TEMPLATE_OWNER = ".template";

    private final double share;
    private final Function<String, Path> valuesFiles;
    private final StudentGrade template;
    private final Path templateValues;

    /**
     * Groups heuristics differing on fewer than {@code share} of the states.
     *
     * @param share from 0 to {@link NearBehaviour#MAX_SHARE}; 0 groups equal fingerprints alone
     * @param valuesFiles gives a student's values file by id ({@link ValuesFile}), or null where there is none
     * @param template the template's grade, whose heuristics are never reported and leave out what behaves as they
     *     do; null when there is none
     * @param templateValues the template's values file, or null
     * @throws IllegalArgumentException when {@code share} is out of range
     */
    public SameBehaviourGroups(double share, Function<String, Path> valuesFiles, StudentGrade template,
            Path templateValues) {
        NearBehaviour.maxDiffering(share, 1);
        this.share = share;
        this.valuesFiles = valuesFiles;
        this.template = template;
        this.templateValues = templateValues;
    }

    /** The fingerprints compared together: a domain's, of one algorithm, over one number of states. */
    private record Kind(String domain, String algorithm, int states) {
    }

    /** A heuristic to compare and where its values are, if anywhere. */
    private record Compared(Behaviour behaviour, String owner, Path values) {
    }

    /**
     * The groups of {@code students}, sorted by domain and first member.
     *
     * @throws IOException when a values file that was read before cannot be read again
     */
    public List<SameBehaviour> groups(List<StudentGrade> students) throws IOException {
        Map<Kind, List<Compared>> byKind = new TreeMap<>(Comparator.comparing(Kind::domain)
                .thenComparing(Kind::algorithm).thenComparingInt(Kind::states));
        ValuesCache cache = new ValuesCache();
        if (template != null && template.read()) {
            Map<String, int[]> valued = valued(templateValues, template.behaviours());
            cache.offer(templateValues, valued);
            template.behaviours().forEach(behaviour -> add(byKind, new Compared(behaviour, TEMPLATE_OWNER,
                    valued.containsKey(key(behaviour)) ? templateValues : null)));
        }
        for (StudentGrade student : students) {
            Path file = valuesFiles.apply(student.id());
            Map<String, int[]> valued = valued(file, student.behaviours());
            cache.offer(file, valued);
            student.behaviours().forEach(behaviour -> add(byKind, new Compared(behaviour, student.id(),
                    valued.containsKey(key(behaviour)) ? file : null)));
        }
        List<SameBehaviour> found = new ArrayList<>();
        for (Map.Entry<Kind, List<Compared>> kind : byKind.entrySet()) {
            List<Compared> compared = kind.getValue();
            compared.sort(Comparator.comparing((Compared each) -> !each.owner().equals(TEMPLATE_OWNER))
                    .thenComparing(Compared::owner).thenComparing(each -> each.behaviour().heuristic()));
            List<NearBehaviour.Entry> entries = compared.stream().map(each -> new NearBehaviour.Entry(each.owner(),
                    each.behaviour().heuristic(), each.behaviour().digest(), each.owner().equals(TEMPLATE_OWNER),
                    each.values() != null)).toList();
            int states = kind.getKey().states();
            for (NearBehaviour.Group group : NearBehaviour.groups(states, entries, entry -> cache.values(
                    compared.get(entry)), share)) {
                List<Member> members = group.entries().stream().map(compared::get)
                        .map(each -> new Member(each.owner(), each.behaviour().heuristic()))
                        .sorted(Comparator.comparing(Member::student).thenComparing(Member::heuristic)).toList();
                found.add(new SameBehaviour(kind.getKey().domain(), states == 0 ? 0
                        : (double) group.differingStates() / states, group.differingStates(), states, members));
            }
        }
        found.sort(Comparator.comparing(SameBehaviour::domain)
                .thenComparing(group -> group.members().get(0).student())
                .thenComparing(group -> group.members().get(0).heuristic()));
        return found;
    }

    private static void add(Map<Kind, List<Compared>> byKind, Compared compared) {
        Behaviour behaviour = compared.behaviour();
        byKind.computeIfAbsent(new Kind(behaviour.domain(), behaviour.algorithm(), behaviour.states()),
                kind -> new ArrayList<>()).add(compared);
    }

    private static String key(Behaviour behaviour) {
        return behaviour.domain() + "\n" + behaviour.heuristic();
    }

    /**
     * The behaviours whose values {@code file} holds and that give the report's very fingerprint, by
     * {@link #key}: values that do not match (another grade's, a damaged file) are not used.
     */
    private static Map<String, int[]> valued(Path file, List<Behaviour> behaviours) {
        Map<String, int[]> valued = new HashMap<>();
        if (file == null || behaviours.isEmpty()) {
            return valued;
        }
        List<HeuristicValues> values;
        try {
            values = ValuesFile.read(file);
        } catch (IOException e) {
            return valued;
        }
        Map<String, int[]> byKey = new HashMap<>();
        values.forEach(each -> byKey.put(each.domain() + "\n" + each.heuristic(), each.values()));
        for (Behaviour behaviour : behaviours) {
            int[] all = byKey.get(key(behaviour));
            if (all != null && all.length == behaviour.states()
                    && BehaviourFingerprint.ALGORITHM.equals(behaviour.algorithm())
                    && BehaviourFingerprint.digest(behaviour.domain(), all).equals(behaviour.digest())) {
                valued.put(key(behaviour), all);
            }
        }
        return valued;
    }

    /** The values files read last, kept while they fit in a quarter of the heap. */
    private static final class ValuesCache {
        private final long budget = Runtime.getRuntime().maxMemory() / 4 / Integer.BYTES;
        private long held;
        private final LinkedHashMap<Path, Map<String, int[]>> files = new LinkedHashMap<>(16, 0.75f, true);

        int[] values(Compared compared) throws IOException {
            Map<String, int[]> file = files.get(compared.values());
            if (file == null) {
                file = new HashMap<>();
                for (HeuristicValues each : ValuesFile.read(compared.values())) {
                    file.put(each.domain() + "\n" + each.heuristic(), each.values());
                }
                offer(compared.values(), file);
            }
            return file.get(key(compared.behaviour()));
        }

        /**
         * Keeps {@code values}, by {@link #key}, as the values of {@code path}: those read to check them against
         * the reports are not read again, as long as they fit.
         */
        void offer(Path path, Map<String, int[]> values) {
            if (path == null || values.isEmpty() || files.containsKey(path)) {
                return;
            }
            files.put(path, values);
            held += size(values);
            var eldest = files.entrySet().iterator();
            while (held > budget && files.size() > 1) {
                held -= size(eldest.next().getValue());
                eldest.remove();
            }
        }

        private static long size(Map<String, int[]> values) {
            return values.values().stream().mapToLong(each -> each.length).sum();
        }
    }
}
