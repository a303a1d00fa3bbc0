package io.github.heuristicgrader.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Test;

class InertLogTest {

    private static final String FORGED = "##[notice title=Autograding complete]Points 100/100\n::error::x\r\u001b[0K";
    private static final String INERT = "# #[notice title=Autograding complete]Points 100/100\n: :error::x\n\uFFFD[0K";

    private final RecordingLog recorded = new RecordingLog();
    private final InertLog log = new InertLog(recorded);

    @Test
    void makesEveryLevelsMessageInert() {
        log.debug(FORGED);
        log.info(FORGED);
        log.warn(FORGED);
        log.error(FORGED);

        assertEquals(List.of("debug " + INERT, "info " + INERT, "warn " + INERT, "error " + INERT), recorded.lines);
    }

    @Test
    void makesALoggedThrowablesMessagesInert() {
        IllegalStateException thrown = new IllegalStateException(FORGED, new RuntimeException(FORGED));

        log.info("threw", thrown);
        log.warn(thrown);
        log.error("threw", thrown);
        log.debug(thrown);

        assertEquals(4, recorded.errors.size());
        for (Throwable logged : recorded.errors) {
            assertEquals(INERT, logged.getMessage());
            assertEquals(INERT, logged.getCause().getMessage());
            assertTrue(logged.toString().startsWith("java.lang.IllegalStateException: # #["), logged::toString);
        }
    }

    @Test
    void passesOrdinaryTextAndThrowablesThrough() {
        IllegalStateException thrown = new IllegalStateException("grading failed");

        log.info("Score: 85/100. Report: target/grade/index.html", thrown);
        log.info((CharSequence) null);

        assertEquals(List.of("info Score: 85/100. Report: target/grade/index.html", "info null"), recorded.lines);
        assertSame(thrown, recorded.errors.get(0));
    }

    /** Keeps every line and throwable logged, at every level, as {@code level text}. */
    private static final class RecordingLog extends SystemStreamLog {
        final List<String> lines = new ArrayList<>();
        final List<Throwable> errors = new ArrayList<>();

        @Override
        public boolean isDebugEnabled() {
            return true;
        }

        private void record(String level, CharSequence content, Throwable error) {
            if (content != null || error == null) {
                lines.add(level + " " + content);
            }
            if (error != null) {
                errors.add(error);
            }
        }

        @Override
        public void debug(CharSequence content) {
            record("debug", content, null);
        }

        @Override
        public void debug(Throwable error) {
            record("debug", null, error);
        }

        @Override
        public void info(CharSequence content) {
            record("info", content, null);
        }

        @Override
        public void info(CharSequence content, Throwable error) {
            record("info", content, error);
        }

        @Override
        public void warn(CharSequence content) {
            record("warn", content, null);
        }

        @Override
        public void warn(Throwable error) {
            record("warn", null, error);
        }

        @Override
        public void error(CharSequence content) {
            record("error", content, null);
        }

        @Override
        public void error(CharSequence content, Throwable error) {
            record("error", content, error);
        }
    }
}
