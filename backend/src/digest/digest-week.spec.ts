import { isoWeekLabel, lastCompleteWeek, nextRunAt, owedWeek, zonedInstant } from './digest-week';

const LA = 'America/Los_Angeles';

describe('the weekly digest run', () => {
  it('is Monday 08:00 in Los Angeles: 16:00 UTC in winter, 15:00 UTC in summer', () => {
    expect(nextRunAt(new Date('2026-02-25T12:00:00Z'), LA).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(nextRunAt(new Date('2026-06-10T12:00:00Z'), LA).toISOString()).toBe('2026-06-15T15:00:00.000Z');
  });

  it('moves to 15:00 UTC across the spring change (8 March 2026) and back to 16:00 across the autumn one (1 November 2026)', () => {
    expect(nextRunAt(new Date('2026-03-02T16:00:00Z'), LA).toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(nextRunAt(new Date('2026-03-08T09:59:00Z'), LA).toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(nextRunAt(new Date('2026-10-27T00:00:00Z'), LA).toISOString()).toBe('2026-11-02T16:00:00.000Z');
  });

  it('is the same Monday until 08:00 has passed, then the next', () => {
    expect(nextRunAt(new Date('2026-11-30T15:59:59Z'), LA).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(nextRunAt(new Date('2026-11-30T16:00:00Z'), LA).toISOString()).toBe('2026-12-07T16:00:00.000Z');
  });

  it('follows another zone, Berlin, ahead of UTC', () => {
    expect(nextRunAt(new Date('2026-03-25T00:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(zonedInstant('2026-03-23', 8, 'Europe/Berlin').toISOString()).toBe('2026-03-23T07:00:00.000Z');
  });
});

describe('the week a digest covers', () => {
  it('is the Monday-Sunday before the day it runs, in the zone', () => {
    expect(lastCompleteWeek(new Date('2026-11-30T16:00:00Z'), LA)).toEqual({ label: '2026-W48', monday: '2026-11-23', sunday: '2026-11-29' });
  });

  it('uses the zone’s date: Monday 02:00 UTC is still Sunday in Los Angeles', () => {
    expect(lastCompleteWeek(new Date('2026-11-30T02:00:00Z'), LA).monday).toBe('2026-11-16');
  });

  it('is named by its ISO week, whose year is its Thursday’s', () => {
    expect(isoWeekLabel('2026-12-28')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-04')).toBe('2027-W01');
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01');
  });
});

describe('the week a late process still owes', () => {
  it('is the week before last on Monday before 08:00 in the zone, the week just ended from 08:00 on', () => {
    expect(owedWeek(new Date('2026-11-30T15:59:59Z'), LA).monday).toBe('2026-11-16');
    expect(owedWeek(new Date('2026-11-30T16:00:00Z'), LA).monday).toBe('2026-11-23');
  });

  it('is that same week all through to the next Monday 08:00, never an older one', () => {
    expect(owedWeek(new Date('2026-12-04T12:00:00Z'), LA).monday).toBe('2026-11-23');
    expect(owedWeek(new Date('2026-12-07T15:59:59Z'), LA).monday).toBe('2026-11-23');
    expect(owedWeek(new Date('2026-12-07T16:00:00Z'), LA).monday).toBe('2026-11-30');
  });
});
