// Where a run's CPU time goes: each part of the stack (the API, PostgreSQL, nginx, this load
// generator) read from /proc before and after the run, so two scenarios can be compared by the
// whole machine's work per request, not only by the API's (bench/load/README.md, "CPU per request").
// Linux only: elsewhere every figure is null and the report leaves the table out.
import { readdirSync, readFileSync } from 'node:fs';

// USER_HZ: the unit of utime and stime in /proc/<pid>/stat (man 5 proc), 100 on every Linux we run.
const TICK_MS = 10;
const ON_LINUX = process.platform === 'linux';

/**
 * Parent and CPU ticks of one process, with those of its children that have exited and been
 * waited for (cutime, cstime: a PostgreSQL backend that ends during a run stays counted); null
 * once it has exited. The name may hold spaces and brackets: fields follow its last ')'.
 */
function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { ppid: Number(fields[1]), ticks: utime + stime + cutime + cstime };
  } catch {
    return null;
  }
}

/** The parent of a process on this machine (PostgreSQL's postmaster, from a backend's pid); null elsewhere. */
export function parentOf(pid) {
  return ON_LINUX ? (readStat(pid)?.ppid ?? null) : null;
}

/** Every process's parent and ticks, from one pass over /proc. */
function processStats() {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) stats.set(Number(entry), stat);
  }
  return stats;
}

/** CPU milliseconds used so far by the roots and every process below them. */
function treeMs(stats, roots) {
  const inTree = (pid) => {
    for (let current = pid; current > 1; current = stats.get(current)?.ppid ?? 0) if (roots.includes(current)) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return ticks * TICK_MS;
}

/** Busy milliseconds of the whole machine (every core, every program), from /proc/stat. */
function machineMs() {
  const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not work.
  const [user, nice, system, , , irq, softirq, steal] = times;
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}

/**
 * `parts`: a name per list of root process ids. Resolves a function that, called after the run,
 * answers each part's CPU milliseconds since, plus `bench` (this process) and `other` (the rest
 * of the machine: what else ran meanwhile).
 */
export function startCpuCount(parts) {
  if (!ON_LINUX) return () => null;
  const names = Object.keys(parts);
  const read = () => {
    const { user, system } = process.cpuUsage();
    const stats = processStats();
    return { ...Object.fromEntries(names.map((name) => [name, treeMs(stats, parts[name])])), bench: (user + system) / 1000, machine: machineMs() };
  };
  const before = read();
  return () => {
    const after = read();
    const used = Object.fromEntries([...names, 'bench'].map((name) => [name, after[name] - before[name]]));
    const ours = Object.values(used).reduce((sum, ms) => sum + ms, 0);
    return { ...used, other: Math.max(0, after.machine - before.machine - ours) };
  };
}

/** CPU milliseconds spread over a run's answers, in whole microseconds each. */
export function microsPerAnswer(ms, answers) {
  return Math.round((ms * 1000) / Math.max(1, answers));
}

/** `api 210, postgres 95, …`: each part's CPU microseconds per answer. */
export function cpuPerRequest(cpu, answers) {
  return Object.entries(cpu)
    .map(([part, ms]) => `${part} ${microsPerAnswer(ms, answers)}`)
    .join(', ');
}
