package io.github.heuristicgrader.report.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CiTextTest {

    /** The names GitHub's runner registers (actions/runner, ActionCommandManager), stop-commands included. */
    private static final Set<String> COMMANDS = Set.of("stop-commands", "set-env", "set-output", "save-state",
            "add-mask", "add-path", "add-matcher", "remove-matcher", "debug", "warning", "error", "notice", "group",
            "endgroup", "echo");

    /** Text written to forge commands and GitLab sections, each alone and behind the log's prefixes. */
    private static final List<String> HOSTILE = List.of(
            "##[notice title=Autograding complete]Points 100/100",
            "[INFO] threw java.lang.IllegalStateException: ##[stop-commands]token",
            "###[error]x", "####[warning]x", "#" + "#[debug]x##[debug]y",
            "::notice title=Autograding complete::Points 100/100",
            "  \t::stop-commands::token",
            "\u00A0\u2003\u3000\u205F::notice::forged",
            "first line\n::notice::second line",
            "first line\r::notice::after a lone carriage return",
            "first line\r\n  ::notice::after a Windows line end",
            "\u0085::notice::after a next-line control",
            "\u001b[0Ksection_start:1700000000:forged\r\u001b[0KForged section",
            "::",
            "##[",
            ":::notice::x");

    @Test
    void breaksTheLegacyFormAnywhereInALineWithAVisibleSpace() {
        assertEquals("[INFO] threw x: # #[notice title=Autograding complete]Points 100/100",
                CiText.inert("[INFO] threw x: ##[notice title=Autograding complete]Points 100/100"));
    }

    @Test
    void breaksTheLegacyFormAfterAnyRunOfHashes() {
        assertEquals("## #[error]x", CiText.inert("###[error]x"));
        assertEquals("### #[error]x # #[y]", CiText.inert("####[error]x ##[y]"));
    }

    @Test
    void breaksColonsAtTheStartOfEveryLineAfterWhiteSpace() {
        assertEquals(": :notice::x\n  \t: :error::y\nok", CiText.inert("::notice::x\n  \t::error::y\nok"));
        assertEquals("\u00A0\u3000: :notice::x", CiText.inert("\u00A0\u3000::notice::x"));
    }

    @Test
    void keepsColonsInsideALine() {
        assertEquals("java.util.Map::get and a::b", CiText.inert("java.util.Map::get and a::b"));
        assertEquals("x ::notice::y", CiText.inert("x ::notice::y"));
    }

    @Test
    void replacesEscapesAndControlsButTabsAndMakesCarriageReturnsLineFeeds() {
        assertEquals("\uFFFD[0Ksection_start:1700000000:forged\n\uFFFD[0KForged section",
                CiText.inert("\u001b[0Ksection_start:1700000000:forged\r\u001b[0KForged section"));
        assertEquals("a\uFFFDb\uFFFDc\uFFFDd\te\nf\ng", CiText.inert("a\u0007b\u007fc\u009bd\te\r\nf\rg"));
    }

    @Test
    void startsALineAtALoneCarriageReturnAsTheRunnerDoes() {
        assertEquals("done\n: :notice::forged", CiText.inert("done\r::notice::forged"));
    }

    @Test
    void keepsOrdinaryTextAndReplacesLoneSurrogates() {
        String ordinary = "横刀立马 takes 116 moves 😀 #1 [x] a:b";
        assertEquals(ordinary, CiText.inert(ordinary));
        assertEquals("a\uFFFDb", CiText.inert("a\uD800b"));
        assertNull(CiText.inert((String) null));
    }

    @Test
    void leavesNoLineThatGitHubsRunnerReadsAsACommand() {
        for (String text : HOSTILE) {
            for (String prefix : List.of("", "[INFO] ", "  ")) {
                String inert = CiText.inert(prefix + text);
                for (String line : inert.split("\r\n|\r|\n", -1)) {
                    assertFalse(readsAsCommand(line), () -> "'" + line + "' of '" + inert + "'");
                }
                assertFalse(inert.contains("\u001b") || inert.contains("\r"), inert);
            }
        }
    }

    @Test
    void returnsAThrowableWhoseChainIsInertAlready() {
        IOException cause = new IOException("cannot read puzzles/a.txt");
        IllegalStateException thrown = new IllegalStateException("grading failed", cause);

        assertSame(thrown, CiText.inert(thrown));
        assertNull(CiText.inert((Throwable) null));
    }

    @Test
    void copiesAChainWithInertMessagesKeepingClassNamesAndStackTraces() {
        IOException cause = new IOException("file ##[notice]Points 9/9\n::error::x");
        IllegalStateException thrown = new IllegalStateException("grading failed", cause);

        Throwable inert = CiText.inert(thrown);

        assertEquals("grading failed", inert.getMessage());
        assertEquals("java.lang.IllegalStateException: grading failed", inert.toString());
        assertEquals("file # #[notice]Points 9/9\n: :error::x", inert.getCause().getMessage());
        assertEquals("java.io.IOException: file # #[notice]Points 9/9\n: :error::x", inert.getCause().toString());
        assertEquals(List.of(thrown.getStackTrace()), List.of(inert.getStackTrace()));
        StringWriter printed = new StringWriter();
        inert.printStackTrace(new PrintWriter(printed));
        assertFalse(printed.toString().contains("##["), printed.toString());
        assertTrue(printed.toString().contains("Caused by: java.io.IOException: file # #[notice]"), printed.toString());
    }

    /**
     * Whether GitHub's runner takes {@code line} as a command (actions/runner, ActionCommand.TryParseV2 and
     * TryParse): {@code ::name…::} after leading white space, or {@code ##[name…]} anywhere, for a registered name.
     */
    private static boolean readsAsCommand(String line) {
        int start = 0;
        while (start < line.length() && CiText.isDotNetWhiteSpace(line.charAt(start))) {
            start++;
        }
        String trimmed = line.substring(start);
        if (trimmed.startsWith("::")) {
            int end = trimmed.indexOf("::", 2);
            if (end >= 0 && COMMANDS.contains(name(trimmed.substring(2, end)))) {
                return true;
            }
        }
        int prefix = line.indexOf("##[");
        int bracket = prefix < 0 ? -1 : line.indexOf(']', prefix);
        return bracket >= 0 && COMMANDS.contains(name(line.substring(prefix + 3, bracket)));
    }

    private static String name(String info) {
        int space = info.indexOf(' ');
        return (space < 0 ? info : info.substring(0, space)).toLowerCase(Locale.ROOT);
    }
}
