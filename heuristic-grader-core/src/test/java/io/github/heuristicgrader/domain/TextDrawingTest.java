package io.github.heuristicgrader.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.heuristicgrader.domain.token.TokenDomain;
import io.github.heuristicgrader.spi.Domain;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The drawing a domain gets when it draws nothing of its own: its states' compact text. */
class TextDrawingTest {

    private static final Domain STRIP = new TokenDomain(6);
    private static final Pattern CHARACTER = Pattern.compile("<text (class=\"hg-text-changed\")?[^>]*>([^<]*)</text>");

    @Test
    void aDomainThatDrawsNothingIsDrawnAsItsText() {
        assertEquals("io.github.heuristicgrader.spi.TextDrawing", STRIP.drawing().getClass().getName());
        assertEquals(List.of("x..x.."), STRIP.drawing().rows("  x..x..  "), "the compact text of what parse reads");
        assertEquals(List.of("no strip"), STRIP.drawing().rows("no strip"), "other text as it is");
    }

    @Test
    void drawsEachCharacterOfTheCompactTextAndMarksThoseThatChanged() {
        String svg = STRIP.drawing().svg("x..x..", ".x.x..");

        assertTrue(svg.startsWith("<svg class=\"hg-text-state\" viewBox=\"0 0 "), svg);
        assertTrue(svg.contains("aria-label=\"x..x..\""), svg);
        StringBuilder drawn = new StringBuilder();
        StringBuilder changed = new StringBuilder();
        Matcher character = CHARACTER.matcher(svg);
        while (character.find()) {
            drawn.append(character.group(2));
            changed.append(character.group(1) == null ? '-' : '^');
        }
        assertEquals("x..x..", drawn.toString());
        assertEquals("^^----", changed.toString(), "the two cells the token left and entered");
        assertFalse(STRIP.drawing().svg("x..x..", null).contains("hg-text-changed"), "nothing marked without a move");
        assertTrue(STRIP.drawing().css().contains("svg.hg-text-state"), STRIP.drawing().css());
    }

    @Test
    void textThatIsNoStateIsEscapedCode() {
        assertEquals("<code>&lt;script&gt;alert(1)&lt;/script&gt;</code>",
                STRIP.drawing().svg("<script>alert(1)</script>", null));
        assertEquals("<code></code>", STRIP.drawing().svg(null, null));
    }
}
