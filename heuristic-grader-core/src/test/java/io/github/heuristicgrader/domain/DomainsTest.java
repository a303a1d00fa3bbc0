package io.github.heuristicgrader.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.domain.huarongdao.HuarongdaoPuzzle;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DomainsTest {

    @Test
    void findsHuarongdaoThroughItsServicesFile() {
        assertTrue(Domains.names().contains("huarongdao"), Domains.names().toString());
        assertEquals(HuarongdaoPuzzle.standard(), Domains.open("huarongdao"));
    }

    @Test
    void findsADomainByItsStudentStateType() {
        assertEquals("huarongdao", Domains.byStudentStateType(Board.class.getName()).orElseThrow().name());
        assertTrue(Domains.byStudentStateType(String.class.getName()).isEmpty());
    }

    @Test
    void namesTheRegisteredDomainsWhenAskedForAnUnknownOne() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Domains.open("sokoban"));
        assertTrue(e.getMessage().contains("sokoban") && e.getMessage().contains("huarongdao"), e.getMessage());
    }

    @Test
    void refusesASettingTheDomainDoesNotKnow() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Domains.open("huarongdao", Map.of("pairs", "3")));
        assertTrue(e.getMessage().contains("pairs"), e.getMessage());
    }

    @Test
    void everyDefaultDomainOpensUnderItsOwnName() {
        for (Domain domain : Domains.defaults()) {
            assertEquals(domain, Domains.open(domain.name()));
        }
    }
}
