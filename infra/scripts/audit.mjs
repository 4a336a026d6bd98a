// `make audit`: fails on any high or critical advisory in the production dependencies (npm audit --omit=dev).
// When the registry's audit service does not answer (some mirrors refuse it), it says so plainly and
// passes, unless NPM_AUDIT_REQUIRED=1 (set it in CI with a registry that answers) makes that a failure.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What `npm audit --json` printed, judged: the lines to print and the exit code. */
export function judgeAudit(report, { required = false } = {}) {
  if (!report?.metadata) {
    const reason = report?.message ?? report?.error?.summary ?? 'no answer';
    return { exitCode: required ? 1 : 0, lines: [`npm audit: the registry's audit service did not answer (${reason}); advisories NOT checked`] };
  }
  const { high = 0, critical = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities;
  const serious = Object.values(report.vulnerabilities ?? {}).filter((entry) => entry.severity === 'high' || entry.severity === 'critical');
  const lines = serious.map((entry) => {
    const advisories = entry.via.filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
    const cause = advisories.join('; ') || `through ${entry.via.join(', ')}`;
    return `${entry.severity}: ${entry.name} ${entry.range}: ${cause}; fix: ${entry.fixAvailable ? 'update the package (npm audit fix)' : 'none published yet'}`;
  });
  lines.push(`npm audit (production dependencies): ${critical} critical, ${high} high, ${moderate} moderate, ${low} low`);
  return { exitCode: high + critical > 0 ? 1 : 0, lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    report = { message: result.stderr.trim() || 'no answer' };
  }
  const { exitCode, lines } = judgeAudit(report, { required: process.env.NPM_AUDIT_REQUIRED === '1' });
  for (const line of lines) (exitCode ? console.error : console.log)(line);
  process.exit(exitCode);
}
