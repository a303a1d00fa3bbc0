package io.github.heuristicgrader.report.html;

import io.github.heuristicgrader.result.GradeReport;
import io.github.heuristicgrader.spi.Domain;

/** A {@link PageSection} about one heuristic, in the words and drawings of the heuristic's domain. */
abstract class DomainPageSection extends PageSection {

    /** The domain of the heuristic the section shows: its state nouns and its drawing. */
    final Domain domain;

    DomainPageSection(GradeReport report, StringBuilder out, Domain domain) {
        super(report, out);
        this.domain = domain;
    }
}
