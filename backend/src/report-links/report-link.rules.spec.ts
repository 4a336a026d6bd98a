import { isReportToken, newReportToken, reportDays, reportTokenHash } from './report-link.rules';

describe('report link rules', () => {
  it('makes tokens of 256 random bits in base64url, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 100 }, newReportToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(isReportToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(isReportToken('abc')).toBe(false);
  });

  it('takes as a token exactly 43 base64url characters, nothing around them', () => {
    expect(isReportToken('A'.repeat(43))).toBe(true);
    for (const token of ['A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}+`, `${'A'.repeat(42)}/`, ` ${'A'.repeat(43)}`, `${'A'.repeat(43)}\n`, '']) {
      expect(isReportToken(token)).toBe(false);
    }
  });

  it('hashes a token to its 32-byte SHA-256', () => {
    expect(reportTokenHash('token').toString('hex')).toBe('3c469e9d6c5875d37a43f353d4f88e61fcf812c66eee3457465a40b0da4153e0');
  });

  it('counts a range back from today (UTC), today included', () => {
    const now = new Date('2025-08-10T23:59:00Z');
    expect(reportDays('7d', now)).toEqual({ from: '2025-08-04', to: '2025-08-10' });
    expect(reportDays('30d', now)).toEqual({ from: '2025-07-12', to: '2025-08-10' });
    expect(reportDays('all', now)).toEqual({});
  });
});
