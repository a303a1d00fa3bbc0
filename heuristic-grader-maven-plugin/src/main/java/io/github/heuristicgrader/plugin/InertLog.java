package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.report.ci.CiText;
import org.apache.maven.plugin.logging.Log;

/**
 * A Maven {@link Log} whose every message, and every logged throwable's message, is made inert for CI log parsers
 * ({@link CiText}) before it reaches the log it wraps: the goal's whole log goes through it, since much of it quotes
 * the student (class names, exception and test text, the POM's settings).
 */
final class InertLog implements Log {

    private final Log log;

    InertLog(Log log) {
        this.log = log;
    }

    private static CharSequence inert(CharSequence content) {
        return content == null ? null : CiText.inert(content.toString());
    }

    @Override
    public boolean isDebugEnabled() {
        return log.isDebugEnabled();
    }

    @Override
    public void debug(CharSequence content) {
        log.debug(inert(content));
    }

    @Override
    public void debug(CharSequence content, Throwable error) {
        log.debug(inert(content), CiText.inert(error));
    }

    @Override
    public void debug(Throwable error) {
        log.debug(CiText.inert(error));
    }

    @Override
    public boolean isInfoEnabled() {
        return log.isInfoEnabled();
    }

    @Override
    public void info(CharSequence content) {
        log.info(inert(content));
    }

    @Override
    public void info(CharSequence content, Throwable error) {
        log.info(inert(content), CiText.inert(error));
    }

    @Override
    public void info(Throwable error) {
        log.info(CiText.inert(error));
    }

    @Override
    public boolean isWarnEnabled() {
        return log.isWarnEnabled();
    }

    @Override
    public void warn(CharSequence content) {
        log.warn(inert(content));
    }

    @Override
    public void warn(CharSequence content, Throwable error) {
        log.warn(inert(content), CiText.inert(error));
    }

    @Override
    public void warn(Throwable error) {
        log.warn(CiText.inert(error));
    }

    @Override
    public boolean isErrorEnabled() {
        return log.isErrorEnabled();
    }

    @Override
    public void error(CharSequence content) {
        log.error(inert(content));
    }

    @Override
    public void error(CharSequence content, Throwable error) {
        log.error(inert(content), CiText.inert(error));
    }

    @Override
    public void error(Throwable error) {
        log.error(CiText.inert(error));
    }
}
