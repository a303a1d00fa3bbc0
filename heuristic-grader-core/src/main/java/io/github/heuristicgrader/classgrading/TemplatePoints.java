package io.github.heuristicgrader.classgrading;

import io.github.heuristicgrader.report.classreport.StudentGrade;
import io.github.heuristicgrader.grading.GradingException;
import java.util.ArrayList;
import java.util.List;

/**
 * The slot points the template earns alone, graded as a submission with nothing of the student's: a submission's
 * files are placed over the template's, so a submission without a slot's class would get the template's points for
 * it. A template whose slots earn nothing (each slot's class a stub that compiles and throws) gives nobody points.
 *
 * @param earning the slots that earn points in the template's grade, in its report's order; empty when none does
 */
public record TemplatePoints(List<SlotEarning> earning) {

    /** Copies the list. */
    public TemplatePoints {
        earning = List.copyOf(earning);
    }

    /**
     * One slot that earns points in the template's grade.
     *
     * @param slot the slot's name, as the rubric gives it
     * @param className the class graded in it, or null when the report does not name it
     * @param earned the points the template's class earns there
     * @param possible the slot's points
     */
    public record SlotEarning(String slot, String className, int earned, int possible) {
    }

    /**
     * The slots of {@code template}'s grade that earn points, each with the class graded in it.
     *
     * @throws GradingException when the template's report could not be read (its problem is said)
     */
    public static TemplatePoints of(StudentGrade template) throws GradingException {
        if (!template.read()) {
            throw new GradingException("the template's grade cannot be read, so whether it earns slot points alone"
                    + " is not known: " + template.problem());
        }
        List<SlotEarning> earning = new ArrayList<>();
        for (StudentGrade.Scored slot : template.slots()) {
            if (slot.earned() > 0) {
                String className = template.verdicts().stream().filter(verdict -> slot.name().equals(verdict.slot()))
                        .map(StudentGrade.HeuristicVerdict::heuristic).findFirst().orElse(null);
                earning.add(new SlotEarning(slot.name(), className, slot.earned(), slot.possible()));
            }
        }
        return new TemplatePoints(earning);
    }

    /** Whether the template earns no slot points alone. */
    public boolean none() {
        return earning.isEmpty();
    }

    /** The slots and their points, as {@code slot 'manhattan' (class x.ManhattanHeuristic) earns 20 of 20 points}. */
    public String slots() {
        List<String> lines = new ArrayList<>();
        for (SlotEarning slot : earning) {
            lines.add("slot '" + slot.slot() + "'" + (slot.className() == null ? "" : " (class " + slot.className()
                    + ")") + " earns " + slot.earned() + " of " + slot.possible() + " points");
        }
        return String.join("; ", lines);
    }

    /**
     * The line that says the template's slot points are given, as {@code allowSetting} allowed: what every
     * submission without these classes gets.
     */
    public String given(String allowSetting) {
        return "The template alone earns slot points, which every submission without these classes gets ("
                + allowSetting + "): " + slots();
    }

    /**
     * Refuses a template that earns slot points alone unless {@code allowed}: the message names each slot, its class
     * and its points, how to stub the class, and {@code allowSetting}, the setting that allows it where the check ran
     * ({@code -Dgrade.templateMayEarnPoints=true}, a kit's flag).
     *
     * @throws GradingException when the template earns slot points alone and that is not allowed
     */
    public void refuseUnless(boolean allowed, String allowSetting) throws GradingException {
        if (none() || allowed) {
            return;
        }
        throw new GradingException("the template alone earns slot points, which every submission without these"
                + " classes would get from it: " + slots() + ". Replace each of these classes in the template by a"
                + " stub that compiles (its estimate throwing UnsupportedOperationException, say), or, for a"
                + " template meant to give these points, set " + allowSetting);
    }
}
