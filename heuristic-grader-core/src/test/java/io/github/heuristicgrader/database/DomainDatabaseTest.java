package io.github.heuristicgrader.database;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.oneway.OneWayGraph;
import io.github.heuristicgrader.engine.DomainContractException;
import io.github.heuristicgrader.rubric.Rubric;
import io.github.heuristicgrader.spi.Domain;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DomainDatabaseTest {

    @Test
    void refusesADomainThatBreaksItsContractAsASetupErrorNamingTheStates() {
        OneWayGraph graph = new OneWayGraph(7);
        // The graph's own rules, but texts that fall as the keys rise: the key-order rule is broken.
        Domain reversedTexts = (Domain) Proxy.newProxyInstance(Domain.class.getClassLoader(),
                new Class<?>[] {Domain.class}, (proxy, method, arguments) -> {
                    if (method.getName().equals("format")) {
                        return "s" + (999 - (long) arguments[0]);
                    }
                    try {
                        return method.invoke(graph, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });

        StateDatabaseException refused = assertThrows(StateDatabaseException.class,
                () -> DomainDatabase.build(reversedTexts, Map.of(), Rubric.standard()));

        assertInstanceOf(DomainContractException.class, refused.getCause());
        assertTrue(refused.getMessage().startsWith("The domain " + graph.name() + " breaks Domain's contract, so"
                + " nothing of it can be graded: the "), refused.getMessage());
        assertTrue(refused.getMessage().contains("keys do not compare as its texts do"), refused.getMessage());
    }
}
