package io.github.heuristicgrader.report.site;

import java.util.List;
import java.util.Objects;

/**
 * A page of a Maven site as plain text in a tree of sections, paragraphs and tables, for a site's sink to render.
 *
 * <p>Every string in it is text, never markup: a renderer hands each one to its sink as text, which escapes it for the
 * site's format, so that a student's string (a class name, a message, a test's name) shows as written and adds no
 * element. The only addresses are a {@link Link}'s, which the page's builder sets itself and never takes from a report.
 *
 * @param title the page's title
 * @param blocks what the page holds, in order
 */
public record SitePage(String title, List<Block> blocks) {

    /** Copies the blocks. */
    public SitePage {
        Objects.requireNonNull(title, "title");
        blocks = List.copyOf(blocks);
    }

    /** One part of a page or of a section. */
    public sealed interface Block permits Section, Paragraph, Table {
    }

    /**
     * A section with its heading; a section within a section is one level deeper.
     *
     * @param title the heading
     * @param blocks what the section holds, in order
     */
    public record Section(String title, List<Block> blocks) implements Block {

        /** Copies the blocks. */
        public Section {
            Objects.requireNonNull(title, "title");
            blocks = List.copyOf(blocks);
        }
    }

    /**
     * A paragraph of text and links.
     *
     * @param spans its parts, in order
     */
    public record Paragraph(List<Span> spans) implements Block {

        /** Copies the spans. */
        public Paragraph {
            spans = List.copyOf(spans);
        }

        /** A paragraph of {@code text} alone. */
        public static Paragraph of(String text) {
            return new Paragraph(List.of(new Text(text)));
        }
    }

    /**
     * A table of text.
     *
     * @param header the column headings
     * @param rows the rows, each with one cell per heading
     */
    public record Table(List<String> header, List<List<String>> rows) implements Block {

        /** Copies the rows and checks that each has a cell per heading. */
        public Table {
            header = List.copyOf(header);
            rows = rows.stream().map(List::copyOf).toList();
            for (List<String> row : rows) {
                if (row.size() != header.size()) {
                    throw new IllegalArgumentException("a row of " + row.size() + " cells under " + header.size()
                            + " headings");
                }
            }
        }
    }

    /** Part of a paragraph. */
    public sealed interface Span permits Text, Link {
    }

    /**
     * Text, shown as written.
     *
     * @param text the text
     */
    public record Text(String text) implements Span {

        /** Checks the text is there. */
        public Text {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * A link to a file beside the page.
     *
     * @param href the address, relative to the page; set by the page's builder, never from a report
     * @param text the link's text
     */
    public record Link(String href, String text) implements Span {

        /** Checks both are there. */
        public Link {
            Objects.requireNonNull(href, "href");
            Objects.requireNonNull(text, "text");
        }
    }
}
