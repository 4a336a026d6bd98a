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
    ["kai'; DROP TABLE campaign_stats; --"],
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

  const HANDLE_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-'.split('');
  const handles = fc.string({ unit: fc.constantFrom(...HANDLE_CHARACTERS), minLength: 1, maxLength: 40 });
  const padding = fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 3 });

  it('accepts every handle of the rule, whatever its case, padding and leading @, as its lower-case self', () => {
    fc.assert(
      fc.property(handles, padding, fc.boolean(), padding, (handle, before, at, after) => {
        expect(parseInfluencerHandle(`${before}${at ? '@' : ''}${handle}${after}`)).toBe(handle.toLowerCase());
      }),
    );
  });

  it('refuses a handle holding any character outside the rule, or longer than 40', () => {
    const outside = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((char) => !/^[a-z0-9._\s@-]$/i.test(char));
    fc.assert(
      fc.property(handles, outside, fc.nat(), (handle, char, at) => {
        const position = at % (handle.length + 1);
        expect(parseInfluencerHandle(handle.slice(0, position) + char + handle.slice(position))).toBeUndefined();
      }),
    );
    const tooLong = fc.string({ unit: fc.constantFrom(...HANDLE_CHARACTERS), minLength: 41, maxLength: 80 });
    fc.assert(fc.property(tooLong, (handle) => expect(parseInfluencerHandle(handle)).toBeUndefined()));
  });
});
