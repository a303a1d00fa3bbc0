package io.github.heuristicgrader.report.classreport;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StudentIdsTest {

    @Test
    void acceptsIdsOfGradescopeAndClassroomExports() {
        for (String id : new String[] {"submission_123456", "hw1-octocat", "ana.lee@uni.edu", "s1", "A+B"}) {
            assertTrue(StudentIds.valid(id), id);
        }
    }

    @Test
    void rejectsPathsDotsFormulasOptionsAndMarkup() {
        for (String id : new String[] {"../x", "..", ".", "a/b", "a\\b", "", "=1+1", "+1", "-rf", "@SUM(A1)",
                "<script>", "a b", "x\n", "é", "a".repeat(129)}) {
            assertFalse(StudentIds.valid(id), id);
        }
    }
}
