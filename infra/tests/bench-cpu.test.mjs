// bench/load/cpu.mjs: each part's CPU is its own processes' and their children's, nothing else's.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCpuCount } from '../../bench/load/cpu.mjs';

const BUSY_MS = 400;
// Other test files run beside this one: a child busy for BUSY_MS of the clock may get a part of a core only.
const AT_LEAST_MS = BUSY_MS * 0.4;

/** A process whose child is busy for BUSY_MS, then stays until killed or exits (and is waited for). */
function parentOfBusyChild({ childStays }) {
  const child = `const end = Date.now() + ${BUSY_MS}; while (Date.now() < end);${childStays ? ' setInterval(() => {}, 1000);' : ''}`;
  const parent = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'ignore' }); setInterval(() => {}, 1000);`;
  return spawn(process.execPath, ['-e', parent], { stdio: 'ignore', detached: true });
}

describe('CPU per part (bench/load/cpu.mjs)', { skip: process.platform !== 'linux' && 'reads /proc' }, () => {
  it("counts a child's busy time in its parent's part, running or exited, and none in an idle part", async () => {
    const running = parentOfBusyChild({ childStays: true });
    const exited = parentOfBusyChild({ childStays: false });
    const idle = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', detached: true });
    try {
      // The parents' own start-up (a Node.js process each) falls before the count.
      await sleep(150);
      const used = startCpuCount({ running: [running.pid], exited: [exited.pid], idle: [idle.pid] });
      await sleep(BUSY_MS + 800);
      const cpu = used();
      assert.ok(cpu.running >= AT_LEAST_MS, `running child: ${cpu.running} ms`);
      assert.ok(cpu.exited >= AT_LEAST_MS, `exited child: ${cpu.exited} ms`);
      assert.ok(cpu.idle < 50, `idle part: ${cpu.idle} ms`);
      assert.ok(cpu.bench < AT_LEAST_MS, `this process: ${cpu.bench} ms`);
      assert.ok(cpu.other >= 0);
    } finally {
      for (const group of [running, exited, idle]) process.kill(-group.pid, 'SIGKILL');
      await Promise.all([running, exited, idle].map((group) => once(group, 'exit')));
    }
  });
});
