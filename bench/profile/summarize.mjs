// Prints where a V8 CPU profile (.cpuprofile, from `node --cpu-prof`) spent its time: the functions
// with the most self time, and the time inside each package and each file of the API's build.
// Usage: node bench/profile/summarize.mjs FILE.cpuprofile [--top 25] [--requests N]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, requests: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error('Usage: node bench/profile/summarize.mjs FILE.cpuprofile [--top 25] [--requests N]');
  process.exit(2);
}
const top = Number(options.top);
const requests = options.requests === undefined ? undefined : Number(options.requests);

/** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }[], samples: number[], timeDeltas: number[] }} */
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));

/** Microseconds sampled in each node, itself only. */
const sampled = new Map();
profile.samples.forEach((id, index) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);
/** A regular expression's name is its whole source: cut to a line. */
const frameName = ({ functionName, url, lineNumber }) => `${(functionName || '(anonymous)').slice(0, 100)} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
/** A package under node_modules, or a file of the API's build: where the time is owned. */
function owner(url) {
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  const inBuild = url.split('/backend/dist/')[1];
  return inBuild ? `backend: ${inBuild}` : undefined;
}

let total = 0;
let idle = 0;
const self = new Map();
const inside = new Map();
for (const [id, time] of sampled) {
  const { callFrame } = nodes.get(id);
  total += time;
  if (callFrame.functionName === '(idle)') idle += time;
  const name = IDLE.has(callFrame.functionName) ? callFrame.functionName : frameName(callFrame);
  self.set(name, (self.get(name) ?? 0) + time);
  // Each owner once per sample, however deep it recurs.
  const owners = new Set();
  for (let node = id; node !== undefined; node = parents.get(node)) {
    const found = owner(nodes.get(node).callFrame.url);
    if (found) owners.add(found);
  }
  for (const found of owners) inside.set(found, (inside.get(found) ?? 0) + time);
}

const ms = (microseconds) => `${(microseconds / 1000).toFixed(0).padStart(7)} ms`;
const perRequest = (microseconds) => (requests ? `${(microseconds / requests).toFixed(1).padStart(8)} µs/request` : '');
const busy = total - idle;
console.log(`Sampled ${ms(total).trim()}: busy ${ms(busy).trim()}, idle ${ms(idle).trim()}${requests ? `; ${(busy / requests).toFixed(0)} µs busy a request` : ''}.`);
console.log('\nSelf time, most first:');
for (const [name, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(time)} ${perRequest(time)}  ${name}`);
console.log('\nTime inside each package and build file (callees included):');
for (const [name, time] of [...inside].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(time)} ${perRequest(time)}  ${name}`);
