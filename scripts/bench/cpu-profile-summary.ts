/**
 * Where a CPU profile's time went (`node --cpu-prof` writes the V8 format): self time per function
 * and per file, largest first. Pure: the checkout load section prints it for a profiled host.
 */

export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

/** The project's own path of a frame's file (from src/, local/, scripts/ or node_modules/), else its URL as given. */
function shortUrl(url: string): string {
  const match = /\/((?:src|local|scripts|node_modules)\/.*)$/.exec(url);
  return match ? match[1]!.replace(/^node_modules\/(?:.*\/node_modules\/)?/, '') : url;
}

function frameName(frame: CpuProfile['nodes'][number]['callFrame']): string {
  if (!frame.url) return frame.functionName || '(anonymous)';
  return `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
}

/** Self time by `key` of each sampled node, the `top` largest, with their share of the whole profile. */
function selfTimes(profile: CpuProfile, key: (frame: CpuProfile['nodes'][number]['callFrame']) => string, top: number): SelfTime[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  let whole = 0;
  profile.samples.forEach((id, i) => {
    // A sample's time is the delta to the next sample (V8's timeDeltas are each sample's gap before it).
    const us = profile.timeDeltas[i + 1] ?? 0;
    const frame = nodes.get(id);
    if (!frame) return;
    const name = key(frame);
    totals.set(name, (totals.get(name) ?? 0) + us);
    whole += us;
  });
  return [...totals]
    .map(([name, us]) => ({ name, ms: us / 1000, share: whole > 0 ? us / whole : 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

export const topFunctions = (profile: CpuProfile, top = 15) => selfTimes(profile, frameName, top);

/** A frame's file: a package's under the package's name (nodemailer, postgres), the project's by path, V8's own entries as named. */
export function fileOf(frame: CpuProfile['nodes'][number]['callFrame']): string {
  if (!frame.url) return frame.functionName;
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(frame.url);
  return inPackage ? inPackage[1]! : shortUrl(frame.url);
}

export const topFiles = (profile: CpuProfile, top = 10) => selfTimes(profile, fileOf, top);

export function selfTimeRows(rows: readonly SelfTime[]): string[] {
  return rows.map((row) => `${row.ms.toFixed(0).padStart(7)} ms ${(row.share * 100).toFixed(1).padStart(5)} %  ${row.name}`);
}
