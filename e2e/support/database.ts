import pg from 'pg';

/** The database of the stack under test: global-setup.ts's, or the one the compose e2e service names. */
function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: this test needs the database of the stack under test');
  return url;
}

/**
 * Moves a support request's arrival `hours` into the past: the API offers no way to, and a test
 * cannot wait out the 48 hours after which an open request is overdue (docs/support-desk.md).
 */
export async function backdateSupportRequest(id: string, hours: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rowCount } = await client.query('UPDATE support_request SET created_at = created_at - make_interval(hours => $2) WHERE id = $1', [id, hours]);
    if (rowCount !== 1) throw new Error(`There is no support request ${id} to backdate`);
  } finally {
    await client.end();
  }
}

/** Moves an influencer's calls of every day to `day`, in the database at `url`: the API counts a call on the day it arrives. */
export async function moveCampaignCalls(url: string, campaign: string, influencer: string, day: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('UPDATE campaign_daily_stats SET day = $3 WHERE campaign = $1 AND influencer = $2', [campaign, influencer, day]);
    if (rowCount !== 1) throw new Error(`${influencer} has calls on ${rowCount} days, not 1`);
  } finally {
    await client.end();
  }
}

export type StoredWebVitals = { path: string; lcp: number | null; inp: number | null; cls: number | null; fcp: number | null; ttfb: number | null; device: string };

/** The Web Vitals rows the API stored for the page loads tagged `utmSource` (the stack's database is shared by the suite). */
export async function storedWebVitals(utmSource: string): Promise<StoredWebVitals[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<StoredWebVitals>('SELECT path, lcp, inp, cls, fcp, ttfb, device FROM web_vital WHERE utm_source = $1', [utmSource]);
    return rows;
  } finally {
    await client.end();
  }
}
