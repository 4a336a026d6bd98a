// `make audit`: fails on any high or critical advisory in the production dependencies (npm audit --omit=dev).
// When the registry's audit service does not answer (some mirrors refuse it), it says so plainly and
// passes, unless NPM_AUDIT_REQUIRED=1 (set it in CI with a registry that answers) makes that a failure.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = { message: result.stderr || 'no answer' };
}

if (!report.metadata) {
  const message = `npm audit: the registry's audit service did not answer (${report.message ?? report.error?.summary ?? 'unknown error'}); advisories NOT checked`;
  console.error(message);
  process.exit(process.env.NPM_AUDIT_REQUIRED === '1' ? 1 : 0);
}

const { high = 0, critical = 0, ...others } = report.metadata.vulnerabilities;
const serious = Object.values(report.vulnerabilities ?? {}).filter((entry) => entry.severity === 'high' || entry.severity === 'critical');
for (const entry of serious) {
  const advisories = entry.via.filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
  console.error(`${entry.severity}: ${entry.name} ${entry.range} — ${advisories.join('; ') || `through ${entry.via.join(', ')}`}; fix: ${entry.fixAvailable ? 'npm audit fix or update' : 'none yet'}`);
}
console.log(`npm audit (production dependencies): ${critical} critical, ${high} high, ${Object.entries(others).map(([level, count]) => `${count} ${level}`).join(', ')}`);
process.exit(high + critical > 0 ? 1 : 0);
