import { brand } from '../config/brand';
import { influencerProfileUrl, normalizeInfluencerHandle, parseInfluencerHandle } from './influencer';

describe('the influencer handle rule', () => {
  it.each([
    ['surfer_jane', 'surfer_jane'],
    ['  @SurferJane ', 'surferjane'],
    ['steamer.lane-local', 'steamer.lane-local'],
    ['a', 'a'],
    ['x'.repeat(40), 'x'.repeat(40)],
  ])('accepts %j as %j', (raw, handle) => {
    expect(normalizeInfluencerHandle(raw)).toBe(handle);
  });

  it.each([
    ['no value', null],
    ['an empty value', ''],
    ['only spaces', '   '],
    ['only an @', '@'],
    ['two leading @', '@@jane'],
    ['41 characters', 'x'.repeat(41)],
    ['a space inside', 'surfer jane'],
    ['a slash', 'jane/../admin'],
    ['markup', '<script>'],
    ['a non-ASCII letter', 'josé'],
  ])('treats %s as no influencer', (_name, raw) => {
    expect(normalizeInfluencerHandle(raw)).toBeNull();
  });

  it('keeps the spelling of the link for display and the lower-cased handle for counting', () => {
    expect(parseInfluencerHandle('  @Surfer_Jane ')).toEqual({ handle: 'surfer_jane', spelled: 'Surfer_Jane' });
    expect(parseInfluencerHandle('@@Jane')).toBeNull();
  });

  it('links a handle to its profile with the configured template', () => {
    expect(influencerProfileUrl('surfer_jane')).toBe(brand.influencerProfileUrl.replace('{handle}', 'surfer_jane'));
  });
});
