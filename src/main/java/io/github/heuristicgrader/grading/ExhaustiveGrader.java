package io.github.heuristicgrader.grading;

/** Grades heuristics exactly, on every layout of the state database. */
public final class ExhaustiveGrader implements Grader {

    @Override
    public GradeOutcome grade(GradeRequest request) throws GradingException {
        throw new GradingException("work in progress");
    }
}
