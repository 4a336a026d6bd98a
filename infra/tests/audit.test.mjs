// `make audit` judges npm's report: high and critical advisories fail, an absent audit service is said plainly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeAudit } from '../scripts/audit.mjs';

const clean = { metadata: { vulnerabilities: { info: 0, low: 1, moderate: 2, high: 0, critical: 0, total: 3 } }, vulnerabilities: {} };
const withHigh = {
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 1, critical: 0, total: 1 } },
  vulnerabilities: {
    'fast-xml': {
      name: 'fast-xml',
      severity: 'high',
      range: '<4.2.5',
      via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-xxxx' }],
      fixAvailable: true,
    },
  },
};

describe('make audit', () => {
  it('passes when only low and moderate advisories remain, and prints the counts', () => {
    const { exitCode, lines } = judgeAudit(clean);
    assert.equal(exitCode, 0);
    assert.deepEqual(lines, ['npm audit (production dependencies): 0 critical, 0 high, 2 moderate, 1 low']);
  });

  it('fails on a high advisory and names the package, the advisory and the fix', () => {
    const { exitCode, lines } = judgeAudit(withHigh);
    assert.equal(exitCode, 1);
    assert.match(lines[0], /^high: fast-xml <4\.2\.5: Prototype pollution \(https:\/\/github\.com\/advisories\/GHSA-xxxx\); fix: update the package/);
  });

  it('says plainly that nothing was checked when the registry has no audit service, failing only when required', () => {
    const refused = { message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' };
    assert.equal(judgeAudit(refused).exitCode, 0);
    assert.match(judgeAudit(refused).lines[0], /advisories NOT checked/);
    assert.equal(judgeAudit(refused, { required: true }).exitCode, 1);
  });
});
