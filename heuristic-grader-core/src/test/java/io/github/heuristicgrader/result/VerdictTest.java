package io.github.heuristicgrader.result;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class VerdictTest {

    @Test
    void valuesProveNothingExactlyWhenTheyAreMissingOrDoNotRepeat() {
        assertEquals(List.of(Verdict.NONDETERMINISTIC, Verdict.THREW, Verdict.TIMED_OUT, Verdict.CRASHED,
                Verdict.TAMPERED, Verdict.NOT_LOADABLE, Verdict.GRADE_TIME_LIMIT),
                Arrays.stream(Verdict.values()).filter(Verdict::provesNothing).toList());
    }
}
