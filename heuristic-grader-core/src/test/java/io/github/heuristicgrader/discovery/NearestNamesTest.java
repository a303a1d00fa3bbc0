package io.github.heuristicgrader.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class NearestNamesTest {

    private static final List<String> PROJECT = List.of("edu.example.huarongdao.ManhattanHeuristic",
            "edu.example.huarongdao.BlockedExitHeuristic", "edu.example.huarongdao.Board",
            "edu.example.huarongdao.BlockedExitHeuristic$Cache", "edu.example.util.Tables");

    @Test
    void findsTheSameNameInAnotherCase() {
        assertEquals(List.of("edu.example.huarongdao.ManhattanHeuristic"),
                NearestNames.of("edu.example.huarongdao.manhattanheuristic", PROJECT, 3));
    }

    @Test
    void findsTheSameSimpleNameInAnotherPackage() {
        assertEquals(List.of("edu.example.huarongdao.ManhattanHeuristic"),
                NearestNames.of("edu.example.ManhattanHeuristic", PROJECT, 3));
    }

    @Test
    void findsATypoInTheSimpleNameEvenInAWrongPackage() {
        assertEquals(List.of("edu.example.huarongdao.BlockedExitHeuristic"),
                NearestNames.of("edu.example.BlockExitHeuristik", PROJECT, 3));
    }

    @Test
    void findsATypoInThePackage() {
        assertEquals(List.of("edu.example.huarongdao.ManhattanHeuristic"),
                NearestNames.of("edu.exmaple.huarongdoa.ManhattanHeuristic", PROJECT, 3));
    }

    @Test
    void comparesAnUnqualifiedNameWithTheSimpleNames() {
        assertEquals(List.of("edu.example.huarongdao.ManhattanHeuristic"),
                NearestNames.of("ManhatanHeuristic", PROJECT, 3));
    }

    @Test
    void suggestsNothingFarAndNeverTheNameItself() {
        assertEquals(List.of(), NearestNames.of("edu.example.huarongdao.PatternDatabaseHeuristic", PROJECT, 3));
        assertEquals(List.of(), NearestNames.of("edu.example.huarongdao.Board", List.of("edu.example.huarongdao.Board"),
                3));
        assertEquals(List.of(), NearestNames.of("x.Tab", List.of("x.Tub"), 3), "a short name must match but for case");
    }

    @Test
    void listsTheNearestFirstAndAtMostAsManyAsAsked() {
        List<String> candidates = List.of("p.Heuristic1", "p.Heuristic12", "p.heuristic", "p.Heuristics");
        assertEquals(List.of("p.heuristic", "p.Heuristic1"), NearestNames.of("p.Heuristic", candidates, 2));
    }

    @Test
    void countsLettersAddedDroppedOrChanged() {
        assertEquals(0, NearestNames.edits("abc", "abc"));
        assertEquals(1, NearestNames.edits("abc", "abd"));
        assertEquals(1, NearestNames.edits("abc", "ab"));
        assertEquals(2, NearestNames.edits("manhatan", "manhattan1"));
        assertEquals(3, NearestNames.edits("kitten", "sitting"));
    }
}
