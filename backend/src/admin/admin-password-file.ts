import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, linkSync, lstatSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { shownPath } from '../common/shown-path';
import { StartError } from '../common/start-error';

export const ADMIN_PASSWORD_FILE_NAME = 'admin-password';
/** ADMIN_PASSWORD's floor (environment.ts). */
const MIN_LENGTH = 12;
const PASSWORD_BYTES = 18;
const OWNER_ONLY = 0o600;

export function adminPasswordFile(embeddedPostgresDir: string): string {
  return join(dirname(resolve(embeddedPostgresDir)), ADMIN_PASSWORD_FILE_NAME);
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

function readPasswordFile(file: string): string | undefined {
  let stats;
  try {
    stats = lstatSync(file);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  const fix = `delete it to have a new one made, or set ADMIN_PASSWORD`;
  if (!stats.isFile()) throw new StartError(`The admin password file ${shownPath(file)} is not a regular file: ${fix}`);
  // A file someone else made could hold a password they know.
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid) throw new StartError(`The admin password file ${shownPath(file)} belongs to another user (uid ${stats.uid}): ${fix}`);
  if ((stats.mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY);
  const password = readFileSync(file, 'utf8').trim();
  if (password.length < MIN_LENGTH) throw new StartError(`The admin password file ${shownPath(file)} holds no password of at least ${MIN_LENGTH} characters: ${fix}`);
  return password;
}

export type KeptAdminPassword = { password: string; file: string; created: boolean };

/** Written under a temporary name and linked into place: no one reads it half-written, and two starts at once share one password. */
export function readOrCreateAdminPassword(file: string): KeptAdminPassword {
  const kept = readPasswordFile(file);
  if (kept !== undefined) return { password: kept, file, created: false };

  mkdirSync(dirname(file), { recursive: true });
  const password = randomBytes(PASSWORD_BYTES).toString('base64url');
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const descriptor = openSync(temporary, 'wx', OWNER_ONLY);
  try {
    writeSync(descriptor, `${password}\n`);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    linkSync(temporary, file);
    return { password, file, created: true };
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    // Another start made it first: both use that one.
    return { password: readPasswordFile(file) as string, file, created: false };
  } finally {
    unlinkSync(temporary);
  }
}
