package io.github.heuristicgrader.submissions;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes one class run may inflate from all its zipped submissions together, drawn on by every submission read
 * (on any thread) as it inflates, counted by the bytes that come out of the inflater, never by the sizes a zip
 * declares.
 *
 * <p>Each submission is bounded on its own ({@link SubmissionSources#MAX_TOTAL_BYTES}); this bounds the run whatever
 * the number of submissions. An honest submission's sources take kilobytes, so a class of thousands stays far below
 * {@link #CLASS_RUN_BYTES}; a run that reaches it has had 64 submissions at the largest a submission may be.
 */
public final class ReadingBudget {

    /**
     * The bytes a class run inflates at most: 1 GiB, 64 submissions of {@link SubmissionSources#MAX_TOTAL_BYTES}
     * each, about a CPU second of inflating.
     */
    public static final long CLASS_RUN_BYTES = 1L << 30;

    private final long limit;
    private final AtomicLong inflated = new AtomicLong();

    /** A budget of {@code limit} bytes inflated in all. */
    public ReadingBudget(long limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("a negative budget: " + limit);
        }
        this.limit = limit;
    }

    /** The budget of one class run: {@link #CLASS_RUN_BYTES}. */
    public static ReadingBudget forClassRun() {
        return new ReadingBudget(CLASS_RUN_BYTES);
    }

    /** The bytes inflated so far, by every submission read against this budget. */
    public long inflated() {
        return inflated.get();
    }

    /**
     * Counts {@code bytes} more inflated.
     *
     * @throws Spent when the run's bytes inflated, these included, are over the budget
     */
    void take(long bytes) throws Spent {
        if (inflated.addAndGet(bytes) > limit) {
            throw new Spent("the class run has inflated " + (limit >= 1 << 20 ? (limit >> 20) + " MiB" : limit
                    + " bytes") + " from zipped submissions, its budget: this submission was not read; a later run"
                    + " grades it");
        }
    }

    /**
     * The run's budget is spent: the submission being read is not at fault and is not graded in this run (a later
     * run, which skips the students already graded, grades it).
     */
    public static final class Spent extends IOException {
        private static final long serialVersionUID = 1L;

        Spent(String message) {
            super(message);
        }
    }
}
