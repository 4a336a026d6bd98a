import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function HomePage() {
  return <ComingSoon heading="Ride Perfect Waves, Every Time" path={paths.home} />;
}
