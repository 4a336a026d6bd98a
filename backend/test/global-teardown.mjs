export default async function globalTeardown() {
  await globalThis.__LINEUP_TEST_POSTGRES__?.stop();
}
