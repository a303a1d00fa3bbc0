package io.github.heuristicgrader.plugin;

import io.github.heuristicgrader.report.site.SitePage;
import io.github.heuristicgrader.report.site.SitePage.Block;
import io.github.heuristicgrader.report.site.SitePage.Link;
import io.github.heuristicgrader.report.site.SitePage.Paragraph;
import io.github.heuristicgrader.report.site.SitePage.Section;
import io.github.heuristicgrader.report.site.SitePage.Span;
import io.github.heuristicgrader.report.site.SitePage.Table;
import io.github.heuristicgrader.report.site.SitePage.Text;
import java.util.Arrays;
import java.util.List;
import org.apache.maven.doxia.sink.Sink;

/**
 * Renders a {@link SitePage} into a Doxia {@link Sink}. Every string goes through {@link Sink#text}, which the sink
 * escapes for its format; none through {@code rawText} or {@code unknown}, which would pass markup on. Only events of
 * Doxia 1's sink API as well as Doxia 2's are used, so that older site plugins render the page too.
 */
final class SitePageSink {

    private SitePageSink() {
    }

    /** Renders {@code page} into {@code sink}, a whole document, then flushes and closes the sink. */
    static void render(SitePage page, Sink sink) {
        sink.head();
        sink.title();
        sink.text(page.title());
        sink.title_();
        sink.head_();
        sink.body();
        blocks(page.blocks(), 1, sink);
        sink.body_();
        sink.flush();
        sink.close();
    }

    private static void blocks(List<Block> blocks, int level, Sink sink) {
        for (Block block : blocks) {
            if (block instanceof Section section) {
                section(section, level, sink);
            } else if (block instanceof Paragraph paragraph) {
                paragraph(paragraph, sink);
            } else if (block instanceof Table table) {
                table(table, sink);
            }
        }
    }

    private static void section(Section section, int level, Sink sink) {
        int shown = Math.min(level, 5);
        sink.section(shown, null);
        sink.sectionTitle(shown, null);
        sink.text(section.title());
        sink.sectionTitle_(shown);
        blocks(section.blocks(), level + 1, sink);
        sink.section_(shown);
    }

    private static void paragraph(Paragraph paragraph, Sink sink) {
        sink.paragraph();
        for (Span span : paragraph.spans()) {
            if (span instanceof Text text) {
                sink.text(text.text());
            } else if (span instanceof Link link) {
                sink.link(link.href());
                sink.text(link.text());
                sink.link_();
            }
        }
        sink.paragraph_();
    }

    private static void table(Table table, Sink sink) {
        int[] justification = new int[table.header().size()];
        Arrays.fill(justification, Sink.JUSTIFY_LEFT);
        sink.table();
        sink.tableRows(justification, false);
        row(table.header(), true, sink);
        table.rows().forEach(row -> row(row, false, sink));
        sink.tableRows_();
        sink.table_();
    }

    private static void row(List<String> cells, boolean header, Sink sink) {
        sink.tableRow();
        for (String cell : cells) {
            if (header) {
                sink.tableHeaderCell();
                sink.text(cell);
                sink.tableHeaderCell_();
            } else {
                sink.tableCell();
                sink.text(cell);
                sink.tableCell_();
            }
        }
        sink.tableRow_();
    }
}
