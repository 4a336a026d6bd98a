// The installs import benchmark of issue 40: a generated App Store "App Downloads Detailed" file of a
// year (1,000,000 rows, gzipped) and a Google Play traffic source file of a year (UTF-16), each
// imported end to end through nginx and the built API (POST /api/admin/installs/imports, applied),
// beside PostgreSQL's own COPY of the same rows into a table of the file's shape, in turns.
// Goal: the import within 3x of COPY. Builds nothing: `make bench-installs` builds first.
//   node bench/installs/import.mjs [--rows 1000000] [--handles 2700] [--turns 5] [--files app-store,play-store] [--cpu-profile DIR]
import { request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { APPLE_COLUMNS, appleLine, PLAY_COLUMNS, playLine, utf16File } from '../../infra/scripts/store-files.mjs';
import { settleDays } from '../campaigns/seed.mjs';
import { startCpuCount } from '../load/cpu.mjs';
import { StartedParts, adminCookie, requireFromBackend, startStack } from '../load/stack.mjs';

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    handles: { type: 'string', default: '2700' },
    turns: { type: 'string', default: '5' },
    files: { type: 'string', default: 'app-store,play-store' },
    'cpu-profile': { type: 'string' },
  },
});
const appleRows = Number(options.rows);
const handleCount = Number(options.handles);
const turns = Number(options.turns);
const DAYS = 365;
const GOAL_RATIO = 3;

const { appleCampaignToken } = requireFromBackend('./dist/installs/apple-campaign-token.js');
const { from: copyFrom } = requireFromBackend('pg-copy-streams');
const log = (line) => process.stderr.write(`${line}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (rows, ms) => `${Math.round((rows / ms) * 1000).toLocaleString('en-US')}/s`;

/** A fixed sequence (mulberry32), so every run reads the same files. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (next, list) => list[Math.floor(next() * list.length)];

/** One handle in fifty is long enough that its App Store token is cut, with a hash. */
const handles = Array.from({ length: handleCount }, (_, index) => (index % 50 === 7 ? `surfer.with.a.rather.long.handle.${index}` : `surfer-${index}`));
const days = Array.from({ length: DAYS }, (_, index) => new Date(Date.now() - (DAYS - index) * 86_400_000).toISOString().slice(0, 10));

const TERRITORIES = ['US', 'AU', 'GB', 'FR', 'BR', 'PT', 'ES', 'DE', 'ID', 'ZA', 'MX', 'JP'];
const DEVICES = ['iPhone', 'iPad', 'Desktop'];
const UNATTRIBUTED = ['', 'newsletter', 'influencer:nobody', 'launch-party:stranger', 'spring-ad'];
/** As often as Apple reports them: most are first-time downloads. */
const DOWNLOAD_TYPES = [...Array(14).fill('First-time download'), ...Array(5).fill('Redownload'), 'Restore'];

/**
 * The App Store file, with the figures the API's answer must show. Apple writes a row per day, token
 * and territory, device and download type: a handle's day is 1 to 7 rows, from a random handle on
 * until the day's share of the rows (a million over the year) is written, and 5% of the rows carry
 * a value that names no handle (no campaign, a newsletter's token).
 */
function appleFile() {
  const next = random(40);
  const tokens = handles.map((influencer) => appleCampaignToken({ campaign: 'influencer', influencer }));
  const lines = [APPLE_COLUMNS.join('\t')];
  let installs = 0;
  const add = (day, campaign, spread) => {
    const downloadType = pick(next, DOWNLOAD_TYPES);
    const counts = 1 + Math.floor(next() * 12);
    if (downloadType === 'First-time download') installs += counts;
    lines.push(
      appleLine({
        day,
        campaign,
        counts,
        downloadType,
        territory: TERRITORIES[spread % TERRITORIES.length],
        device: DEVICES[Math.floor(spread / TERRITORIES.length) % DEVICES.length],
      }),
    );
  };
  for (const [index, day] of days.entries()) {
    const rows = Math.floor(((index + 1) * appleRows) / DAYS) - Math.floor((index * appleRows) / DAYS);
    const unattributed = Math.round(rows * 0.05);
    for (let row = 0; row < unattributed; row += 1) add(day, UNATTRIBUTED[row % UNATTRIBUTED.length], Math.floor(row / UNATTRIBUTED.length));
    let [written, handle] = [unattributed, Math.floor(next() * tokens.length)];
    while (written < rows) {
      const spread = Math.min(1 + Math.floor(next() * 7), rows - written);
      const territory = Math.floor(next() * TERRITORIES.length);
      for (let row = 0; row < spread; row += 1) add(day, tokens[handle], territory + row);
      written += spread;
      handle = (handle + 1 + Math.floor(next() * 6)) % tokens.length;
    }
  }
  const text = Buffer.from(lines.join('\n') + '\n');
  return { name: 'App Store', fileName: 'app_downloads_detailed_year.txt.gz', upload: gzipSync(text), copyText: text, rows: appleRows, installs };
}

/** The Google Play file: a row per day and UTM pair, each handle on about a fifth of the days, and the store's own search. */
function playFile() {
  const next = random(41);
  const lines = [PLAY_COLUMNS.join(',')];
  let [rows, installs] = [0, 0];
  const add = (row) => {
    lines.push(playLine(row));
    rows += 1;
    installs += row.acquisitions;
  };
  for (const day of days) {
    for (const source of handles) {
      if (next() < 0.2) add({ day, source, campaign: next() < 0.9 ? 'influencer' : 'launch-party', acquisitions: Math.floor(next() * 9) });
    }
    add({ day, source: '', campaign: '', acquisitions: 40 + Math.floor(next() * 60) });
    add({ day, source: 'newsletter', campaign: 'spring', acquisitions: Math.floor(next() * 9) });
  }
  const text = lines.join('\r\n') + '\r\n';
  return { name: 'Google Play', fileName: 'store_performance_surf.lineup.app_year_traffic_source.csv', upload: utf16File(text), copyText: Buffer.from(text), rows, installs };
}

/** The file's columns as a table: its day a date, its counts integers, the rest text. */
const COPY_TABLES = {
  'App Store': {
    create: `CREATE TABLE bench_apple_file (${APPLE_COLUMNS.map((column) => `"${column}" ${column === 'Date' ? 'date' : column === 'Counts' ? 'integer' : 'text'}`).join(', ')})`,
    copy: 'COPY bench_apple_file FROM STDIN (FORMAT text, HEADER true)',
    table: 'bench_apple_file',
  },
  'Google Play': {
    create: `CREATE TABLE bench_play_file (${PLAY_COLUMNS.map((column) => `"${column}" ${column === 'Date' ? 'date' : column.startsWith('Store listing') && !column.endsWith('rate') ? 'integer' : 'text'}`).join(', ')})`,
    copy: 'COPY bench_play_file FROM STDIN (FORMAT csv, HEADER true)',
    table: 'bench_play_file',
  },
};

/**
 * The upload's multipart body, written once and sent as one buffer by node:http: 0.01 s of this client's CPU a year of Google
 * Play, where fetch's FormData took 0.15 s of the two cores the API runs on (an admin's browser has a machine of its own).
 */
function multipartBody(file) {
  const boundary = `lineup-bench-${Date.now().toString(36)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([Buffer.from(head), file.upload, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-length': body.length } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function timedImport({ nginxUrl: base, db, processes }, cookie, file) {
  file.multipart ??= multipartBody(file);
  const cpu = startCpuCount(processes);
  const started = performance.now();
  const { status, text } = await post(`${base}/api/admin/installs/imports`, { cookie, 'content-type': file.multipart.type }, file.multipart.body);
  const ms = performance.now() - started;
  const used = cpu();
  if (status !== 201) throw new Error(`${file.name}: the import answered ${status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  if (body.rows !== file.rows || body.installs !== file.installs)
    throw new Error(`${file.name}: read ${body.rows} rows, ${body.installs} installs; written ${file.rows}, ${file.installs}`);
  const { rows } = await db.query(
    `SELECT (SELECT coalesce(sum(cardinality(influencers)), 0) FROM install_count WHERE import_id = $1)
      + (SELECT coalesce(sum(cardinality("values")), 0) FROM install_unattributed WHERE import_id = $1) AS stored`,
    [body.imported.id],
  );
  const removed = await fetch(`${base}/api/admin/installs/imports/${body.imported.id}`, { method: 'DELETE', headers: { cookie } });
  if (removed.status !== 204) throw new Error(`${file.name}: the removal answered ${removed.status}`);
  // As COPY's table is emptied before each turn: the next turn's import finds the tables as autovacuum leaves them, not the removal's dead rows.
  await db.query(
    'VACUUM campaign_installs, campaign_range_stats, campaign_range_installs, campaign_install_day, install_count, install_unattributed, install_import_day, install_import',
  );
  return { ms, used, body, stored: Number(rows[0].stored) };
}

async function timedCopy({ db, processes }, file) {
  const { copy, table } = COPY_TABLES[file.name];
  await db.query(`TRUNCATE ${table}`);
  const cpu = startCpuCount(processes);
  const started = performance.now();
  await pipeline(Readable.from([file.copyText]), db.query(copyFrom(copy)));
  const ms = performance.now() - started;
  const used = cpu();
  const { rows } = await db.query(`SELECT count(*)::int AS rows FROM ${table}`);
  if (rows[0].rows !== file.rows) throw new Error(`${file.name}: COPY stored ${rows[0].rows} rows of ${file.rows}`);
  return { ms, used };
}

/**
 * Every handle's calls in both campaigns, a day in three over the last 30 days, written as the tracking statement
 * leaves them (the all-time row and its days), and the preset ranges rolled up from them: the installs of a
 * handle in a range are added to a range row it has, as those of a handle whose visitors tapped its link.
 */
async function seedCalls({ db, postgresUrl }) {
  await db.query(
    `INSERT INTO campaign_daily_stats (campaign, influencer, day, page_views, app_store_clicks, play_store_clicks, unique_visitors,
       unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, updated_at)
     SELECT campaign, handle.influencer, current_date - d, 9, 2, 2, 5, 1, 1, 2, 0, (current_date - d) + interval '12 hours'
     FROM unnest($1::text[]) WITH ORDINALITY AS handle (influencer, i), unnest(ARRAY['influencer', 'launch-party']) AS campaign, generate_series(0, 29) AS d
     WHERE (handle.i + d) % 3 = 0`,
    [handles],
  );
  await settleDays(db, postgresUrl);
}

/** The turn of the median time. */
const middle = (timed) => [...timed].sort((a, b) => a.ms - b.ms)[Math.floor(timed.length / 2)];
const cpuOf = ({ used }) =>
  used ? `CPU: API ${seconds(used.api)}, PostgreSQL ${seconds(used.postgres ?? 0)}, nginx ${seconds(used.nginx)}, this client ${seconds(used.bench)}` : 'CPU not counted';

const parts = new StartedParts();
process.once('SIGINT', () => void parts.stop().then(() => process.exit(130)));
const startedAt = new Date();
const load = loadavg()[0];
try {
  log(`Writing the files: ${appleRows.toLocaleString('en-US')} App Store rows, a year of Google Play for ${handleCount.toLocaleString('en-US')} handles`);
  const wanted = options.files.split(',');
  const files = [...(wanted.includes('app-store') ? [appleFile()] : []), ...(wanted.includes('play-store') ? [playFile()] : [])];
  for (const file of files) {
    log(
      `  ${file.name}: ${file.rows.toLocaleString('en-US')} rows, ${(file.upload.length / 1e6).toFixed(1)} MB uploaded (${(file.copyText.length / 1e6).toFixed(1)} MB of UTF-8 text)`,
    );
  }
  const stack = await startStack({ cpuProfileDir: options['cpu-profile'] }, parts);
  const cookie = await adminCookie(stack.nginxUrl, stack.adminPassword);
  await seedCalls(stack);
  for (const { create } of Object.values(COPY_TABLES)) await stack.db.query(create);
  // Untimed: the first import compiles the API's code paths; its answer shows every handle resolved.
  for (const file of files) {
    const { body, stored } = await timedImport(stack, cookie, file);
    file.stored = stored;
    log(
      `  ${file.name}: ${body.installs.toLocaleString('en-US')} installs, ${body.attributedInstalls.toLocaleString('en-US')} to ${body.influencers} handles, ${body.unattributed.length} values unattributed; ${stored.toLocaleString('en-US')} counts stored`,
    );
    await timedCopy(stack, file);
  }
  const lines = [];
  for (const file of files) {
    const [imports, copies] = [[], []];
    for (let turn = 0; turn < turns; turn += 1) {
      const importFirst = turn % 2 === 0;
      if (importFirst) imports.push(await timedImport(stack, cookie, file));
      copies.push(await timedCopy(stack, file));
      if (!importFirst) imports.push(await timedImport(stack, cookie, file));
      log(`  ${file.name}, turn ${turn + 1}: import ${seconds(imports.at(-1).ms)} (${cpuOf(imports.at(-1))}), COPY ${seconds(copies.at(-1).ms)} (${cpuOf(copies.at(-1))})`);
    }
    const [imported, copied] = [middle(imports), middle(copies)];
    const ratio = imported.ms / copied.ms;
    lines.push(
      `| ${file.name} | ${file.rows.toLocaleString('en-US')} | ${(file.upload.length / 1e6).toFixed(1)} MB | ${file.stored.toLocaleString('en-US')} | ` +
        `${perSecond(file.rows, imported.ms)}, ${seconds(imported.ms)} (${cpuOf(imported)}) | ${perSecond(file.rows, copied.ms)}, ${seconds(copied.ms)} (${cpuOf(copied)}) | ` +
        `${ratio.toFixed(2)}x ${ratio <= GOAL_RATIO ? '(met)' : '(missed)'} |`,
    );
  }
  const report = [
    `${startedAt.toISOString()}; ${cpus().length} cores, load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end; the median of ${turns} turns.`,
    '',
    `| File | Rows | Uploaded | Counts stored (a handle's or a value's day) | Import (API, through nginx, applied): rows a second, time (CPU) | COPY of the same rows | Ratio (goal ${GOAL_RATIO}x) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lines,
    '',
  ].join('\n');
  process.stdout.write(report);
} finally {
  await parts.stop();
}
