import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function NewsPage() {
  return <ComingSoon heading="News" path={paths.news} />;
}
