package io.github.heuristicgrader.report.html;

/**
 * The style sheet and script inlined into {@code index.html}, so that the page needs no other file and no network.
 * The script only animates solutions and opens the tests' failures and the heuristics' details for print; without it
 * every state still shows as its domain drew it ({@code StateDrawing#svg}), with h and d of every step listed, and every failure and
 * section opens with a click. Neither text may contain {@code </}, which would end its element early. (The plugin's
 * descriptor parser, QDox, also fails on some script lines in a text block, such as a CSS selector list inside a
 * string: keep selectors apart.)
 */
public final class PageAssets {

    /**
     * The style sheet up to the drawings' rules: light page, the colours of status and charts, score cards,
     * examples. The page puts each domain's {@code StateDrawing#css} after it, then {@link #CSS_AFTER_DRAWINGS}.
     */
    public static final String CSS = """
            :root{--ink:#1f2328;--muted:#5b636d;--line:#d6dce2;--page:#f5f6f8;--card:#fff;--ok:#1a7f37;\
            --bad:#cf222e;--warn:#9a6700;--error:#8250df;--zero:#c4ccd4;--baseline:#8c959f;--student:#0969da;\
            --exact:#2da44e}
            *{box-sizing:border-box}
            html{-webkit-text-size-adjust:100%}
            body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;\
            color:var(--ink);background:var(--page)}
            .wrap{max-width:72rem;margin:0 auto;padding:0 1rem}
            header.page{background:var(--card);border-bottom:4px solid var(--bad);padding:1rem 0}
            header.page.passed{border-bottom-color:var(--ok)}
            h1{margin:.2rem 0;font-size:1.5rem}
            h2{margin:0 0 .5rem;font-size:1.2rem;display:flex;flex-wrap:wrap;gap:.4rem .8rem;align-items:baseline}
            h3{margin:1.4rem 0 .5rem;font-size:1rem}
            h4{margin:.8rem 0 .2rem;font-size:.9rem;color:var(--muted)}
            code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.88em}
            pre{background:#f6f8fa;border:1px solid var(--line);border-radius:6px;padding:.6rem;overflow-x:auto;\
            white-space:pre-wrap;word-break:break-word;max-height:24rem}
            a{color:#0969da}
            .muted,.generator{color:var(--muted)}
            .generator{margin:0;font-size:.85rem}
            .total{margin:.3rem 0;font-size:1.1rem}
            .total .score{font-size:2.4rem;font-weight:700}
            .outcome,.verdict,.run-outcome,.test-status{display:inline-block;padding:.05rem .55rem;border-radius:1rem;font-size:.8rem;\
            font-weight:600;color:#fff;background:var(--bad);vertical-align:middle;white-space:nowrap}
            .outcome.passed,.verdict.v-passed{background:var(--ok)}
            .verdict.v-inadmissible,.verdict.v-ill-formed,.verdict.v-too-slow,\
            .verdict.v-grade-time-limit{background:var(--warn)}
            .verdict.v-threw,.verdict.v-timed-out,.verdict.v-crashed,.verdict.v-tampered,.verdict.v-not-loadable,\
            .verdict.v-nondeterministic{background:var(--error)}
            .run-outcome.o-completed{background:#0969da}
            .run-outcome.o-not-run{background:#6e7781}
            .run-outcome.o-exited,.run-outcome.o-timed-out,.run-outcome.o-crashed,.run-outcome.o-tampered{background:var(--error)}
            .split{margin:.2rem 0 .6rem}
            header .split{margin:0;color:var(--muted)}
            .card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:1rem;margin:1rem 0}
            .name{font-size:1rem;overflow-wrap:break-word}
            .latin{color:var(--muted)}
            details.heuristic-details{margin-top:.6rem;font-size:1rem}
            details.heuristic-details>summary{cursor:pointer;font-weight:600;color:#0969da}
            .points{margin-left:auto;font-weight:600}
            .message{margin:.2rem 0 .6rem}
            .exact-distance{margin:.2rem 0 .6rem;padding:.3rem .6rem;border-left:4px solid #b7791f}
            .scroll{overflow-x:auto}
            table{border-collapse:collapse;width:100%}
            th,td{padding:.3rem .5rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
            thead th{font-size:.8rem;color:var(--muted);font-weight:600;white-space:nowrap}
            td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
            tfoot td,tfoot th{border-bottom:0;font-weight:600}
            tr.baseline td{color:var(--muted)}
            .ok{color:var(--ok)}
            td.ok,td.fail{white-space:nowrap}
            .fail{color:var(--bad)}
            p.not-trusted{color:var(--warn);font-weight:600}
            .figures{display:flex;flex-wrap:wrap;gap:.3rem 1.5rem;margin:.4rem 0}
            .figures div{min-width:6rem}
            .figures dt{font-size:.75rem;color:var(--muted)}
            .figures dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
            .n{font-weight:600;font-variant-numeric:tabular-nums}
            .meter{display:block;height:.4rem;margin:.35rem 0;background:#eaeef2;border-radius:1rem;overflow:hidden}
            .meter span{display:block;height:100%;background:var(--ok)}
            .scorecards{display:grid;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:.8rem}
            a.scorecard{display:block;padding:.7rem .8rem;border:1px solid var(--line);border-radius:8px;\
            color:inherit;text-decoration:none;background:#fbfcfd}
            a.scorecard:hover,a.scorecard:focus{border-color:#0969da}
            .scorecard-top{display:flex;justify-content:space-between;align-items:center;gap:.5rem}
            .scorecard-score{font-size:1.3rem;font-weight:700;white-space:nowrap}
            .scorecard .name{display:block;margin-top:.3rem;font-size:.85rem}
            .chips{display:flex;flex-wrap:wrap;gap:.25rem}
            .chip{font-size:.72rem;padding:0 .4rem;border-radius:1rem;border:1px solid currentColor;white-space:nowrap}
            .s-passed{color:var(--ok)}
            .s-failed{color:var(--bad)}
            .s-partial{color:var(--warn)}
            .s-error{color:var(--error)}
            .s-not-earned{color:var(--muted)}
            .t-successful{--t:var(--ok)}
            .t-skipped{--t:#6e7781}
            .t-aborted{--t:var(--warn)}
            .t-failed{--t:var(--bad)}
            .t-timed-out,.t-crashed{--t:var(--error)}
            .t-not-run{--t:#57606a}
            .tests-card .chip{color:var(--t)}
            .card-message{display:block;margin:.2rem 0;font-size:.8rem;color:var(--muted)}
            .test-counts{display:flex;flex-wrap:wrap;gap:.3rem .4rem;list-style:none;padding:0;margin:.6rem 0 .4rem}
            .test-counts li{color:var(--t);border:1px solid currentColor;border-radius:1rem;padding:0 .55rem;\
            font-size:.85rem;white-space:nowrap}
            .test-counts li.zero{color:var(--muted);border-color:var(--line)}
            .status-bar{display:flex;height:.6rem;margin:.3rem 0 .6rem;border-radius:1rem;overflow:hidden;\
            background:#eaeef2}
            .status-bar span{display:block;height:100%;background:var(--t)}
            .test-status{background:var(--t,var(--muted))}
            .check-cards.test-points{grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))}
            .test-points .kind{font-size:.75rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em;\
            color:var(--muted)}
            .entry-name{display:block;margin-top:.1rem;font-weight:600;overflow-wrap:anywhere}
            .test-points .check-reason{overflow-wrap:anywhere}
            table.test-results{min-width:46rem}
            .test-results tr.class-row th{background:#f6f8fa;font-weight:400;padding-top:.45rem}
            .test-results tr.class-row code{font-weight:600;overflow-wrap:anywhere}
            .test-results td.test{min-width:11rem;overflow-wrap:break-word}
            .test-results .display-name{display:block}
            .test-results .method{display:block;font-size:.78rem;color:var(--muted)}
            .tag{display:inline-block;margin:0 .2rem .2rem 0;padding:0 .4rem;border-radius:1rem;background:#eaeef2;\
            font-size:.75rem;white-space:nowrap}
            .test-results td.source{font-size:.85rem;color:var(--muted)}
            .test-results td.failure{width:45%;min-width:16rem}
            .test-results details{margin:0;font-size:.8rem}
            .test-results summary{cursor:pointer;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,\
            "Liberation Mono",monospace;overflow-wrap:anywhere}
            .test-results pre{margin:.3rem 0 0;max-height:18rem}
            .test-results td.failure>pre{margin:0;padding:0;border:0;background:none}
            .check-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:.7rem}
            .check-card{border:1px solid var(--line);border-left:5px solid var(--line);border-radius:6px;\
            padding:.5rem .7rem}
            .check-cards .check-card{color:var(--ink)}
            .check-card.s-passed{border-left-color:var(--ok)}
            .check-card.s-failed{border-left-color:var(--bad)}
            .check-card.s-partial{border-left-color:var(--warn)}
            .check-card.s-error{border-left-color:var(--error)}
            .check-card.s-not-earned{border-left-color:var(--muted)}
            .check-card.unscored{border-left-style:dashed}
            .check-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:0 .4rem}
            .check-name{font-weight:600}
            .status{font-size:.8rem;font-weight:600;white-space:nowrap}
            .check-points{margin:.2rem 0 0;font-size:.9rem}
            .check-points .earned{font-size:1.4rem;font-weight:700}
            .check-card.s-passed .meter span{background:var(--ok)}
            .check-card.s-failed .meter span{background:var(--bad)}
            .check-card.s-partial .meter span{background:var(--warn)}
            .check-card.s-error .meter span{background:var(--error)}
            .check-card.s-not-earned .meter span{background:var(--muted)}
            .check-figures{margin:.2rem 0;font-size:.85rem}
            .check-reason{margin:.2rem 0 0;font-size:.8rem;color:var(--muted)}
            .examples{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
            figure{margin:0;padding:.6rem;border:1px solid var(--line);border-radius:8px;max-width:100%}
            figcaption{font-size:.85rem;margin-bottom:.4rem;max-width:24rem}
            .state-pair{display:flex;flex-wrap:wrap;gap:.6rem;align-items:center}
            .state-pair .arrow{font-size:1.4rem;color:var(--muted)}
            .drawn-state{display:inline-flex;flex-direction:column;align-items:center;gap:.15rem;font-size:.8rem}
            .drawn-state code{max-width:9rem;text-align:center}
            """;

    /** The style sheet after the drawings' rules: the player, charts, tables, narrow screens, print. */
    public static final String CSS_AFTER_DRAWINGS = """
            .player:focus{outline:2px solid #0969da;outline-offset:2px}
            .controls{display:flex;flex-wrap:wrap;align-items:center;gap:.4rem;margin-top:.4rem}
            .controls button{font:inherit;padding:.25rem .7rem;border:1px solid var(--line);border-radius:6px;\
            background:#f6f8fa;cursor:pointer;min-height:2.2rem}
            .controls button:disabled{opacity:.4;cursor:default}
            .counter{font-variant-numeric:tabular-nums;min-width:4.5rem;text-align:center;font-weight:600}
            .scrub{display:block;width:100%;max-width:20rem;margin:.4rem 0 0}
            .scrub[hidden],.controls button[hidden],.hint[hidden]{display:none}
            .hint{margin:.2rem 0 0;font-size:.75rem;color:var(--muted)}
            .step-figures{font-size:.9rem;font-variant-numeric:tabular-nums}
            .drawn-state.step.over{outline:2px solid var(--bad);outline-offset:3px;border-radius:4px}
            .over-mark{color:var(--bad);font-weight:700;font-size:.8rem}
            .over-mark[hidden]{display:none}
            .step-marks{display:flex;flex-wrap:wrap;gap:2px;list-style:none;padding:0;margin:.5rem 0 0;max-width:24rem}
            .step-marks li{min-width:1.7rem;padding:0 .2rem;text-align:center;font-size:.75rem;border:1px solid \
            var(--line);border-radius:3px;background:#f6f8fa;font-variant-numeric:tabular-nums}
            .step-marks li.over{background:#ffebe9;border-color:var(--bad);color:var(--bad);font-weight:700}
            .step-marks li.threw{background:#fbefff;color:var(--error)}
            .step-marks li.current{outline:2px solid #0969da}
            .step-list li.over{color:var(--bad)}
            details{margin-top:.4rem;font-size:.85rem}
            details ol{margin:.3rem 0;padding-left:2rem}
            .legend{display:flex;flex-wrap:wrap;gap:.3rem 1rem;font-size:.8rem;color:var(--muted);margin:.4rem 0}
            .swatch{display:inline-block;width:.8rem;height:.8rem;border:1px solid var(--line);vertical-align:middle;\
            margin-right:.25rem}
            .swatch.admissible{background:#dafbe1}
            .swatch.over{background:#ffebe9}
            .swatch.dense{background:#1f2328}
            .swatch.s-zero{background:var(--zero)}
            .swatch.s-baseline{background:var(--baseline)}
            .swatch.s-student{background:var(--student)}
            .swatch.s-exact{background:var(--exact)}
            svg.chart{display:block;margin:.4rem 0 1rem}
            .chart text{font-size:12px;fill:var(--ink)}
            .chart text.tick,.chart text.value{font-size:11px;fill:var(--muted)}
            .chart text.value.s-student{font-weight:700;fill:var(--student)}
            .chart text.latin{font-size:10px;fill:var(--muted)}
            .chart .grid{stroke:#d8dee4;stroke-width:1}
            .chart .bar.s-zero{fill:var(--zero)}
            .chart .bar.s-baseline{fill:var(--baseline)}
            .chart .bar.s-student{fill:var(--student)}
            .chart .bar.s-exact{fill:var(--exact)}
            .timing .bar{fill:var(--student)}
            .timing text.value{font-weight:600;fill:var(--ink)}
            svg.heatmap{display:block;width:100%;min-width:max(36rem,var(--heatmap-min-width,0px));height:auto}
            .heatmap .region-admissible{fill:#dafbe1}
            .heatmap .region-over{fill:#ffebe9}
            .heatmap .boundary{fill:none;stroke:var(--ok);stroke-width:.8}
            .heatmap .hm{fill:#1f2328}
            .heatmap .hm.over{fill:var(--bad)}
            .heatmap .axis{fill:none;stroke:#8c959f;stroke-width:.6}
            .heatmap text{font-size:9px;fill:var(--muted)}
            .heatmap text.label{font-size:10px}
            footer{padding:1rem 0 2rem;font-size:.8rem;color:var(--muted)}
            @media (max-width:40rem){
            body{font-size:14px}
            .wrap{padding:0 .5rem}
            .card{padding:.7rem;border-radius:6px}
            .total .score{font-size:2rem}
            th,td{padding:.25rem .35rem}
            .points{margin-left:0}
            .examples figure{flex:1 1 100%}
            .check-cards{grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:.5rem}
            .check-card{padding:.4rem .5rem}
            .check-points .earned{font-size:1.2rem}
            .state-pair{gap:.3rem}
            .controls{gap:.25rem}
            .controls button{padding:.2rem .45rem;font-size:.9em}
            .counter{min-width:3.2rem}
            table.test-results,.test-results tbody,.test-results tr,.test-results th,.test-results td{display:block}
            table.test-results{min-width:0}
            .test-results thead,.test-results td:empty{display:none}
            .test-results tr.result{display:grid;grid-template-columns:1fr auto;grid-template-areas:"status duration"\
             "test test" "tags source" "failure failure";gap:.2rem .5rem;padding:.45rem .35rem;\
            border-bottom:1px solid var(--line)}
            .test-results tr.result td{padding:0;border:0;min-width:0;width:auto}
            .test-results td.status-cell{grid-area:status}
            .test-results td.duration{grid-area:duration}
            .test-results td.duration:not(.none)::after{content:" ms"}
            .test-results td.test{grid-area:test}
            .test-results td.tags{grid-area:tags}
            .test-results td.source{grid-area:source;text-align:right}
            .test-results td.failure{grid-area:failure}
            }
            @media print{
            *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
            body{background:#fff;font-size:10pt}
            .card{border-color:#bbb;break-inside:auto}
            figure,tr,.drawn-state,svg.heatmap,svg.chart,.scorecard,.check-card{break-inside:avoid}
            tr.class-row{break-after:avoid}
            table.test-results{min-width:0}
            .test-results td.test,.test-results td.failure{min-width:0}
            .test-results details[open] summary{display:none}
            h2,h3{break-after:avoid}
            .controls,.scrub,.hint{display:none}
            .test-results pre{max-height:none}
            pre{max-height:none;overflow:visible}
            a{color:inherit;text-decoration:none}
            .scroll{overflow:visible}
            svg.heatmap{min-width:0}
            }
            """;

    /**
     * The script: opens every test's failure and every heuristic's details for print and closes again those that were
     * closed after it; steps each {@code .player} through the states in the JSON block its {@code data-steps} names,
     * with its buttons, its slider or the arrow keys (Home and End jump to the ends). Each step shows the drawing the
     * page made of it (what moved since the step before marked) and its text, the heuristic's value h and the exact
     * distance d, marks the drawn state when h &gt; d, and outlines the step's cell in the strip of steps. The script
     * knows nothing of any puzzle: it only switches between drawings made in Java.
     */
    static final String SCRIPT = """
            (function () {
              "use strict";
              var closed = [];
              window.addEventListener("beforeprint", function () {
                var failures = Array.prototype.slice.call(document.querySelectorAll("td.failure details"));
                var all = failures.concat(Array.prototype.slice.call(document.querySelectorAll(".heuristic-details")));
                closed = all.filter(function (d) {
                  return !d.open;
                });
                closed.forEach(function (d) { d.open = true; });
              });
              window.addEventListener("afterprint", function () {
                closed.forEach(function (d) { d.open = false; });
                closed = [];
              });
            })();
            (function () {
              "use strict";
              Array.prototype.forEach.call(document.querySelectorAll(".player"), function (player) {
                var block = document.getElementById(player.getAttribute("data-steps"));
                if (!block) { return; }
                var data = JSON.parse(block.textContent);
                var frames = data.frames, estimates = data.estimates;
                if (frames.length < 2) { return; }
                var last = frames.length - 1;
                var counter = player.querySelector(".counter");
                var text = player.querySelector(".step-state");
                var toGo = player.querySelector(".to-go .n");
                var estimate = player.querySelector(".estimate .n");
                var drawn = player.querySelector(".drawn-state.step");
                var overMark = drawn.querySelector(".over-mark");
                var marks = player.querySelectorAll(".step-marks li");
                var scrub = player.querySelector(".scrub");
                var buttons = {};
                ["first", "prev", "next", "last"].forEach(function (name) {
                  buttons[name] = player.querySelector("." + name);
                  buttons[name].hidden = false;
                });
                scrub.hidden = false;
                player.querySelector(".hint").hidden = false;
                var step = 0;
                function show(to) {
                  step = Math.max(0, Math.min(last, to));
                  drawn.querySelector("svg").outerHTML = frames[step];
                  counter.textContent = step + " / " + last;
                  text.textContent = data.texts[step];
                  var d = data.distances[step], h = estimates[step];
                  toGo.textContent = d.toLocaleString("en-US");
                  estimate.textContent = h === null ? "threw" : h.toLocaleString("en-US");
                  var over = h !== null && h > d;
                  drawn.classList.toggle("over", over);
                  overMark.hidden = !over;
                  overMark.textContent = over ? "h > d by " + (h - d).toLocaleString("en-US") : "";
                  Array.prototype.forEach.call(marks, function (mark, i) { mark.classList.toggle("current", i === step); });
                  scrub.value = String(step);
                  buttons.first.disabled = buttons.prev.disabled = step === 0;
                  buttons.next.disabled = buttons.last.disabled = step === last;
                }
                buttons.first.addEventListener("click", function () { show(0); });
                buttons.prev.addEventListener("click", function () { show(step - 1); });
                buttons.next.addEventListener("click", function () { show(step + 1); });
                buttons.last.addEventListener("click", function () { show(last); });
                scrub.addEventListener("input", function () { show(Number(scrub.value)); });
                player.addEventListener("keydown", function (event) {
                  if (event.target === scrub || event.altKey || event.ctrlKey || event.metaKey) { return; }
                  var to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: last }[event.key];
                  if (to === undefined) { return; }
                  event.preventDefault();
                  show(to);
                });
                show(0);
              });
            })();
            """;

    private PageAssets() {
    }
}
