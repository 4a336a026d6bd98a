import { statsRecord } from '../test/admin-server';
import { ACTIVITY_SORT, filterByHandle, nextSort, sortStats } from './stats-sort';

const RECORDS = [statsRecord('bravo', 10, 1, 0), statsRecord('alpha', 10, 1, 0), statsRecord('charlie', 3, 5, 5), statsRecord('delta', 0, 0, 0)];
const handles = (records: { influencer: string }[]) => records.map((record) => record.influencer);

describe('sorting the stats table', () => {
  it('keeps the API’s order until a column is picked', () => {
    expect(handles(sortStats(RECORDS, null))).toEqual(['bravo', 'alpha', 'charlie', 'delta']);
  });

  it('orders by views plus clicks, highest first, ties by handle', () => {
    expect(handles(sortStats(RECORDS, ACTIVITY_SORT))).toEqual(['charlie', 'alpha', 'bravo', 'delta']);
  });

  it('orders by conversion rate, with no views counting as 0%', () => {
    expect(handles(sortStats(RECORDS, { key: 'conversion', direction: 'descending' }))).toEqual(['charlie', 'alpha', 'bravo', 'delta']);
    expect(handles(sortStats(RECORDS, { key: 'conversion', direction: 'ascending' }))).toEqual(['delta', 'alpha', 'bravo', 'charlie']);
  });

  it('starts handles A to Z and numbers highest first, and flips on a second click', () => {
    expect(nextSort(null, 'influencer')).toEqual({ key: 'influencer', direction: 'ascending' });
    expect(nextSort(null, 'pageViews')).toEqual({ key: 'pageViews', direction: 'descending' });
    expect(nextSort({ key: 'pageViews', direction: 'descending' }, 'pageViews')).toEqual({ key: 'pageViews', direction: 'ascending' });
    expect(nextSort(ACTIVITY_SORT, 'appStoreClicks')).toEqual({ key: 'appStoreClicks', direction: 'descending' });
  });

  it('filters by part of a handle, ignoring case and a leading @', () => {
    expect(handles(filterByHandle(RECORDS, ' @ALP '))).toEqual(['alpha']);
    expect(handles(filterByHandle(RECORDS, ''))).toHaveLength(4);
  });
});
