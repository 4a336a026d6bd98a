import { MAX_JSON_DEPTH, jsonDepth } from './json-body';

describe('jsonDepth', () => {
  it.each([
    [null, 0],
    ['text', 0],
    [{}, 1],
    [{ email: 'a@b.co' }, 1],
    [{ a: [1, 2] }, 2],
    [[[[]]], 3],
  ])('measures %j as %i', (value, depth) => {
    expect(jsonDepth(value)).toBe(depth);
  });

  it('stops early, without recursion, on a body far deeper than allowed', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(jsonDepth(deep)).toBe(MAX_JSON_DEPTH + 1);
  });
});
