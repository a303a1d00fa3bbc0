package io.github.heuristicgrader.report.classreport;

import io.github.heuristicgrader.behaviour.HeuristicValues;
import io.github.heuristicgrader.behaviour.NearBehaviour;
import io.github.heuristicgrader.behaviour.ValuesFile;
import io.github.heuristicgrader.checks.BehaviourFingerprint;
import io.github.heuristicgrader.report.classreport.ClassReport.ClosestPair;
import io.github.heuristicgrader.report.classreport.ClassReport.Link;
import io.github.heuristicgrader.report.classreport.ClassReport.Member;
import io.github.heuristicgrader.report.classreport.ClassReport.NotCompared;
import io.github.heuristicgrader.report.classreport.ClassReport.SameBehaviour;
import io.github.heuristicgrader.report.classreport.StudentGrade.Behaviour;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
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
 * the very fingerprint of the report, near-identical heuristics are grouped and closest pairs found; otherwise that
 * heuristic is grouped with equal fingerprints only and, in a run that kept values, named with the reason. The
 * template's heuristics, when given, mark whatever behaves as they do, and groups of nothing else are left out. Groups
 * are ranked by rarity: those whose rarest evidence has more than {@code commonFunction} students are common, after
 * the rare ones.
 */
public final class SameBehaviourGroups {

    /** Groups equal fingerprints alone, with no template: what reports graded elsewhere allow. */
    public static final SameBehaviourGroups EQUAL_FINGERPRINTS = new SameBehaviourGroups(0, null, null, null,
            null);

    /** The fewest students {@link #commonFunction(int)} makes common, whatever the class's size. */
    public static final int COMMON_AT_LEAST = 3;

    /** The owner of the template's heuristics: no student id starts with a dot. */
    private static final String TEMPLATE_OWNER = ".template";

    private final double share;
    private final Integer commonFunction;
    private final Function<String, Path> valuesFiles;
    private final StudentGrade template;
    private final Path templateValues;

    /**
     * Groups heuristics differing on fewer than {@code share} of the states.
     *
     * @param share from 0 to {@link NearBehaviour#MAX_SHARE}; 0 links equal values alone
     * @param commonFunction the most students behind a group's rarest evidence for it to be rare, at least 1; null
     *     for {@link #commonFunction(int)} of the class's size
     * @param valuesFiles gives a student's values file by id ({@link ValuesFile}), or null where there is none; null
     *     itself when the run kept no values (grades made elsewhere): then no heuristic is named for lacking them
     * @param template the template's grade, whose heuristics are never reported and leave out what behaves as they
     *     do; null when there is none
     * @param templateValues the template's values file, or null
     * @throws IllegalArgumentException when {@code share} or {@code commonFunction} is out of range
     */
    public SameBehaviourGroups(double share, Integer commonFunction, Function<String, Path> valuesFiles,
            StudentGrade template, Path templateValues) {
        NearBehaviour.maxDiffering(share, 1);
        if (commonFunction != null && commonFunction < 1) {
            throw new IllegalArgumentException("grade.commonFunction is " + commonFunction + "; it must be 1 or more");
        }
        this.share = share;
        this.commonFunction = commonFunction;
        this.valuesFiles = valuesFiles;
        this.template = template;
        this.templateValues = templateValues;
    }

    /** The fingerprints compared together: a domain's, of one algorithm, over one number of states. */
    private record Kind(String domain, String algorithm, int states) {
    }

    /**
     * The count {@code grade.commonFunction} takes when not given, for a class of {@code students}: the larger of
     * {@value #COMMON_AT_LEAST} and a tenth of the class, rounded up. A function more than a tenth of a class computes
     * is a known answer, not a copy; in a small class, a ring of three copies is still rare.
     */
    public static int commonFunction(int students) {
        return Math.max(COMMON_AT_LEAST, (students + 9) / 10);
    }

    /** A heuristic to compare and where its values are, if anywhere. */
    private record Compared(Behaviour behaviour, String owner, Path values) {
    }

    /**
     * The groups of {@code students}, rare before common, then the fewest students first, then by domain and first
     * member.
     *
     * @throws IOException when a values file that was read before cannot be read again
     */
    public List<SameBehaviour> groups(List<StudentGrade> students) throws IOException {
        return find(students).groups();
    }

    /**
     * What comparing {@code students}' heuristics finds: the groups, the closest pairs, how each domain was compared
     * and the heuristics whose values could not be used.
     *
     * @throws IOException when a values file that was read before cannot be read again
     */
    public ClassReport.SameBehaviourFindings find(List<StudentGrade> students) throws IOException {
        Map<Kind, List<Compared>> byKind = new TreeMap<>(Comparator.comparing(Kind::domain)
                .thenComparing(Kind::algorithm).thenComparingInt(Kind::states));
        ValuesCache cache = new ValuesCache();
        List<NotCompared> notCompared = new ArrayList<>();
        if (template != null && template.read()) {
            Map<String, String> problems = new HashMap<>();
            Map<String, int[]> valued = valued(templateValues, template.behaviours(), problems);
            cache.offer(templateValues, valued);
            template.behaviours().forEach(behaviour -> add(byKind, new Compared(behaviour, TEMPLATE_OWNER,
                    valued.containsKey(key(behaviour)) ? templateValues : null)));
        }
        for (StudentGrade student : students) {
            Path file = valuesFiles == null ? null : valuesFiles.apply(student.id());
            Map<String, String> problems = new HashMap<>();
            Map<String, int[]> valued = valued(file, student.behaviours(), problems);
            cache.offer(file, valued);
            for (Behaviour behaviour : student.behaviours()) {
                boolean has = valued.containsKey(key(behaviour));
                add(byKind, new Compared(behaviour, student.id(), has ? file : null));
                if (!has && valuesFiles != null) {
                    notCompared.add(new NotCompared(student.id(), behaviour.domain(), behaviour.heuristic(),
                            problems.getOrDefault(key(behaviour), "no values file")));
                }
            }
        }
        int common = commonFunction != null ? commonFunction : commonFunction(students.size());
        List<SameBehaviour> found = new ArrayList<>();
        List<ClosestPair> closest = new ArrayList<>();
        List<ClassReport.Comparison> comparisons = new ArrayList<>();
        for (Map.Entry<Kind, List<Compared>> kind : byKind.entrySet()) {
            List<Compared> compared = kind.getValue();
            compared.sort(Comparator.comparing((Compared each) -> !each.owner().equals(TEMPLATE_OWNER))
                    .thenComparing(Compared::owner).thenComparing(each -> each.behaviour().heuristic()));
            List<NearBehaviour.Entry> entries = compared.stream().map(each -> new NearBehaviour.Entry(each.owner(),
                    each.behaviour().heuristic(), each.behaviour().digest(), each.owner().equals(TEMPLATE_OWNER),
                    each.values() != null)).toList();
            int states = kind.getKey().states();
            String domain = kind.getKey().domain();
            NearBehaviour.Comparison comparison = NearBehaviour.compare(states, entries,
                    entry -> cache.values(compared.get(entry)), share);
            comparisons.add(new ClassReport.Comparison(domain, states, switch (comparison.method()) {
                case EVERY_PAIR -> ClassReport.Comparison.EVERY_PAIR;
                case SAMPLED -> ClassReport.Comparison.SAMPLED;
                case FINGERPRINTS -> ClassReport.Comparison.FINGERPRINTS;
            }, comparison.sampledStates(), comparison.bands(), comparison.functions(),
                    comparison.closestPairsFound()));
            for (NearBehaviour.Group group : comparison.groups()) {
                List<Member> members = new ArrayList<>();
                for (int function = 0; function < group.functions().size(); function++) {
                    NearBehaviour.GroupFunction of = group.functions().get(function);
                    for (int entry : of.entries()) {
                        members.add(new Member(compared.get(entry).owner(), compared.get(entry).behaviour()
                                .heuristic(), function + 1, of.owners(), of.nearTemplate()));
                    }
                }
                members.sort(Comparator.comparing(Member::student).thenComparing(Member::heuristic));
                List<Link> links = group.links().stream().map(link -> new Link(link.from() + 1, link.to() + 1,
                        link.differingStates())).toList();
                found.add(new SameBehaviour(domain, states == 0 ? 0 : (double) group.differingStates() / states,
                        group.differingStates(), states, members, group.owners(), group.owners() > common, links));
            }
            for (NearBehaviour.ClosestPair pair : comparison.closestPairs()) {
                // Entries are sorted by student then class name: a comes first.
                Compared a = compared.get(pair.a());
                Compared b = compared.get(pair.b());
                closest.add(new ClosestPair(domain, a.owner(), a.behaviour().heuristic(), b.owner(),
                        b.behaviour().heuristic(), pair.differingStates(), states));
            }
        }
        found.sort(Comparator.comparing(SameBehaviour::common).thenComparingInt(SameBehaviour::students)
                .thenComparing(SameBehaviour::domain)
                .thenComparing(group -> group.members().get(0).student())
                .thenComparing(group -> group.members().get(0).heuristic()));
        notCompared.sort(Comparator.comparing(NotCompared::student).thenComparing(NotCompared::domain)
                .thenComparing(NotCompared::heuristic));
        return new ClassReport.SameBehaviourFindings(share, common, comparisons, found, closest, notCompared);
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
     * {@link #key}: values that do not match (another grade's, a damaged file) are not used, and {@code problems}
     * gets why, by {@link #key}, for each behaviour not used.
     */
    private static Map<String, int[]> valued(Path file, List<Behaviour> behaviours, Map<String, String> problems) {
        Map<String, int[]> valued = new HashMap<>();
        if (file == null || behaviours.isEmpty()) {
            return valued;
        }
        List<HeuristicValues> values;
        try {
            values = ValuesFile.read(file);
        } catch (IOException e) {
            String problem = Files.exists(file, LinkOption.NOFOLLOW_LINKS)
                    ? "the values file cannot be read" : "no values file (the grade kept none)";
            behaviours.forEach(behaviour -> problems.put(key(behaviour), problem));
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
            } else {
                problems.put(key(behaviour), all == null ? "not in the values file"
                        : "its values do not give the report's fingerprint");
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
