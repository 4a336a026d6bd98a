// Renders infra/nginx/templates/default.conf.template (the same file the nginx image uses) into a
// private folder and runs nginx on it in the foreground, without root: for `make` and the e2e tests.
//   node infra/scripts/nginx.mjs --port 8080 --web-root frontend/dist --api 127.0.0.1:3000 [--api 127.0.0.1:3001 ...]
//     [--tls-certificate cert.pem --tls-certificate-key key.pem]   (HTTPS with HTTP/2 and HSTS)
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FIRST_PAINT_CSP_FILE } from '../../frontend/build/first-paint-csp.mjs';
import { requireTools, TOOLS } from './tools.mjs';

const nginxDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'nginx');
/** Debian's libnginx-mod-http-brotli-static: serves the build's precompressed .br files when installed. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The upstream's server lines for one API address ("host:port") or several. */
export function upstreamServers(api) {
  const addresses = [api].flat();
  if (addresses.length === 0) throw new Error('at least one API address is needed');
  return addresses.map((address) => `server ${address} max_fails=0;`).join('\n    ');
}

/**
 * The site's listen line: plain HTTP, or TLS with HTTP/2 when `tls` names a certificate and its key
 * (PEM files). The nginx image renders the same line from NGINX_TLS_CERTIFICATE(_KEY) in listen.envsh.
 */
export function listenDirective(port, tls) {
  if (!tls) return `listen ${port};`;
  if (!tls.certificate || !tls.key) throw new Error('TLS needs both a certificate and its key');
  return `listen ${port} ssl http2; ssl_certificate ${resolve(tls.certificate)}; ssl_certificate_key ${resolve(tls.key)};`;
}

/** Where the rendered site writes its access log, in the format of the template (no report token). */
export function accessLogOf(directory) {
  return join(directory, 'access.log');
}

/** Writes a runnable nginx configuration to a new folder and returns its main file; `api` is one address or a list. */
export function renderNginxConfig({ port, webRoot, api, tls, directory = mkdtempSync(join(tmpdir(), 'lineup-nginx-')) }) {
  // nginx refuses it too (the template includes the file), but only once started and in its own words.
  if (!existsSync(join(webRoot, FIRST_PAINT_CSP_FILE)))
    throw new Error(`${resolve(webRoot)} holds no ${FIRST_PAINT_CSP_FILE}, the hash of its first-paint script (run the frontend build first)`);
  const variables = {
    NGINX_LISTEN: listenDirective(port, tls),
    WEB_ROOT: resolve(webRoot),
    API_UPSTREAM_SERVERS: upstreamServers(api),
    NGINX_SNIPPETS: join(nginxDir, 'snippets'),
    NGINX_ACCESS_LOG: accessLogOf(directory),
  };
  const site = readFileSync(join(nginxDir, 'templates', 'default.conf.template'), 'utf8').replace(/\$\{(\w+)\}/g, (match, name) => (name in variables ? variables[name] : match));
  // Run as root, nginx's worker is `nobody`: it spools a request body over 16 KB (an installs file) into client_body.
  chmodSync(directory, 0o755);
  for (const folder of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(directory, folder), { recursive: true });
    chmodSync(join(directory, folder), 0o777);
  }
  writeFileSync(join(directory, 'site.conf'), site);
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  // Each proxied request holds two connections (client and API): 4096 leaves room for 500 clients and more (bench/load).
  const main = `${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : ''}
worker_processes 1;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${directory}/client_body;
    proxy_temp_path ${directory}/proxy;
    fastcgi_temp_path ${directory}/fastcgi;
    uwsgi_temp_path ${directory}/uwsgi;
    scgi_temp_path ${directory}/scgi;
    ${brotli ? 'brotli_static on;' : ''}
    include ${directory}/site.conf;
}
`;
  const file = join(directory, 'nginx.conf');
  writeFileSync(file, main);
  return { file, directory };
}

/**
 * Runs nginx in the foreground on the configuration in `directory`. A failure to run it (a binary
 * that went away, EACCES) ends the child with a negative exit code instead of throwing.
 */
export function spawnNginx(file, directory) {
  const child = spawn(process.env.NGINX_BIN ?? 'nginx', ['-p', directory, '-c', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  child.once('error', () => undefined);
  return child;
}

/** Starts nginx in the foreground on a rendered configuration; throws, having started nothing, when nginx is not installed. */
export function startNginx(options) {
  requireTools([TOOLS.nginx()]);
  const { file, directory } = renderNginxConfig(options);
  return { child: spawnNginx(file, directory), directory };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8080' },
      'web-root': { type: 'string', default: 'frontend/dist' },
      api: { type: 'string', multiple: true, default: ['127.0.0.1:3000'] },
      'tls-certificate': { type: 'string' },
      'tls-certificate-key': { type: 'string' },
    },
  });
  const tls = values['tls-certificate'] ? { certificate: values['tls-certificate'], key: values['tls-certificate-key'] } : undefined;
  const { child } = startNginx({ port: Number(values.port), webRoot: values['web-root'], api: values.api, tls });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}
