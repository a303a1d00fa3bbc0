package io.github.heuristicgrader.report;

/**
 * The style sheet and script inlined into {@code index.html}, so that the page needs no other file and no network.
 * The script only animates solutions; without it every board still shows as drawn by {@link BoardSvg}. Neither text
 * may contain {@code </}, which would end its element early.
 */
final class PageAssets {

    /** The style sheet: light page, piece colours, narrow screens, print. */
    static final String CSS = """
            :root{--ink:#1f2328;--muted:#5b636d;--line:#d6dce2;--page:#f5f6f8;--card:#fff;--ok:#1a7f37;\
            --bad:#cf222e;--warn:#9a6700;--goal:#c62828;--vertical:#2f7d8c;--horizontal:#e3a413;\
            --single:#f1e6cc;--frame:#6b4a2b;--floor:#fbf7ee}
            *{box-sizing:border-box}
            html{-webkit-text-size-adjust:100%}
            body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;\
            color:var(--ink);background:var(--page)}
            .wrap{max-width:72rem;margin:0 auto;padding:0 1rem}
            header.page{background:var(--card);border-bottom:4px solid var(--bad);padding:1rem 0}
            header.page.passed{border-bottom-color:var(--ok)}
            h1{margin:.2rem 0;font-size:1.5rem}
            h2{margin:0 0 .5rem;font-size:1.2rem;display:flex;flex-wrap:wrap;gap:.4rem .8rem;align-items:baseline}
            h3{margin:1.2rem 0 .4rem;font-size:1rem}
            h4{margin:.8rem 0 .2rem;font-size:.9rem;color:var(--muted)}
            code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.88em}
            pre{background:#f6f8fa;border:1px solid var(--line);border-radius:6px;padding:.6rem;overflow-x:auto;\
            white-space:pre-wrap;word-break:break-word;max-height:24rem}
            a{color:#0969da}
            .muted,.generator{color:var(--muted)}
            .generator{margin:0;font-size:.85rem}
            .total{margin:.3rem 0;font-size:1.1rem}
            .total .score{font-size:2.4rem;font-weight:700}
            .outcome,.verdict{display:inline-block;padding:.05rem .55rem;border-radius:1rem;font-size:.8rem;\
            font-weight:600;color:#fff;background:var(--bad);vertical-align:middle;white-space:nowrap}
            .outcome.passed,.verdict.v-passed{background:var(--ok)}
            .verdict.v-inadmissible,.verdict.v-ill-formed{background:var(--warn)}
            .card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:1rem;margin:1rem 0}
            .name{font-size:1rem;word-break:break-all}
            .points{margin-left:auto;font-weight:600}
            .message{margin:.2rem 0 .6rem}
            .scroll{overflow-x:auto}
            table{border-collapse:collapse;width:100%}
            th,td{padding:.3rem .5rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
            thead th{font-size:.8rem;color:var(--muted);font-weight:600;white-space:nowrap}
            td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
            tfoot td,tfoot th{border-bottom:0;font-weight:600}
            tr.baseline td{color:var(--muted)}
            .ok{color:var(--ok)}
            td.ok,td.fail{white-space:nowrap}
            .overview code{word-break:break-all}
            .fail{color:var(--bad)}
            .figures{display:flex;flex-wrap:wrap;gap:.3rem 1.5rem;margin:.4rem 0}
            .figures div{min-width:6rem}
            .figures dt{font-size:.75rem;color:var(--muted)}
            .figures dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
            .n{font-weight:600;font-variant-numeric:tabular-nums}
            .examples{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
            figure{margin:0;padding:.6rem;border:1px solid var(--line);border-radius:8px;max-width:100%}
            figcaption{font-size:.85rem;margin-bottom:.4rem;max-width:22rem}
            .boards{display:flex;flex-wrap:wrap;gap:.6rem;align-items:center}
            .boards .arrow{font-size:1.4rem;color:var(--muted)}
            .tile{display:flex;flex-direction:column;align-items:center;gap:.15rem;font-size:.8rem}
            svg.board{width:7.5rem;height:auto;display:block}
            svg.board.small{width:2.6rem}
            .frame{fill:var(--frame)}
            .floor,.exit{fill:var(--floor)}
            .target{fill:none;stroke:var(--goal);stroke-width:1;stroke-dasharray:3 2;opacity:.55}
            .pc{stroke:rgba(0,0,0,.35);stroke-width:.8}
            .pc.goal{fill:var(--goal)}
            .pc.vertical{fill:var(--vertical)}
            .pc.horizontal{fill:var(--horizontal)}
            .pc.single{fill:var(--single)}
            .pc.moved{stroke:#111;stroke-width:1.6}
            .player:focus{outline:2px solid #0969da;outline-offset:2px}
            .controls{display:flex;align-items:center;gap:.5rem;margin-top:.4rem}
            .controls button{font:inherit;padding:.2rem .7rem;border:1px solid var(--line);border-radius:6px;\
            background:#f6f8fa;cursor:pointer}
            .controls button:disabled{opacity:.4;cursor:default}
            .counter{font-variant-numeric:tabular-nums;min-width:4.5rem;text-align:center}
            details{margin-top:.4rem;font-size:.85rem}
            details ol{margin:.3rem 0;padding-left:2rem}
            .bad-layout{color:var(--bad)}
            svg.heatmap{max-width:100%;height:auto;display:block}
            .heatmap .region-admissible{fill:#dafbe1}
            .heatmap .region-over{fill:#ffebe9}
            .heatmap .hm{fill:#1f2328}
            .heatmap .hm.over{fill:var(--bad)}
            .heatmap .axis{fill:none;stroke:#8c959f;stroke-width:.6}
            .heatmap text{font-size:6px;fill:var(--muted)}
            .heatmap text.label{font-size:7px}
            .legend{display:flex;flex-wrap:wrap;gap:.3rem 1rem;font-size:.8rem;color:var(--muted)}
            .swatch{display:inline-block;width:.8rem;height:.8rem;border:1px solid var(--line);vertical-align:middle;\
            margin-right:.25rem}
            .swatch.admissible{background:#dafbe1}
            .swatch.over{background:#ffebe9}
            .swatch.dense{background:#1f2328}
            footer{padding:1rem 0 2rem;font-size:.8rem;color:var(--muted)}
            @media (max-width:40rem){
            body{font-size:14px}
            .wrap{padding:0 .5rem}
            .card{padding:.7rem;border-radius:6px}
            .total .score{font-size:2rem}
            th,td{padding:.25rem .35rem}
            svg.board{width:6rem}
            .points{margin-left:0}
            }
            @media print{
            *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
            body{background:#fff;font-size:10pt}
            .card{border-color:#bbb;break-inside:auto}
            figure,tr,.tile,svg.heatmap{break-inside:avoid}
            h2,h3{break-after:avoid}
            .controls button{display:none}
            pre{max-height:none;overflow:visible}
            a{color:inherit;text-decoration:none}
            }
            """;

    /**
     * The script: reads the board geometry from {@code #board-geometry} and steps each {@code .player} through the
     * layouts in the JSON block its {@code data-steps} names, with the buttons or the arrow keys.
     */
    static final String SCRIPT = """
            (function () {
              "use strict";
              var geometryBlock = document.getElementById("board-geometry");
              if (!geometryBlock) { return; }
              var g = JSON.parse(geometryBlock.textContent);
              function pieces(layout) {
                var covered = {}, found = [];
                for (var cell = 0; cell < layout.length; cell++) {
                  var shape = g.shapes[layout.charAt(cell)];
                  if (covered[cell] || !shape) { continue; }
                  for (var r = 0; r < shape.height; r++) {
                    for (var c = 0; c < shape.width; c++) { covered[cell + r * g.columns + c] = true; }
                  }
                  found.push({ shape: shape, row: Math.floor(cell / g.columns), column: cell % g.columns });
                }
                return found;
              }
              function key(piece) { return piece.shape.name + " " + piece.row + " " + piece.column; }
              function draw(layout, previous) {
                var before = {};
                if (previous) { pieces(previous).forEach(function (p) { before[key(p)] = true; }); }
                return pieces(layout).map(function (p) {
                  var moved = previous && !before[key(p)] ? " moved" : "";
                  return "<rect class='pc " + p.shape.name + moved + "'"
                    + " x='" + (g.pad + p.column * g.cell + g.inset) + "'"
                    + " y='" + (g.pad + p.row * g.cell + g.inset) + "'"
                    + " width='" + (p.shape.width * g.cell - 2 * g.inset) + "'"
                    + " height='" + (p.shape.height * g.cell - 2 * g.inset) + "'"
                    + " rx='" + g.radius + "'/>";
                }).join("");
              }
              function rows(layout) {
                var parts = [];
                for (var i = 0; i < layout.length; i += g.columns) { parts.push(layout.substr(i, g.columns)); }
                return parts.join(" ");
              }
              Array.prototype.forEach.call(document.querySelectorAll(".player"), function (player) {
                var block = document.getElementById(player.getAttribute("data-steps"));
                if (!block) { return; }
                var steps = JSON.parse(block.textContent);
                if (!steps.length) { return; }
                var layer = player.querySelector(".pieces");
                var counter = player.querySelector(".counter");
                var text = player.querySelector(".step-layout");
                var prev = player.querySelector(".prev");
                var next = player.querySelector(".next");
                var step = 0;
                function show(to) {
                  step = Math.max(0, Math.min(steps.length - 1, to));
                  layer.innerHTML = draw(steps[step], step > 0 ? steps[step - 1] : null);
                  counter.textContent = step + " / " + (steps.length - 1);
                  text.textContent = rows(steps[step]);
                  prev.disabled = step === 0;
                  next.disabled = step === steps.length - 1;
                }
                prev.hidden = false;
                next.hidden = false;
                prev.addEventListener("click", function () { show(step - 1); });
                next.addEventListener("click", function () { show(step + 1); });
                player.addEventListener("keydown", function (event) {
                  var to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: steps.length - 1 }[event.key];
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
