// The compose file cannot be run here (no Docker engine): these tests keep it honest instead,
// checking that it parses and describes the same system as the native path.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { FIRST_PAINT_CSP_FILE } from '../../frontend/build/first-paint-csp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Merge keys (`<<: *hardened`) as Docker Compose reads them.
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const SERVERS = ['postgres', 'api', 'nginx', 'redis', 'mailpit'];

function dockerfileOf(service) {
  const build = compose.services[service].build;
  return build ? readFileSync(join(root, build.dockerfile), 'utf8') : '';
}
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const declared = new Set([...envExample.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, the API, nginx and Mailpit, with the e2e suite and Redis (for replicas) under profiles', () => {
    assert.deepEqual(Object.keys(compose.services).sort(), ['api', 'e2e', 'mailpit', 'nginx', 'postgres', 'redis']);
    assert.equal(compose.services.mailpit.profiles, undefined, 'Mailpit runs with every `docker compose up`');
    assert.deepEqual(compose.services.e2e.profiles, ['e2e']);
    assert.deepEqual(compose.services.redis.profiles, ['replicas']);
    assert.equal(compose.services.api.environment.REDIS_URL, '${REDIS_URL:-}', 'the API counts alone unless REDIS_URL is set');
  });

  it('keeps the database in a named volume, behind a health check the API waits for', () => {
    assert.ok(compose.volumes['postgres-data'] !== undefined);
    assert.match(compose.services.postgres.volumes[0], /^postgres-data:/);
    assert.ok(compose.services.postgres.healthcheck.test.join(' ').includes('pg_isready'));
    assert.equal(compose.services.api.depends_on.postgres.condition, 'service_healthy');
    assert.equal(compose.services.nginx.depends_on.api.condition, 'service_healthy');
  });

  it("publishes nginx on port 8080 and Mailpit's inbox on loopback port 8025, nothing else", () => {
    assert.deepEqual(compose.services.nginx.ports, ['8080:8080']);
    assert.deepEqual(compose.services.mailpit.ports, ['127.0.0.1:8025:8025'], 'the inbox has no login: loopback only, and no SMTP port outside');
    assert.equal(compose.services.api.ports, undefined);
    assert.equal(compose.services.postgres.ports, undefined);
  });

  it("sends the API's mail to Mailpit unless SMTP_URL names another server, and gives it the support inbox", () => {
    assert.equal(compose.services.api.environment.SMTP_URL, '${SMTP_URL:-smtp://mailpit:1025}');
    assert.match(compose.services.mailpit.image, /^axllent\/mailpit:v\d+\.\d+\.\d+$/, 'a pinned Mailpit');
    assert.equal(compose.services.api.environment.SUPPORT_EMAIL, '${SUPPORT_EMAIL:-support@lineup.surf}');
    assert.deepEqual(compose.services.mailpit.healthcheck.test, ['CMD', '/mailpit', 'readyz']);
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

  it('runs every container as an unprivileged user', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      assert.ok(service.user, `${name} names its user`);
      assert.ok(!['root', '0', '0:0'].includes(String(service.user)), `${name} runs as ${service.user}`);
    }
    assert.match(dockerfileOf('api'), /^USER node$/m, 'the API image drops root too');
    assert.match(dockerfileOf('nginx'), /^FROM nginxinc\/nginx-unprivileged:/m, 'nginx runs from the unprivileged image');
  });

  it('gives every server a read-only root file system, no capabilities and no privilege gain, writable tmpfs only', () => {
    for (const name of SERVERS) {
      const service = compose.services[name];
      assert.equal(service.read_only, true, `${name} read_only`);
      assert.deepEqual(service.cap_drop, ['ALL'], `${name} cap_drop`);
      assert.ok(service.security_opt.includes('no-new-privileges:true'), `${name} no-new-privileges`);
      assert.ok(service.tmpfs.includes('/tmp'), `${name} has a writable /tmp`);
    }
    assert.ok(compose.services.postgres.tmpfs.includes('/var/run/postgresql'), 'PostgreSQL writes its socket');
    assert.deepEqual(compose.services.redis.command.slice(1), ['--save', '', '--appendonly', 'no'], 'Redis writes nothing to disk');
    assert.ok(compose.services.nginx.tmpfs.includes('/etc/nginx/conf.d'), 'the nginx entrypoint renders its template');
  });

  it('gives every server a health check, a restart policy and a memory limit', () => {
    for (const name of SERVERS) {
      const service = compose.services[name];
      assert.ok(service.healthcheck || /^HEALTHCHECK /m.test(dockerfileOf(name)), `${name} health check`);
      assert.equal(service.restart, 'unless-stopped', `${name} restart`);
      assert.match(String(service.mem_limit), /^\d+[mg]$/, `${name} mem_limit`);
    }
  });

  it('points nginx at the API through the upstream server list of the template', () => {
    assert.match(dockerfileOf('nginx'), /API_UPSTREAM_SERVERS="server api:3000 max_fails=0;"/);
    const template = readFileSync(join(root, 'infra', 'nginx', 'templates', 'default.conf.template'), 'utf8');
    assert.match(template, /upstream lineup_api \{\s+\$\{API_UPSTREAM_SERVERS\}/);
  });

  it('gives nginx the hash of the inline first-paint script from the very build it serves', () => {
    const web = dockerfileOf('nginx');
    const webRoot = /WEB_ROOT=(\S+)/.exec(web)?.[1];
    assert.ok(webRoot, 'the image sets WEB_ROOT');
    assert.match(web, /^RUN npm run build -w frontend$/m);
    assert.ok(web.includes(`COPY --from=build /app/frontend/dist ${webRoot}\n`), 'the built site goes to WEB_ROOT, its .vite folder with it');
    const template = readFileSync(join(root, 'infra', 'nginx', 'templates', 'default.conf.template'), 'utf8');
    assert.ok(template.includes(`include \${WEB_ROOT}/${FIRST_PAINT_CSP_FILE};`), 'the template includes the file the build writes');
  });
});
