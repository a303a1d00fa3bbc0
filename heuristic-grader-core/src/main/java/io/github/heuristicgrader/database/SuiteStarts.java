package io.github.heuristicgrader.database;

import io.github.heuristicgrader.result.GradeReport.Refusal;
import io.github.heuristicgrader.result.GradeReport.UnreadPuzzleFile;
import io.github.heuristicgrader.spi.Domain;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The A* suites' starts: each graded domain's classic states, then one puzzle per instructor's file, in the first
 * graded domain whose {@link Domain#parse} reads it. A file that gives no puzzle is left out and recorded with each
 * domain's reason ({@link #unread()}); the other files and the grade go on without it.
 *
 * <p>A puzzle file is UTF-8, with or without a byte-order mark. A line whose first character other than white space
 * is {@code #} is a comment, which no domain reads (no domain's text starts a line with {@code #}); two comments say
 * something: {@code # title: …} names the puzzle (else it is named by the file name without its extension) and
 * {@code # source: …} says where it comes from. Comment lines are handed to the domain as empty lines, so that a
 * domain's message counts lines as the file does.
 */
public final class SuiteStarts {

    /** The byte-order mark some editors (Windows Notepad) put at the start of a UTF-8 file, decoded. */
    private static final String BYTE_ORDER_MARK = "\uFEFF";

    private static final Pattern COMMENT = Pattern.compile("^\\s*#(.*)$");
    private static final Pattern NAMED_COMMENT = Pattern.compile("\\s*(title|source)\\s*:(.*)",
            Pattern.CASE_INSENSITIVE);

    /**
     * One start of a suite.
     *
     * @param state the domain's key of the start state
     * @param file the name of the puzzle file it was read from, without its directory; null for a classic state
     * @param source where it comes from, from the file's {@code # source:} line; null when none says
     */
    public record Start(long state, String file, String source) {
    }

    private final Map<Domain, Map<String, Start>> byDomain;
    private final List<UnreadPuzzleFile> unread;

    private SuiteStarts(Map<Domain, Map<String, Start>> byDomain, List<UnreadPuzzleFile> unread) {
        this.byDomain = byDomain;
        this.unread = List.copyOf(unread);
    }

    /**
     * The starts of {@code graded}: classic states first, then {@code puzzleFiles} in their order. A file that
     * cannot be read, that no graded domain reads, or whose puzzle name is already taken, is left out and recorded.
     *
     * @param graded the domains graded, in order; not empty
     * @param ungraded the other registered domains, as the rubric configures them: only asked, for a file no graded
     *     domain reads, whether they would read it, so that its record says what the file looks like
     */
    public static SuiteStarts read(List<Domain> graded, List<Domain> ungraded, List<Path> puzzleFiles) {
        Map<Domain, Map<String, Start>> byDomain = new LinkedHashMap<>();
        Map<String, String> namesTaken = new LinkedHashMap<>();
        for (Domain domain : graded) {
            Map<String, Start> classics = new LinkedHashMap<>();
            domain.classicStates().forEach((name, text) -> {
                classics.put(name, new Start(domain.parse(text), null, null));
                namesTaken.putIfAbsent(name, "a classic " + domain.stateNoun() + " of the " + domain.title());
            });
            byDomain.put(domain, classics);
        }
        List<UnreadPuzzleFile> unread = new ArrayList<>();
        for (Path path : puzzleFiles) {
            String file = path.getFileName().toString();
            PuzzleText text;
            try {
                text = PuzzleText.of(Files.readString(path, StandardCharsets.UTF_8));
            } catch (IOException e) {
                unread.add(new UnreadPuzzleFile(file, "cannot read the file: " + e, List.of()));
                continue;
            }
            String name = text.title() != null ? text.title() : file.replaceFirst("\\.[^.]*$", "");
            String takenBy = namesTaken.get(name);
            if (takenBy != null) {
                unread.add(new UnreadPuzzleFile(file, "the suite already has a puzzle named \"" + name + "\" ("
                        + takenBy + "); give this file another name or a # title: line", List.of()));
                continue;
            }
            List<Refusal> refusals = new ArrayList<>();
            for (Domain domain : graded) {
                try {
                    byDomain.get(domain).put(name, new Start(domain.parse(text.body()), file, text.source()));
                    namesTaken.put(name, "from " + file);
                    break;
                } catch (IllegalArgumentException e) {
                    refusals.add(new Refusal(domain.name(), String.valueOf(e.getMessage())));
                }
            }
            if (refusals.size() == graded.size()) {
                unread.add(new UnreadPuzzleFile(file, unreadReason(graded, ungraded, text.body()), refusals));
            }
        }
        Map<Domain, Map<String, Start>> unmodifiable = new LinkedHashMap<>();
        byDomain.forEach((domain, starts) -> unmodifiable.put(domain, Collections.unmodifiableMap(starts)));
        return new SuiteStarts(Collections.unmodifiableMap(unmodifiable), unread);
    }

    /**
     * Why no graded domain read {@code text}: what it is when an ungraded domain reads it, so that a file of a
     * puzzle the grade has no heuristic for is named as such rather than by a graded domain's complaint.
     */
    private static String unreadReason(List<Domain> graded, List<Domain> ungraded, String text) {
        String gradedNames = graded.stream().map(Domain::name).collect(Collectors.joining(", "));
        for (Domain domain : ungraded) {
            try {
                domain.parse(text);
            } catch (IllegalArgumentException e) {
                continue;
            }
            return "it is " + article(domain.stateNoun()) + " of the " + domain.title() + " (domain " + domain.name()
                    + "), which no heuristic of this grade is for; the domains graded are " + gradedNames;
        }
        return "no domain graded reads it (" + gradedNames + ")";
    }

    private static String article(String noun) {
        return ("aeiou".indexOf(Character.toLowerCase(noun.charAt(0))) >= 0 ? "an " : "a ") + noun;
    }

    /** The starts of {@code domain}, by puzzle name, classic states first; empty for a domain not graded. */
    public Map<String, Start> of(Domain domain) {
        return byDomain.getOrDefault(domain, Map.of());
    }

    /** The files that gave no puzzle, in the order given. */
    public List<UnreadPuzzleFile> unread() {
        return unread;
    }

    /**
     * A puzzle file's text without its byte-order mark and comments, and what its comments say.
     *
     * @param body the text for the domains, each comment line left empty
     * @param title the {@code # title:} line's text, stripped; null when there is none or it is empty
     * @param source the {@code # source:} line's text, stripped; null when there is none or it is empty
     */
    record PuzzleText(String body, String title, String source) {

        /** Reads {@code content}: a later {@code # title:} or {@code # source:} line replaces an earlier one. */
        static PuzzleText of(String content) {
            String text = content.startsWith(BYTE_ORDER_MARK) ? content.substring(BYTE_ORDER_MARK.length()) : content;
            String title = null;
            String source = null;
            StringBuilder body = new StringBuilder(text.length());
            // split with -1 keeps the line breaks' count, so the body has the file's line numbers.
            String[] lines = text.split("\\R", -1);
            for (int index = 0; index < lines.length; index++) {
                Matcher comment = COMMENT.matcher(lines[index]);
                if (comment.matches()) {
                    Matcher named = NAMED_COMMENT.matcher(comment.group(1));
                    if (named.matches() && !named.group(2).isBlank()) {
                        String value = named.group(2).strip();
                        if (named.group(1).toLowerCase(Locale.ROOT).equals("title")) {
                            title = value;
                        } else {
                            source = value;
                        }
                    }
                } else {
                    body.append(lines[index]);
                }
                if (index < lines.length - 1) {
                    body.append('\n');
                }
            }
            return new PuzzleText(body.toString(), title, source);
        }
    }
}
