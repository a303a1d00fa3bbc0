package io.github.heuristicgrader.report;

import io.github.heuristicgrader.checks.CheckResults;
import io.github.heuristicgrader.search.SearchEffort;
import java.util.List;

/**
 * Everything one grading run found: the model both report writers draw. Lists are sorted so that reruns give the
 * same files. See README.md, "Report reference", for the meaning of each field.
 *
 * @param schemaVersion {@link #SCHEMA_VERSION}
 * @param generator the grader's name and version
 * @param score points earned by all heuristics
 * @param maxScore points possible
 * @param passed whether every heuristic's verdict is {@link Verdict#PASSED} and the score reaches the minimum
 * @param database the state database the checks ran on
 * @param suite the A* puzzles, with the reference heuristics' effort
 * @param heuristics one entry per graded heuristic, by class name
 */
public record GradeReport(int schemaVersion, String generator, int score, int maxScore, boolean passed,
        StateDatabase database, List<SuitePuzzle> suite, List<HeuristicReport> heuristics) {

    /** The version of this report's structure; raised when a field changes meaning or goes away. */
    public static final int SCHEMA_VERSION = 1;

    /**
     * The state database.
     *
     * @param domain the puzzle, {@code huarongdao}
     * @param pieceSet the pieces of every layout, in words
     * @param layouts layouts enumerated
     * @param solvable layouts from which a goal can be reached
     * @param goals goal layouts
     * @param maxDistance the largest exact distance
     * @param moves moves between layouts, each direction counted
     */
    public record StateDatabase(String domain, String pieceSet, int layouts, int solvable, int goals,
            int maxDistance, int moves) {
    }

    /**
     * One A* puzzle of the suite and what the reference heuristics cost on it.
     *
     * @param puzzle its name
     * @param layout its compact text
     * @param optimum the exact moves of an optimal solution
     * @param reachable layouts reachable from it
     * @param zero A* with h = 0 (uniform-cost search)
     * @param manhattan A* with Manhattan distance
     * @param exact A* with the exact distance as heuristic
     */
    public record SuitePuzzle(String puzzle, String layout, int optimum, int reachable, SearchEffort zero,
            SearchEffort manhattan, SearchEffort exact) {
    }

    /**
     * Everything about one heuristic.
     *
     * @param name the class name
     * @param domain the puzzle, {@code huarongdao}
     * @param verdict the overall outcome
     * @param message one line saying why, for people
     * @param layouts layouts evaluated (0 when the heuristic could not be run)
     * @param solvable solvable layouts the checks ran on
     * @param nanosPerEvaluation mean wall time of one call, in nanoseconds, or null when not run
     * @param checks the checks, or null when the heuristic could not be run to the end
     * @param effort A* on each suite puzzle, or empty when the heuristic failed on some layout
     * @param score points earned
     * @param maxScore points possible
     * @param points how each point was earned or lost
     * @param failure what went wrong running the heuristic, or null
     */
    public record HeuristicReport(String name, String domain, Verdict verdict, String message, int layouts,
            int solvable, Double nanosPerEvaluation, CheckResults checks, List<PuzzleEffort> effort, int score,
            int maxScore, List<Points> points, Failure failure) {
    }

    /**
     * A* with the student's heuristic on one suite puzzle, next to Manhattan.
     *
     * @param puzzle the suite puzzle's name
     * @param layout its compact text
     * @param optimal whether the solution found was optimal
     * @param cost moves in the solution found
     * @param expanded layouts expanded
     * @param generated layouts generated
     * @param fBelowOptimal reachable layouts with g* + h &lt; C*
     * @param fAtMostOptimal reachable layouts with g* + h ≤ C*
     * @param manhattan the same figures for Manhattan distance
     */
    public record PuzzleEffort(String puzzle, String layout, boolean optimal, int cost, long expanded,
            long generated, long fBelowOptimal, long fAtMostOptimal, SearchEffort manhattan) {
    }

    /**
     * Points for one rubric item.
     *
     * @param item the rubric item, such as {@code admissible}
     * @param earned points earned
     * @param possible points possible
     * @param reason why, in one line
     */
    public record Points(String item, int earned, int possible, String reason) {
    }

    /**
     * What went wrong running a heuristic.
     *
     * @param kind what happened, such as {@code exception}, {@code timeout}, {@code exit}
     * @param layout the layout being evaluated, or null
     * @param detail the exception and the student's stack frames, or the exit code
     * @param output the last lines the heuristic printed, or null
     */
    public record Failure(String kind, String layout, String detail, String output) {
    }
}
