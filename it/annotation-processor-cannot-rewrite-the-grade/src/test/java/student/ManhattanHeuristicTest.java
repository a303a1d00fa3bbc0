package student;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

/** A test to compile: without test sources, testCompile runs no javac and so no processor. */
class ManhattanHeuristicTest {

    @Test
    void isAHeuristic() {
        assertNotNull(new ManhattanHeuristic());
    }
}
