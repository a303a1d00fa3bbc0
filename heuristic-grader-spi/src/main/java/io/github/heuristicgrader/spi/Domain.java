package io.github.heuristicgrader.spi;

/**
 * One puzzle the grader grades heuristics for, every state of which fits in a {@code long}: the seam between the
 * rules and words of one puzzle and the puzzle-independent state space, checks, search, fork, grading and reports.
 *
 * <p>Its parts, each to read on its own: {@link DomainWords} (names and words), {@link DomainRules} (states, moves,
 * costs, goals, texts), {@link StudentStates} (what the student's JVM gets), {@link GradingDefaults} (the baseline and
 * the effort suite's distances) and {@link DomainDrawing}. Two instances with the same settings are equal
 * ({@code equals} and {@code hashCode}), so that the grader builds each state database once. A domain is opened
 * through the grader's registry ({@code Domains}, which finds each {@link DomainProvider}); opening is cheap, the
 * work is in {@link #states}.
 *
 * <p>The domain declares what the student's JVM gets of it ({@link #studentSide}): its state type, and the parser
 * that reads {@link #format} text into a state equal to {@link #studentState} of the same key, through which alone
 * the worker in the student's JVM rebuilds states from text, and the packages of both. A domain may come from a jar
 * of an instructor's own, in packages of its own, put on the plugin's {@code <dependencies>}.
 */
public interface Domain extends DomainWords, DomainRules, StudentStates, GradingDefaults, DomainDrawing {
}
