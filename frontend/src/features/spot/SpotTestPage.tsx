import { SpotPage } from './SpotPage';
import { SPOT_TEST } from './spot-test.fixture';

/** /spot_test: the spot page drawn from its test fixture (noindex, see config/paths.ts). */
export function SpotTestPage() {
  return <SpotPage spot={SPOT_TEST} />;
}
