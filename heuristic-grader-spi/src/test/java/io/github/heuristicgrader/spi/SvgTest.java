package io.github.heuristicgrader.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SvgTest {

    @Test
    void writesTheElementSizedByItsViewBoxAndNamedForScreenReaders() {
        assertEquals("<svg class=\"tiles\" viewBox=\"0 0 120 80.5\" role=\"img\" aria-label=\"tiles 1\">"
                + "<title>tiles 1</title></svg>", Svg.start("tiles", 120, 80.5, "tiles 1").title("tiles 1").end());
    }

    @Test
    void writesShapesWithWholeNumbersAsIntegersAndNoRadiusWhenZero() {
        String svg = Svg.start(null, 10, 10, "x").rect("a", 0.5, 1, 9, 8, 0).rect(null, 1, 1, 2, 2, 3)
                .line("slab", 0, 5, 10, 5).group("g").text(null, 5, 5, "7").endGroup().end();

        assertEquals("<svg viewBox=\"0 0 10 10\" role=\"img\" aria-label=\"x\">"
                + "<rect class=\"a\" x=\"0.5\" y=\"1\" width=\"9\" height=\"8\"/>"
                + "<rect x=\"1\" y=\"1\" width=\"2\" height=\"2\" rx=\"3\"/>"
                + "<line class=\"slab\" x1=\"0\" y1=\"5\" x2=\"10\" y2=\"5\"/>"
                + "<g class=\"g\"><text x=\"5\" y=\"5\">7</text></g></svg>", svg);
    }

    @Test
    void escapesEveryLabelClassTitleAndText() {
        String hostile = "\"><script>alert('x')</script>&";
        String escaped = "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;";

        assertEquals("<svg class=\"" + escaped + "\" viewBox=\"0 0 1 1\" role=\"img\" aria-label=\"" + escaped
                + "\"><title>" + escaped + "</title><text class=\"" + escaped + "\" x=\"0\" y=\"0\">" + escaped
                + "</text></svg>", Svg.start(hostile, 1, 1, hostile).title(hostile).text(hostile, 0, 0, hostile).end());
    }

    @Test
    void givesTextThatIsNoStateAsEscapedCode() {
        assertEquals("<code>&lt;b&gt;</code>", Svg.notAState("<b>", null, null));
        assertEquals("<code></code>", Svg.notAState(null, null, null));
        assertEquals("<code class=\"bad\" title=\"not a state: &lt;\">x</code>",
                Svg.notAState("x", "bad", "not a state: <"));
    }
}
