"""The report's inline CSS and JavaScript and the HTML shell of its pages (no external files)."""

from __future__ import annotations

from html import escape

BASE_CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;padding:12px 20px;max-width:1500px;
 color:#1d1d1f;background:#fff}
h1{font-size:1.4em;margin:.3em 0;word-break:break-all}h2{font-size:1.15em;margin:1.2em 0 .4em}
table{border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:2px 7px;border-bottom:1px solid #ddd;text-align:right;vertical-align:top}
th:first-child,td:first-child{text-align:left}
th{background:#f3f3f5;position:sticky;top:0}
.note{color:#8a4b00;background:#fff6e5;padding:4px 8px;border-left:3px solid #e0a030}
a{color:#0550ae}
del{background:#ffd7d5;color:#82071e;text-decoration:none}
ins{background:#fff0b3;color:#5c4300;text-decoration:none;border-bottom:1px dashed #b08800}
"""

DOC_CSS = (
    BASE_CSS
    + """
.facts{color:#555;word-break:break-all}
table.scores td.err{text-align:left;color:#82071e;max-width:30em}
section.extractor,section.site{border-top:2px solid #ccc;margin-top:18px}
.score{font-variant-numeric:tabular-nums;background:#eef;padding:0 6px;border-radius:3px}
.pair{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px}
.pair.single{grid-template-columns:minmax(0,1fr)}
figure{margin:0}figcaption{font-size:.9em;color:#444;margin:4px 0}
iframe.view{width:100%;height:640px;border:1px solid #999;background:#fff}
.diff{white-space:pre-wrap;font:13px/1.5 ui-monospace,monospace;border:1px solid #ccc;
 padding:6px 8px;height:628px;overflow:auto;background:#fcfcfc}
.kept{background:rgba(60,200,90,.28)}.dropped{background:rgba(230,70,70,.18);
 text-decoration:line-through}
.tmpl{background:rgba(255,140,0,.33);outline:1px dotted rgba(200,90,0,.7)}
ul.snippets,ul.fields{list-style:none;padding-left:0;margin:.3em 0}
li.hit{color:#116329}li.miss{color:#82071e}
@media (max-width:900px){.pair{grid-template-columns:minmax(0,1fr)}}
"""
)

INDEX_CSS = (
    BASE_CSS
    + """
.run{color:#444}.plots{display:flex;flex-wrap:wrap;gap:16px}
.plots figure{margin:0;width:min-content}.plots img{border:1px solid #ddd;max-width:46vw}
.plots figcaption{font-size:.9em;color:#444}
table.metrics td.ds,table.metrics th.ds{border-left:2px solid #bbb}
.filters{position:sticky;top:0;background:#fff;height:36px;box-sizing:border-box;
 padding:6px 0;z-index:2}
#pages tbody tr:hover{background:#f5f8ff}
#pages td.err{text-align:left;color:#82071e;max-width:28em;overflow:hidden;
 text-overflow:ellipsis;white-space:nowrap}
#pages th{top:36px;z-index:1}
#pages td:nth-child(n+7),#pages th:nth-child(n+7),#pages td:nth-child(4){text-align:left}
.bar{display:inline-block;height:9px;background:#c33;vertical-align:middle;margin-right:4px}
"""
)

# Filter the page list by dataset and extractor; rows keep their worst-first order.
INDEX_JS = """
(function(){
  var ds=document.getElementById('f-dataset'), ex=document.getElementById('f-extractor'),
      kd=document.getElementById('f-kind'), count=document.getElementById('f-count'),
      rows=Array.prototype.slice.call(document.querySelectorAll('#pages tbody tr'));
  function apply(){
    var d=ds.value, e=ex.value, k=kd.value, shown=0;
    rows.forEach(function(r){
      var ok=(!d||r.dataset.dataset===d)&&(!e||r.dataset.extractor===e)&&
             (!k||r.dataset.kind===k);
      r.hidden=!ok; if(ok){shown++;}
    });
    count.textContent=shown+' of '+rows.length+' shown';
  }
  [ds,ex,kd].forEach(function(s){s.addEventListener('change',apply);}); apply();
})();
"""


def page_shell(title: str, css: str, body: str, script: str = "") -> str:
    """A complete HTML page with inline style and (optional) inline script."""
    tail = f"<script>{script}</script>" if script else ""
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>{escape(title)} · thresher report</title><style>{css}</style></head>"
        f"<body>{body}{tail}</body></html>\n"
    )
