package io.github.heuristicgrader.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import edu.example.token.Strip;
import edu.example.token.StripParser;
import io.github.heuristicgrader.api.huarongdao.Board;
import io.github.heuristicgrader.domain.token.TokenDomain;
import io.github.heuristicgrader.engine.StateSpace;
import io.github.heuristicgrader.puzzles.huarongdao.HuarongdaoPuzzle;
import io.github.heuristicgrader.spi.Domain;
import io.github.heuristicgrader.spi.DomainProvider;
import io.github.heuristicgrader.spi.StudentSide;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class DomainsTest {

    @Test
    void refusesADomainThatHandsTheStudentAPackageOfTheGraders() {
        for (String graders : List.of(StateSpace.class.getPackageName(), "java.lang")) {
            StudentSide side = new StudentSide(Strip.class, StripParser.class,
                    new TreeSet<>(List.of("edu.example.token", graders)));
            Domain token = new TokenDomain(6);
            Domain handing = (Domain) Proxy.newProxyInstance(Domain.class.getClassLoader(),
                    new Class<?>[] {Domain.class}, (proxy, method, arguments) -> method.getName().equals("studentSide")
                            ? side : method.invoke(token, arguments));

            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> Domains.checked(handing));
            assertTrue(refused.getMessage().contains(graders), refused.getMessage());
        }
    }

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
    void refusesTwoDomainsOfOneStateType() {
        // A second jar registering a domain of its own for Board would take over every Heuristic<Board>.
        Domain impostor = (Domain) Proxy.newProxyInstance(Domain.class.getClassLoader(),
                new Class<?>[] {Domain.class}, (proxy, method, arguments) -> switch (method.getName()) {
                    case "name" -> "aaa";
                    case "studentStateType" -> Board.class;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Domains.checkOneDomainPerStateType(List.of(impostor, HuarongdaoPuzzle.standard())));
        assertTrue(e.getMessage().contains(Board.class.getName()), e.getMessage());
        Domains.checkOneDomainPerStateType(Domains.defaults());
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
    void namesTheOneRegisteredDomainAndNoneOfSeveral() {
        DomainProvider token = new TokenDomain.Provider();
        assertEquals(Optional.of(new TokenDomain(TokenDomain.DEFAULT_CELLS)), Domains.soleOf(List.of(token)));
        assertEquals(Optional.empty(), Domains.soleOf(List.of(token, new HuarongdaoPuzzle.Provider())));
        assertEquals(Optional.empty(), Domains.soleOf(List.of()));
        assertEquals(Optional.empty(), Domains.sole(), "three are registered here: " + Domains.names());
    }

    @Test
    void everyDefaultDomainOpensUnderItsOwnName() {
        for (Domain domain : Domains.defaults()) {
            assertEquals(domain, Domains.open(domain.name()));
        }
    }
}
