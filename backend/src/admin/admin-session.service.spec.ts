import { passwordMatches } from './admin-session.service';

describe('passwordMatches', () => {
  it('accepts only the exact password', () => {
    expect(passwordMatches('correct-horse', 'correct-horse')).toBe(true);
    for (const given of ['', 'correct-hors', 'correct-horse ', 'Correct-horse', 'correct-horse-battery']) {
      expect(passwordMatches(given, 'correct-horse')).toBe(false);
    }
  });

  it('compares passwords of any length without throwing (equal-length digests)', () => {
    expect(passwordMatches('x'.repeat(10_000), 'short-secret')).toBe(false);
    expect(passwordMatches('ünïcødé-🏄', 'ünïcødé-🏄')).toBe(true);
  });
});
