import { handlePrefix, HANDLE_SORT, nextSort, sortParams, statsViewOf, statsViewSearch, VIEWS_AND_CLICKS_SORT, type StatsSort } from './stats-sort';

const PAGE_VIEWS_SORT: StatsSort = { key: 'pageViews', direction: 'descending' };

describe('the stats table’s sort, page and filter', () => {
  it('starts handles A to Z and numbers highest first, and flips on a second click', () => {
    expect(nextSort(null, 'influencer')).toEqual({ key: 'influencer', direction: 'ascending' });
    expect(nextSort(null, 'pageViews')).toEqual({ key: 'pageViews', direction: 'descending' });
    expect(nextSort({ key: 'pageViews', direction: 'descending' }, 'pageViews')).toEqual({ key: 'pageViews', direction: 'ascending' });
    expect(sortParams(PAGE_VIEWS_SORT)).toEqual({ sort: 'pageViews', order: 'desc' });
  });

  it('opens the launch-party table by views + taps, highest first, and starts that column highest first', () => {
    expect(sortParams(VIEWS_AND_CLICKS_SORT)).toEqual({ sort: 'viewsAndClicks', order: 'desc' });
    expect(nextSort(HANDLE_SORT, 'viewsAndClicks')).toEqual(VIEWS_AND_CLICKS_SORT);
    expect(statsViewOf(new URLSearchParams(''), VIEWS_AND_CLICKS_SORT)).toEqual({ page: 1, sort: VIEWS_AND_CLICKS_SORT, q: '' });
    expect(statsViewSearch({ page: 1, sort: PAGE_VIEWS_SORT, q: '' }, VIEWS_AND_CLICKS_SORT).toString()).toBe('sort=pageViews&order=desc');
  });

  it('reads the page, sort and filter from the URL, and falls back on the default for anything else', () => {
    expect(statsViewOf(new URLSearchParams('page=3&sort=botCalls&order=asc&q=kai'), HANDLE_SORT)).toEqual({
      page: 3,
      sort: { key: 'botCalls', direction: 'ascending' },
      q: 'kai',
    });
    expect(statsViewOf(new URLSearchParams('page=-2&sort=conversion&order=up'), PAGE_VIEWS_SORT)).toEqual({ page: 1, sort: PAGE_VIEWS_SORT, q: '' });
  });

  it('writes only what differs from the default into the URL', () => {
    expect(statsViewSearch({ page: 1, sort: HANDLE_SORT, q: '' }, HANDLE_SORT).toString()).toBe('');
    expect(statsViewSearch({ page: 2, sort: PAGE_VIEWS_SORT, q: 'ka' }, HANDLE_SORT).toString()).toBe('page=2&sort=pageViews&order=desc&q=ka');
  });

  it('sends a handle prefix without its "@" in lower case, and nothing for one that starts no handle', () => {
    expect(handlePrefix(' @ALP ')).toBe('alp');
    expect(handlePrefix('')).toBeUndefined();
    expect(handlePrefix('ka i')).toBeNull();
    expect(handlePrefix('50%')).toBeNull();
  });
});
