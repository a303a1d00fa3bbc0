package io.github.heuristicgrader.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class HtmlTest {

    @Test
    void escapesMarkupAndQuotes() {
        assertEquals("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
                Html.escape("<a href=\"x\" title='y'>&</a>"));
    }

    @Test
    void escapesNullAsNothing() {
        assertEquals("", Html.escape(null));
    }

    @Test
    void scriptJsonHasNoLessThanSignYetReadsBackTheSame() throws Exception {
        List<String> hostile = List.of("^<>^v22v^11^v11v22..", "</script><script>alert(1)</script>", "<!--");
        String json = Html.scriptJson(hostile);
        assertFalse(json.contains("<"), json);
        assertEquals(hostile, new ObjectMapper().readValue(json, new TypeReference<List<String>>() { }));
    }

    @Test
    void roundsForReadingAndKeepsTheExactValueForTooltips() {
        assertEquals("131.1", Html.rounded(131.0625, 1));
        assertEquals("131.0625", Html.exact(131.0625));
        assertEquals("—", Html.rounded(Double.NaN, 3));
        assertEquals("—", Html.rounded(null, 3));
    }
}
