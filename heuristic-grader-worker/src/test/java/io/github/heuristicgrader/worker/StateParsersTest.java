package io.github.heuristicgrader.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.StateParser;
import io.github.heuristicgrader.api.rtg.Facility;
import io.github.heuristicgrader.api.rtg.FacilityParser;
import org.junit.jupiter.api.Test;

/** The domain's parser, as the worker loads it by name. */
class StateParsersTest {

    private static final ClassLoader LOADER = StateParsersTest.class.getClassLoader();

    @Test
    void loadsTheNamedParserAndParsesThroughIt() {
        StateParser<?> parser = StateParsers.load(FacilityParser.class.getName(), LOADER);

        assertEquals(Facility.parse("3:33"), parser.parse("3:33"));
    }

    @Test
    void refusesAClassThatIsNoParser() {
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class,
                () -> StateParsers.load(String.class.getName(), LOADER));
        assertTrue(thrown.getMessage().contains("no public concrete"), thrown.getMessage());
        thrown = assertThrows(IllegalArgumentException.class,
                () -> StateParsers.load("edu.example.Missing", LOADER));
        assertTrue(thrown.getMessage().contains("not on the worker's class path"), thrown.getMessage());
    }
}
