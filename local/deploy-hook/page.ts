import { html } from 'hono/html';
import type { DeployRun, RunsState } from './runs.ts';

/** The runs page (GET /): every rebuild the hook started, newest first, with its times and error. Plain HTML, refreshed every 5 s while one is building. */

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f6f5}
main{max-width:1100px;margin:0 auto;padding:16px}h1{font-size:1.35rem;margin:0 0 4px}.note{color:#4a4a4a;margin:0 0 12px}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #c8cfcb}caption{text-align:left;font-weight:600;padding:8px 0}
th,td{text-align:left;vertical-align:top;padding:8px;border-bottom:1px solid #c8cfcb}th{background:#e9eeeb}
td.error{white-space:pre-wrap;overflow-wrap:anywhere;max-width:32rem;font-family:monospace;font-size:.875rem}code{font-size:.875rem}
.failed{color:#a4161a;font-weight:600}.live{color:#0b6b3a;font-weight:600}.building,.queued{color:#7a4b00;font-weight:600}
.scroll{overflow-x:auto}.scroll:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

const nairobiTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-KE', { timeZone: 'Africa/Nairobi', dateStyle: 'medium', timeStyle: 'medium' }) : '';

const seconds = (from: string | null, to: string | null) =>
  from && to ? `${((Date.parse(to) - Date.parse(from)) / 1000).toFixed(1)} s` : '';

function row(run: DeployRun) {
  return html`<tr><td><code>${run.id.slice(0, 8)}</code></td><td><span class="${run.status}">${run.status}</span></td>
<td><time datetime="${run.requestedAt}">${nairobiTime(run.requestedAt)}</time></td><td>${run.calls}</td>
<td>${nairobiTime(run.startedAt)}</td><td>${nairobiTime(run.finishedAt)}</td><td>${seconds(run.startedAt, run.finishedAt)}</td>
<td class="error">${run.error ?? ''}</td></tr>`;
}

export function renderRuns(state: RunsState, liveDir: string): string {
  const newest = [...state.runs].reverse();
  const active = newest.some((run) => run.status === 'building' || run.status === 'queued');
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${active ? html`<meta http-equiv="refresh" content="5">` : ''}<title>Deploy hook (local)</title><style>${STYLE}</style></head>
<body><main><h1>Deploy hook (local stand-in)</h1>
<p class="note">Answers <code>POST /deploy</code> as a Cloudflare Pages deploy hook does, and rebuilds the site into staging, then swaps it in for ${liveDir}.
One build at a time; a call during a build queues one more. JSON: <a href="/__control/runs">/__control/runs</a>.</p>
${
  newest.length === 0
    ? html`<p>No rebuilds yet. Publish with <code>npm run content:publish -- &lt;document id&gt;</code>.</p>`
    : html`<div class="scroll" role="region" aria-labelledby="runs-caption" tabindex="0"><table><caption id="runs-caption">${newest.length} ${newest.length === 1 ? 'rebuild' : 'rebuilds'}, newest first</caption>
<thead><tr><th scope="col">Deployment</th><th scope="col">Status</th><th scope="col">Requested</th><th scope="col">Calls</th><th scope="col">Started</th><th scope="col">Finished</th><th scope="col">Build</th><th scope="col">Last error</th></tr></thead>
<tbody>${newest.map(row)}</tbody></table></div>`
}</main></body></html>`.toString();
}
