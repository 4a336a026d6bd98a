/** Stops the embedded PostgreSQL of test/global-setup.mjs and removes its folder. */
export default async function globalTeardown() {
  await globalThis.__LINEUP_TEST_POSTGRES__?.destroy();
}
