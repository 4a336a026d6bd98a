// `make start`: restarts a crashed API with a backoff, until CRASH_LIMIT crashes within CRASH_WINDOW_MS.
// The API keeps its embedded PostgreSQL running itself (database/embedded-postgres.ts).
import 'reflect-metadata';
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { CRASH_LIMIT, CRASH_WINDOW_MS, SERVING_MESSAGE } from './common/supervision';
import { type EnvironmentVariables, environmentOrExit } from './config/environment';
import { claimDataFolder } from './database/embedded-postgres';
import { chooseLogFormat, createAppLogger } from './logging/app-logger';

const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

class Supervisor {
  private api: ChildProcess | undefined;
  private served = false;
  private stopSignal: NodeJS.Signals | undefined;
  private crashes: number[] = [];
  private restart: NodeJS.Timeout | undefined;

  constructor(
    private readonly env: EnvironmentVariables,
    private readonly logger: Logger,
  ) {
    for (const signal of STOP_SIGNALS) process.on(signal, () => this.onSignal(signal));
  }

  run(): void {
    // A group of its own, so Ctrl-C reaches the supervisor only and the API gets one signal (a second would end its wait for requests
    // in flight); its PostgreSQL, in that group too, is then stopped by the API after them, not by Ctrl-C before.
    const api = fork(join(__dirname, 'main.js'), [], { detached: true, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.api = api;
    api.on('message', (message) => {
      if (message === SERVING_MESSAGE) this.served = true;
    });
    api.once('exit', (code, signal) => void this.onExit(code, signal));
  }

  private onSignal(signal: NodeJS.Signals): void {
    if (this.api) {
      this.stopSignal ??= signal;
      this.api.kill(signal);
      return;
    }
    if (this.stopSignal) return;
    this.stopSignal = signal;
    clearTimeout(this.restart);
    void this.exit(0);
  }

  private async onExit(code: number | null, signal: NodeJS.Signals | null): Promise<void> {
    this.api = undefined;
    // Ended by the signal passed on before it could hear it (its first second): nothing was started yet.
    if (this.stopSignal) return this.exit(code ?? (signal === this.stopSignal ? 0 : 1));
    // A first start that failed has said why; starting it again would say it again.
    if (!this.served) {
      if (signal) this.logger.fatal(`The API was ${describeExit(code, signal)} while it started`);
      return this.exit(code ?? 1);
    }
    // Stopped by a signal sent to it rather than to `make start`.
    if (code === 0) return this.exit(0);
    const now = Date.now();
    this.crashes = [...this.crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
    if (this.crashes.length >= CRASH_LIMIT) {
      this.logger.fatal(`The API crashed ${this.crashes.length} times within ${CRASH_WINDOW_MS / 1_000} s (the last: ${describeExit(code, signal)}): not starting it again`);
      return this.exit(1);
    }
    const delayMs = Math.min(FIRST_BACKOFF_MS * 2 ** (this.crashes.length - 1), MAX_BACKOFF_MS);
    this.logger.error(`The API crashed (${describeExit(code, signal)}): starting it again in ${delayMs / 1_000} s`);
    this.restart = setTimeout(() => this.run(), delayMs);
  }

  /** A crashed API leaves its embedded PostgreSQL running: the API started again stops it, and so does this last step. */
  private async exit(code: number): Promise<void> {
    if (!this.env.DATABASE_URL) {
      try {
        const claim = await claimDataFolder(this.env.EMBEDDED_POSTGRES_DIR);
        if (claim.stoppedLeftover !== undefined) this.logger.warn(`Stopped the PostgreSQL the API left running (pid ${claim.stoppedLeftover})`);
        claim.release();
      } catch {
        // In use by another start, or started by hand: not ours to stop.
      }
    }
    process.exit(code);
  }
}

function main(): void {
  const env = environmentOrExit();
  const logger = createAppLogger({ level: env.LOG_LEVEL, format: chooseLogFormat(env.LOG_FORMAT, env.NODE_ENV, Boolean(process.stdout.isTTY)) });
  new Supervisor(env, logger).run();
}

main();
