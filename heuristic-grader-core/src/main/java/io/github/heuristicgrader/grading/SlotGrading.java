package io.github.heuristicgrader.grading;

import io.github.heuristicgrader.checks.BaselineEquality;
import io.github.heuristicgrader.database.DomainDatabase;
import io.github.heuristicgrader.discovery.NearestNames;
import io.github.heuristicgrader.domain.Domains;
import io.github.heuristicgrader.engine.Estimates;
import io.github.heuristicgrader.report.ReportDomains;
import io.github.heuristicgrader.result.Check;
import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.result.GradeReport.HeuristicReport;
import io.github.heuristicgrader.result.GradeReport.Points;
import io.github.heuristicgrader.result.GradeReport.SlotFill;
import io.github.heuristicgrader.result.GradeReport.SlotReport;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.rubric.Slot;
import io.github.heuristicgrader.spi.Domain;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Grades the heuristics against the rubric's {@link Slot slots}: the class that alone fills a slot earns the slot's
 * points, its rubric items scaled to them; every other class is still checked and shown but earns nothing and adds
 * nothing to the maximum score. A slot that expects the baseline earns all its points when its class equals the
 * baseline on every state, and none otherwise. An empty required slot, and a slot filled twice, are setup errors naming
 * the slot and what to do.
 */
public final class SlotGrading {

    /** Most near names an empty slot's message suggests. */
    private static final int MAX_SUGGESTIONS = 3;

    /**
     * The heuristics with their slot standing, the slots, and what is wrong with them.
     *
     * @param heuristics every heuristic, in the order given, with {@link HeuristicReport#slot()} set
     * @param slots every slot, by name
     * @param setupErrors one line per required slot left empty (unless {@code grade.heuristics} limits the run to
     *     other classes) and per slot filled twice
     */
    record Graded(List<HeuristicReport> heuristics, List<SlotReport> slots, List<String> setupErrors) {
    }

    private SlotGrading() {
    }

    /**
     * Grades {@code heuristics}, assessed with the rubric's items, against {@code rubric}'s slots.
     *
     * @param estimates each finished heuristic's estimates, by class name, for the comparison with the baseline
     * @param gradingOf the domain each class is graded on, by class name, whose baseline a slot may expect
     * @param request what was asked: the classes directory and the classes named, for the empty slots' messages
     */
    static Graded grade(Rubric rubric, List<HeuristicReport> heuristics, Map<String, Estimates> estimates,
            Function<String, DomainDatabase> gradingOf, GradeRequest request) {
        List<SlotReport> slots = new ArrayList<>();
        List<String> setupErrors = new ArrayList<>();
        List<HeuristicReport> graded = new ArrayList<>(heuristics);
        for (Slot slot : rubric.slots()) {
            List<Integer> fillers = new ArrayList<>();
            for (int i = 0; i < heuristics.size(); i++) {
                if (slot.filledBy(heuristics.get(i).name())) {
                    fillers.add(i);
                }
            }
            List<String> names = fillers.stream().map(i -> heuristics.get(i).name()).sorted().toList();
            if (fillers.isEmpty()) {
                String message = empty(slot, request, heuristics.stream().map(HeuristicReport::name).toList(),
                        heuristicTypes(heuristics));
                // A run limited to some classes by grade.heuristics leaves the others' slots empty on purpose.
                if (slot.required() && request.heuristicClasses().isEmpty()) {
                    setupErrors.add(message);
                }
                slots.add(new SlotReport(slot.name(), slot.className(), slot.points(), 0, slot.required(),
                        expect(slot), SlotReport.EMPTY, names, message));
                continue;
            }
            List<String> otherSlots = fillers.size() == 1 ? otherSlots(rubric, slot, names.get(0)) : List.of();
            if (fillers.size() > 1 || !otherSlots.isEmpty()) {
                String message = fillers.size() > 1
                        ? slot.describe() + " is filled twice, by " + String.join(" and ", names) + "; keep one of"
                                + " them (rename or delete the others), or have the rubric name the slot's class"
                                + " fully qualified; neither earns the slot's points until then"
                        : "class " + names.get(0) + " fills " + slot.describe() + " and slot '"
                                + String.join("', '", otherSlots) + "'; have the rubric name each slot's class fully"
                                + " qualified";
                setupErrors.add(message);
                for (int i : fillers) {
                    graded.set(i, notGraded(graded.get(i), new SlotFill(slot.name(), false,
                            "it fills " + slot.describe() + " together with another class or slot", null)));
                }
                slots.add(new SlotReport(slot.name(), slot.className(), slot.points(), 0, slot.required(),
                        expect(slot), SlotReport.FILLED_TWICE, names, message));
                continue;
            }
            int index = fillers.get(0);
            HeuristicReport heuristic = heuristics.get(index);
            Estimates values = estimates.get(heuristic.name());
            DomainDatabase grading = gradingOf.apply(heuristic.name());
            BaselineEquality equality = slot.expectsBaseline() && values != null
                    ? BaselineEquality.of(grading.space(), values, grading.baselineName(), grading.baseline())
                    : null;
            HeuristicReport filled = scaled(heuristic, slot, equality, new ItemScoring(rubric));
            graded.set(index, filled);
            boolean fromTemplate = request.compilation().templateClasses().contains(heuristic.name());
            if (fromTemplate && filled.score() == 0) {
                // The template's stub, which the submission did not replace: the slot is missing, not failed.
                String message = missing(slot, heuristic.name());
                if (slot.required() && request.heuristicClasses().isEmpty()) {
                    setupErrors.add(message);
                }
                slots.add(new SlotReport(slot.name(), slot.className(), slot.points(), 0, slot.required(),
                        expect(slot), SlotReport.EMPTY, names, message));
                continue;
            }
            String message = "filled by " + heuristic.name() + (fromTemplate ? ", the template's class, unchanged"
                    + " (the submission has no source of its own for it)" : "") + ": " + filled.score() + "/"
                    + slot.points() + " points"
                    + (equality == null ? "" : "; " + equality.describe(grading.space().domain()));
            slots.add(new SlotReport(slot.name(), slot.className(), slot.points(), filled.score(), slot.required(),
                    expect(slot), SlotReport.FILLED, names, message));
        }
        for (int i = 0; i < graded.size(); i++) {
            if (graded.get(i).slot() == null) {
                graded.set(i, notGraded(graded.get(i), new SlotFill(null, false,
                        "no slot of the rubric names this class; it is checked, shown, and earns nothing", null)));
            }
        }
        return new Graded(List.copyOf(graded), List.copyOf(slots), List.copyOf(setupErrors));
    }

    /**
     * What a slot's message says when the only class filling it is the template's, unchanged, and earns nothing: the
     * submission did not write it.
     */
    private static String missing(Slot slot, String className) {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        return slot.describe() + " is empty: the submission has no " + simple + ".java of its own, so " + className
                + " is the template's, unchanged, and earns nothing; write it in place of the template's"
                + (slot.required() ? "" : " (optional: it earns nothing empty, and its " + slot.points()
                        + " points still count in the maximum)");
    }

    private static String expect(Slot slot) {
        return slot.expectsBaseline() ? Slot.EXPECT_BASELINE : null;
    }

    private static List<String> otherSlots(Rubric rubric, Slot slot, String className) {
        return rubric.slots().stream().filter(other -> other != slot && other.filledBy(className)).map(Slot::name)
                .toList();
    }

    /**
     * The heuristic types a slot's class may implement: those of the domains of the heuristics found, or of every
     * registered domain when none was found.
     */
    private static String heuristicTypes(List<HeuristicReport> heuristics) {
        List<Domain> domains = heuristics.stream().map(heuristic -> ReportDomains.of(heuristic.domain())).distinct()
                .sorted(Comparator.comparing(Domain::name)).toList();
        return ClassFileHeuristicLocator.heuristicTypes(domains.isEmpty() ? Domains.defaults() : domains);
    }

    /**
     * What an empty slot's message says: what is missing, what to write, and the heuristics {@code found} whose names
     * are near the slot's class ({@link NearestNames}: a typo, another package, another case), {@code types} naming
     * what it should implement.
     */
    private static String empty(Slot slot, GradeRequest request, List<String> found, String types) {
        String what = slot.describe() + " is empty: ";
        if (!slot.anyPackage() && Files.isRegularFile(classFile(request.classesDirectory(), slot.className()))) {
            what += "class " + slot.className() + " exists but is not a heuristic the grader can run; make it a"
                    + " public class with a public no-argument constructor that implements " + types;
        } else {
            String simple = slot.className().substring(slot.className().lastIndexOf('.') + 1);
            what += "no heuristic class " + slot.className() + " was found; write public class " + simple
                    + (slot.anyPackage() ? "" : " in package "
                            + slot.className().substring(0, Math.max(0, slot.className().lastIndexOf('.'))))
                    + ", implementing " + types + ", with a public no-argument constructor";
            List<String> near = NearestNames.of(slot.className(), found, MAX_SUGGESTIONS);
            if (!near.isEmpty()) {
                what += "; did you mean " + String.join(" or ", near) + " (rename the class, or ask for the rubric's"
                        + " name to be changed)?";
            }
        }
        if (!request.heuristicClasses().isEmpty()) {
            what = slot.describe() + " is not graded in this run: grade.heuristics names only "
                    + String.join(", ", request.heuristicClasses()) + "; leave grade.heuristics out to grade every"
                    + " slot";
        }
        return what + (slot.required() ? "" : " (optional: it earns nothing empty, and its "
                + slot.points() + " points still count in the maximum)");
    }

    private static Path classFile(Path classesDirectory, String binaryName) {
        return classesDirectory.resolve(binaryName.replace('.', '/') + ".class");
    }

    /** The heuristic earning nothing, for {@code fill}'s reason, its items' reasons kept. */
    private static HeuristicReport notGraded(HeuristicReport heuristic, SlotFill fill) {
        List<Points> points = heuristic.points().stream()
                .map(item -> new Points(item.item(), 0, 0, "not graded, " + item.reason())).toList();
        return heuristic.inSlot(fill, 0, 0, points);
    }

    /**
     * The heuristic with its points for the slot: its items scaled to the slot's points or, when the slot expects the
     * baseline, the one item {@link Check#EQUALS_BASELINE}, all or nothing. Equal to the baseline everywhere, it is
     * well-formed, 0 at the goal, admissible and consistent; it cannot dominate the baseline nor save effort against
     * it, so those items would only take points a correct answer can never earn. The checks are still shown.
     */
    private static HeuristicReport scaled(HeuristicReport heuristic, Slot slot,
            BaselineEquality equality, ItemScoring scoring) {
        SlotFill fill = new SlotFill(slot.name(), true, null, equality);
        if (slot.expectsBaseline()) {
            boolean equal = equality != null && equality.equal();
            String reason = (equal ? "passed: " : "failed: ") + (equality == null
                    ? "not evaluated to the end (" + heuristic.verdict().id() + ")"
                    : equality.describe(ReportDomains.of(heuristic.domain())));
            return heuristic.inSlot(fill, equal ? slot.points() : 0, slot.points(),
                    List.of(new Points(Check.EQUALS_BASELINE.id(), equal ? slot.points() : 0, slot.points(), reason)));
        }
        List<Points> items = heuristic.points();
        int[] possible = apportion(slot.points(), items.stream().mapToInt(Points::possible).toArray());
        List<Points> points = new ArrayList<>();
        int score = 0;
        for (int i = 0; i < items.size(); i++) {
            Points item = items.get(i);
            int earned = share(possible[i], item.earned(), item.possible());
            // The effort item's reason names its bands' points: the student reads them as the slot gives them.
            String reason = possible[i] != item.possible() && item.item().equals(Check.EFFORT.id())
                    && heuristic.effortSuite() != null
                    ? scoring.effortReasonIn(item.reason(), heuristic.effortSuite().saved(), possible[i])
                    : item.reason();
            points.add(new Points(item.item(), earned, possible[i], reason));
            score += earned;
        }
        return heuristic.inSlot(fill, score, slot.points(), points);
    }

    /** {@code earned} of {@code of}, as a share of {@code scaledPossible}, rounded half up. */
    static int share(int scaledPossible, int earned, int of) {
        if (of == 0 || earned <= 0) {
            return 0;
        }
        if (earned >= of) {
            return scaledPossible;
        }
        return (int) ((2L * scaledPossible * earned + of) / (2L * of));
    }

    /**
     * {@code total} shared out in proportion to {@code weights} by largest remainders: the shares add up to
     * {@code total} exactly; ties go to the earlier item. All zero when the weights add up to 0.
     */
    public static int[] apportion(int total, int[] weights) {
        long sum = 0;
        for (int weight : weights) {
            sum += weight;
        }
        int[] shares = new int[weights.length];
        if (sum == 0) {
            return shares;
        }
        long[] remainders = new long[weights.length];
        long given = 0;
        for (int i = 0; i < weights.length; i++) {
            long exact = (long) total * weights[i];
            shares[i] = (int) (exact / sum);
            remainders[i] = exact % sum;
            given += shares[i];
        }
        for (long left = total - given; left > 0; left--) {
            int largest = 0;
            for (int i = 1; i < weights.length; i++) {
                if (remainders[i] > remainders[largest]) {
                    largest = i;
                }
            }
            shares[largest]++;
            remainders[largest] = -1;
        }
        return shares;
    }
}
