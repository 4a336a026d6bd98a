// bench/load/cpu.mjs: each part's CPU is its own processes' and their children's, nothing else's.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCpuCount } from '../../bench/load/cpu.mjs';

const BUSY_MS = 400;
// A process that starts a child busy for BUSY_MS, then both stay until killed (an exited process's CPU leaves /proc).
const PARENT_OF_BUSY = `
  const { spawn } = require('node:child_process');
  spawn(process.execPath, ['-e', 'const end = Date.now() + ${BUSY_MS}; while (Date.now() < end); setInterval(() => {}, 1000);'], { stdio: 'ignore' });
  setInterval(() => {}, 1000);`;

describe('CPU per part (bench/load/cpu.mjs)', { skip: process.platform !== 'linux' && 'reads /proc' }, () => {
  it("counts a child's busy time in its parent's part and none in an idle part", async () => {
    const busy = spawn(process.execPath, ['-e', PARENT_OF_BUSY], { stdio: 'ignore', detached: true });
    const idle = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await sleep(200);
      const used = startCpuCount({ busy: [busy.pid], idle: [idle.pid] });
      await sleep(BUSY_MS + 600);
      const cpu = used();
      assert.ok(cpu.busy >= BUSY_MS * 0.5, `busy part: ${cpu.busy} ms`);
      assert.ok(cpu.idle < 50, `idle part: ${cpu.idle} ms`);
      assert.ok(cpu.bench < BUSY_MS * 0.5, `this process: ${cpu.bench} ms`);
      assert.ok(cpu.other >= 0);
    } finally {
      process.kill(-busy.pid, 'SIGKILL');
      idle.kill('SIGKILL');
      await Promise.all([once(busy, 'exit'), once(idle, 'exit')]);
    }
  });
});
