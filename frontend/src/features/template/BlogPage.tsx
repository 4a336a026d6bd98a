import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function BlogPage() {
  return <ComingSoon heading="Blog" path={paths.blog} />;
}
