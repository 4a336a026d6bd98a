import fc from 'fast-check';
import { parseInfluencerHandle } from './influencer-handle';

describe('parseInfluencerHandle', () => {
  it.each([
    ['surfer_jane', 'surfer_jane'],
    ['  Surfer.Jane  ', 'surfer.jane'],
    ['@SurferJane', 'surferjane'],
    [' @kai-99 ', 'kai-99'],
    ['a', 'a'],
    ['x'.repeat(40), 'x'.repeat(40)],
    ['@' + 'y'.repeat(40), 'y'.repeat(40)],
  ])('accepts %j as %j', (raw, handle) => {
    expect(parseInfluencerHandle(raw)).toBe(handle);
  });

  it.each([
    [''],
    ['   '],
    ['@'],
    ['@@kai'],
    ['kai@'],
    ['x'.repeat(41)],
    ['surfer jane'],
    ['<script>alert(1)</script>'],
    ["kai'; DROP TABLE influencer_stats; --"],
    ['josé'],
    ['\u212Aai'],
    ['kai\u0000'],
    ['kai\n'.repeat(2)],
    ['../admin'],
  ])('refuses %j', (raw) => {
    expect(parseInfluencerHandle(raw)).toBeUndefined();
  });

  it('returns only handles of the contract, each stable under a second pass', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const handle = parseInfluencerHandle(raw);
        if (handle === undefined) return;
        expect(handle).toMatch(/^[a-z0-9._-]{1,40}$/);
        expect(parseInfluencerHandle(handle)).toBe(handle);
      }),
    );
  });
});
