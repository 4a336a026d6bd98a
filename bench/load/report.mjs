// The benchmark's markdown: figures, exact-count checks, the pgbench baseline and the goals.
import { microsPerAnswer } from './cpu.mjs';

export const GOALS = { minRatio: 0.5, maxP99Ms: 50, p99Connections: 100 };

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const thousands = (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');

/** A markdown table; the first `textColumns` columns are left-aligned, the figures right-aligned. */
function table(header, rows, textColumns) {
  const alignment = header.map((_, index) => (index < textColumns ? ' --- ' : ' ---: '));
  return [`| ${header.join(' | ')} |`, `|${alignment.join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** endpoint req/s over pgbench tps, for the tracking rows that have a baseline at their concurrency. */
export function ratioOf(row, baselines) {
  const baseline = baselines.find((candidate) => candidate.scenario === row.scenario && candidate.clients === row.connections);
  return baseline ? row.rps / baseline.tps : undefined;
}

/** Each goal of issues 8, 17 and 25 with the rows it was judged on and whether it holds. */
export function judgeGoals(rows, checks, baselines, deliveries) {
  const trackingViaNginx = rows.filter((row) => row.tracking && row.target === 'nginx');
  const ratios = trackingViaNginx.map((row) => ({ row, ratio: ratioOf(row, baselines) })).filter(({ ratio }) => ratio !== undefined);
  const atP99Level = trackingViaNginx.filter((row) => row.connections === GOALS.p99Connections);
  const supportViaNginx = rows.filter((row) => row.scenario === 'support' && row.target === 'nginx' && row.connections === GOALS.p99Connections);
  const failing = rows.filter((row) => row.errors > 0 || row.non2xx > 0);
  const lost = checks.filter((check) => !check.ok);
  const describe = (row, value) => `${row.title} at ${row.connections}: ${value}`;
  // Issue 25: each analytics run through nginx at 100 connections against the tracking run just before it (`--scenarios tracking-hot,analytics,…`).
  const ingestion = rows.flatMap((row, index) => {
    if (row.scenario !== 'analytics' || row.target !== 'nginx' || row.connections !== GOALS.p99Connections) return [];
    const tracking = rows.slice(0, index).findLast((earlier) => earlier.scenario === 'tracking-hot' && earlier.target === 'nginx' && earlier.connections === row.connections);
    return tracking ? [{ row, ratio: row.rps / tracking.rps }] : [];
  });
  return [
    {
      goal: `Tracking through nginx at least ${GOALS.minRatio} of pgbench`,
      met: ratios.length > 0 && ratios.every(({ ratio }) => ratio >= GOALS.minRatio),
      detail: ratios.map(({ row, ratio }) => describe(row, fixed(ratio, 2))).join('; ') || 'not measured',
    },
    {
      goal: `Site analytics events through nginx at ${GOALS.p99Connections} connections at least as fast as the tracking path in the same run (issue 25)`,
      met: ingestion.length > 0 && ingestion.every(({ ratio }) => ratio >= 1),
      detail: ingestion.map(({ row, ratio }) => describe(row, `${fixed(ratio, 2)}x`)).join('; ') || 'not measured',
    },
    {
      goal: `Tracking through nginx: p99 under ${GOALS.maxP99Ms} ms at ${GOALS.p99Connections} connections`,
      met: atP99Level.length > 0 && atP99Level.every((row) => row.p99 < GOALS.maxP99Ms),
      detail: atP99Level.map((row) => describe(row, `${row.p99} ms`)).join('; ') || 'not measured',
    },
    {
      goal: `Support requests through nginx: p99 under ${GOALS.maxP99Ms} ms at ${GOALS.p99Connections} connections (the answer does not wait for SMTP)`,
      met: supportViaNginx.length > 0 && supportViaNginx.every((row) => row.p99 < GOALS.maxP99Ms),
      detail: supportViaNginx.map((row) => describe(row, `${row.p99} ms`)).join('; ') || 'not measured',
    },
    {
      goal: 'Support requests: every mail delivered exactly once (two per stored request, none twice, none left)',
      met: deliveries.length > 0 && deliveries.every((delivery) => delivery.ok),
      detail: deliveries.length
        ? deliveries
            .map((delivery) => `via ${delivery.target} at ${delivery.connections}: ${delivery.arrived} of ${2 * delivery.requests}, ${delivery.duplicates} twice`)
            .join('; ')
        : 'not measured',
    },
    {
      goal: 'Zero errors (connection errors, timeouts and non-2xx answers, every run)',
      met: failing.length === 0,
      detail: failing.length
        ? failing.map((row) => `${row.title} via ${row.target} at ${row.connections}: ${row.errors} errors, ${row.non2xx} non-2xx`).join('; ')
        : `${rows.length} runs, none`,
    },
    {
      goal: 'Zero lost counts',
      met: checks.length > 0 && lost.length === 0,
      detail: `${checks.length - lost.length} of ${checks.length} checks exact`,
    },
  ];
}

export function renderReport({ meta, rows, checks, baselines, deliveries, goals }) {
  const figures = table(
    ['Scenario', 'Via', 'Conn.', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'Errors', 'Non-2xx', 'of them 429', 'Ratio to pgbench'],
    rows.map((row) => {
      const ratio = ratioOf(row, baselines);
      return [
        row.title,
        row.target,
        row.connections,
        thousands(row.rps),
        row.p50,
        row.p975,
        row.p99,
        row.errors,
        row.non2xx,
        row.statusCodes['429']?.count ?? 0,
        ratio === undefined ? '' : fixed(ratio, 2),
      ];
    }),
    2,
  );
  const withCpu = rows.filter((row) => row.cpu);
  const cpuParts = withCpu.length ? Object.keys(withCpu[0].cpu) : [];
  const cpu = table(
    ['Scenario', 'Via', 'Conn.', ...cpuParts, 'all of ours'],
    withCpu.map((row) => {
      const ours = cpuParts.filter((part) => part !== 'other').reduce((sum, part) => sum + row.cpu[part], 0);
      return [row.title, row.target, row.connections, ...[...cpuParts.map((part) => row.cpu[part]), ours].map((ms) => microsPerAnswer(ms, row.answers))];
    }),
    2,
  );
  const counts = table(
    ['Scenario', 'Via', 'Conn.', '2xx', 'Expected', 'Counted', 'Result'],
    checks.map((check) => [check.title, check.target, check.connections, check.ok2xx, check.expected, check.counted, check.ok ? 'OK' : 'FAIL']),
    2,
  );
  const mail = table(
    ['Scenario', 'Via', 'Conn.', 'Requests stored', 'Mails sent', 'Arrived', 'Arrived twice', 'Queue drained after the run'],
    deliveries.map((delivery) => [
      delivery.title,
      delivery.target,
      delivery.connections,
      delivery.requests,
      delivery.sent,
      delivery.arrived,
      delivery.duplicates,
      `${fixed(delivery.drainSeconds, 1)} s`,
    ]),
    2,
  );
  const baseline = table(
    ['pgbench statement', 'Clients', 'tps', 'Transactions', 'Counted'],
    baselines.map((entry) => [entry.title, entry.clients, thousands(entry.tps), entry.transactions, entry.counted]),
    1,
  );
  const goalLines = goals.map((goal) => `- ${goal.met ? 'MET' : 'MISSED'}: ${goal.goal} (${goal.detail})`);
  return [
    '# Load benchmark results',
    '',
    `${meta.date}, ${meta.machine} (load average ${meta.loadAverage} at the start). Node.js ${meta.node}, ${meta.postgres}, nginx ${meta.nginx}.`,
    `Each run ${meta.seconds} s; ${meta.replicas} API process${meta.replicas === 1 ? '' : 'es'} behind nginx, API pool ${meta.poolSize} (DATABASE_POOL_SIZE) each, nginx upstream keepalive ${meta.keepalive}. ` +
      'Everything on one machine: autocannon, nginx, the API and PostgreSQL share its cores.',
    `Regenerate with \`make bench-load\` (or \`node bench/load/run.mjs\` after \`make build\`).`,
    '',
    '## Requests',
    '',
    'req/s: every answer, 2xx or not, over the run; latencies of every answer. Errors: connection errors and timeouts (10 s); 429: answers refused by a rate limit. ' +
      'The rate limits are raised to 1,000,000 a minute and still counted: in-memory counters per visitor and per address for tracking, per address for the other groups, the same cost for every request. ' +
      'Tracking calls all come from one address (loopback), each with the user agent of its visitor: a new one per call (distinct visitors) or one for every call (one visitor).',
    '',
    figures,
    '',
    ...(withCpu.length
      ? [
          '## CPU per request',
          '',
          "Microseconds of CPU per answer, each part read from /proc before and after the run (bench/load/cpu.mjs): the API's processes, PostgreSQL's, nginx's, " +
            'the load generator (bench, this process) and, apart, whatever else the machine ran meanwhile (other). Work a run leaves queued (a batch still committing) ' +
            'is counted in the next; on 2 cores every part takes from the others, so "all of ours" is what a request costs the machine.',
          '',
          cpu,
          '',
        ]
      : []),
    '## Exact counts after each write run',
    '',
    'Tracking: the page views in the stats table and the rows in the event table, each equal to the 2xx answers; the unique visitors of the stats table, ' +
      'one per 2xx answer with distinct visitors, one per handle called with one visitor; no bot call. Beta: stored signups. Support: stored requests.',
    '',
    counts,
    '',
    '## Support requests: their mail',
    '',
    'Each accepted request queues two mails (the team, the receipt) in its own transaction; the answer does not wait for them. ' +
      'After each support run the benchmark waits until no mail is queued, counting from the end of the run, then compares the mail rows with what ' +
      "the harness's SMTP server (the `smtp-server` package, on loopback, in the benchmark's own process) received, by Message-ID.",
    '',
    mail,
    '',
    '## Baseline: pgbench, the tracking statement on the same database',
    '',
    `The statement trackingStatement() builds (backend/dist/tracking/tracking.repository.js), with \`--protocol=prepared\` (a prepared statement with bound parameters, as the API sends it), \`--jobs=2\`, ${meta.seconds} s, ` +
      'one page view per transaction, by a new visitor each time (an md5 of a random number) or by one visitor. The API sends at most two tracking statements at once and writes every call that arrives meanwhile, ' +
      'whatever its handle, in the next one, so it commits far fewer transactions than it answers calls.',
    '',
    baseline,
    '',
    '## Goals',
    '',
    ...goalLines,
    '',
  ].join('\n');
}
