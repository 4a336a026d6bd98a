// The compose file cannot be run here (no Docker engine): these tests keep it honest instead,
// checking that it parses and describes the same system as the native path.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const declared = new Set([...envExample.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, the API and nginx, with the e2e suite under a profile', () => {
    assert.deepEqual(Object.keys(compose.services).sort(), ['api', 'e2e', 'nginx', 'postgres']);
    assert.deepEqual(compose.services.e2e.profiles, ['e2e']);
  });

  it('keeps the database in a named volume, behind a health check the API waits for', () => {
    assert.ok(compose.volumes['postgres-data'] !== undefined);
    assert.match(compose.services.postgres.volumes[0], /^postgres-data:/);
    assert.ok(compose.services.postgres.healthcheck.test.join(' ').includes('pg_isready'));
    assert.equal(compose.services.api.depends_on.postgres.condition, 'service_healthy');
    assert.equal(compose.services.nginx.depends_on.api.condition, 'service_healthy');
  });

  it('publishes nginx alone, on port 8080', () => {
    assert.deepEqual(compose.services.nginx.ports, ['8080:8080']);
    assert.equal(compose.services.api.ports, undefined);
    assert.equal(compose.services.postgres.ports, undefined);
  });

  it('builds from Dockerfiles that exist, and nginx from the template the tests use', () => {
    for (const service of ['api', 'nginx', 'e2e']) {
      assert.ok(existsSync(join(root, compose.services[service].build.dockerfile)), `${service} Dockerfile`);
    }
    const web = readFileSync(join(root, compose.services.nginx.build.dockerfile), 'utf8');
    assert.match(web, /COPY infra\/nginx\/templates \/etc\/nginx\/templates/);
  });

  it('names only variables that .env.example documents', () => {
    const used = new Set();
    const text = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    for (const match of text.matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)) used.add(match[1]);
    for (const service of ['api']) for (const name of Object.keys(compose.services[service].environment)) used.add(name);
    const undocumented = [...used].filter((name) => !declared.has(name) && name !== 'POSTGRES_PASSWORD');
    assert.deepEqual(undocumented, []);
  });
});
