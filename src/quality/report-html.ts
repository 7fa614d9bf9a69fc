// Renders a run report as one self-contained HTML file: data inline, charts drawn as SVG by inline script, no network.
import type { ReportData } from './report-collect.js';

const CHARTS: Array<[keyof ReportData, string]> = [
  ['toolsPerServer', 'Tools per server'],
  ['taskKinds', 'Task kinds'],
  ['rejectsPerValidator', 'Rejects per validator'],
  ['callsPerTool', 'Calls per tool'],
  ['latencyMs', 'Call latency (ms)'],
];

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

// Drawn in the browser so the page stays small for big runs and the chart code is one place.
const DRAW = `
(function () {
  var data = JSON.parse(document.getElementById('report-data').textContent);
  var NS = 'http://www.w3.org/2000/svg';
  function el(name, attrs, text) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  document.querySelectorAll('[data-chart]').forEach(function (box) {
    var rows = data[box.getAttribute('data-chart')] || [];
    var max = rows.reduce(function (m, r) { return Math.max(m, r.value); }, 0) || 1;
    var rowH = 22, labelW = 260, barW = 420, h = Math.max(rowH, rows.length * rowH) + 10;
    var svg = el('svg', { width: labelW + barW + 60, height: h, role: 'img' });
    if (rows.length === 0) svg.appendChild(el('text', { x: 4, y: 16, class: 'empty' }, 'nothing recorded'));
    rows.forEach(function (r, i) {
      var y = 5 + i * rowH, w = Math.max(1, Math.round((r.value / max) * barW));
      svg.appendChild(el('text', { x: labelW - 6, y: y + 15, 'text-anchor': 'end' }, r.label));
      svg.appendChild(el('rect', { x: labelW, y: y + 3, width: w, height: rowH - 6, class: 'bar', 'data-value': r.value }));
      svg.appendChild(el('text', { x: labelW + w + 4, y: y + 15 }, String(r.value)));
    });
    box.appendChild(svg);
    box.setAttribute('data-drawn', String(rows.length));
  });
  document.body.setAttribute('data-ready', 'true');
})();`;

export function renderReport(data: ReportData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const totals = Object.entries(data.totals)
    .map(([k, v]) => `<li><b>${v}</b> ${escapeHtml(k)}</li>`)
    .join('');
  const steps = data.steps.map((s) => `<tr><td>${escapeHtml(s.step)}</td><td>${s.in}</td><td>${s.out}</td><td>${(s.ms / 1000).toFixed(1)} s</td></tr>`).join('');
  const quality = data.quality.length
    ? `<h2>Data quality</h2><table><tr><th>figure</th><th>value</th><th>bar</th><th></th></tr>${data.quality.map((r) => `<tr class="${r.met ? 'met' : 'missed'}"><td>${escapeHtml(r.label)}</td><td>${escapeHtml(r.value)}</td><td>${escapeHtml(r.target)}</td><td>${r.met ? 'met' : '<b>missed</b>'}</td></tr>`).join('')}</table>`
    : '';
  const charts = CHARTS.map(([key, title]) => `<section><h2>${escapeHtml(title)}</h2><div class="chart" data-chart="${key}"></div></section>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(data.title)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#222} h1{font-size:1.4rem} h2{font-size:1.05rem;margin:1.5rem 0 .3rem}
ul.totals{display:flex;gap:2rem;list-style:none;padding:0} table{border-collapse:collapse} td,th{padding:.2rem .8rem;border-bottom:1px solid #ddd;text-align:right}
td:first-child,th:first-child{text-align:left} tr.missed td{color:#a00} svg text{font-size:12px;fill:#333} rect.bar{fill:#3b6fb6} .empty{fill:#999}
</style></head><body>
<h1>${escapeHtml(data.title)}</h1><p>Generated ${escapeHtml(data.generatedAt)}</p>
<ul class="totals">${totals}</ul>
<h2>Steps</h2><table><tr><th>step</th><th>in</th><th>out</th><th>time</th></tr>${steps}</table>
${quality}
${charts}
<script type="application/json" id="report-data">${json}</script>
<script>${DRAW}</script>
</body></html>
`;
}
