import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminPasswordFile, readOrCreateAdminPassword } from './admin-password-file';

describe('the development admin password file', () => {
  let folder: string;
  let file: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'lineup-admin-password-'));
    file = join(folder, 'data', 'admin-password');
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('lies beside the embedded database folder', () => {
    expect(adminPasswordFile('/srv/lineup/.data/postgres')).toBe('/srv/lineup/.data/admin-password');
  });

  it('is made once, random and long, readable by its owner only, and reused at the next start', () => {
    const first = readOrCreateAdminPassword(file);
    expect(first).toEqual({ password: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) as unknown, file, created: true });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(`${first.password}\n`);
    expect(readdirSync(join(folder, 'data'))).toEqual(['admin-password']);

    expect(readOrCreateAdminPassword(file)).toEqual({ password: first.password, file, created: false });
    expect(readOrCreateAdminPassword(join(folder, 'other'))).not.toEqual(expect.objectContaining({ password: first.password }));
  });

  it('keeps a password the developer wrote into it, and takes back what others could read', () => {
    readOrCreateAdminPassword(file);
    writeFileSync(file, '  my-own-long-password \n');
    chmodSync(file, 0o644);
    expect(readOrCreateAdminPassword(file)).toEqual({ password: 'my-own-long-password', file, created: false });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses, in one line saying what to do, a file too short or not a file', () => {
    readOrCreateAdminPassword(file);
    writeFileSync(file, 'short\n');
    expect(() => readOrCreateAdminPassword(file)).toThrow(
      `The admin password file ${file} holds no password of at least 12 characters: delete it to have a new one made, or set ADMIN_PASSWORD`,
    );
    rmSync(file);
    symlinkSync(join(folder, 'elsewhere'), file);
    expect(() => readOrCreateAdminPassword(file)).toThrow(/is not a regular file/);
  });
});
