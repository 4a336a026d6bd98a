import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { softwareApplicationJsonLd } from '../../lib/structured-data';
import { HOME_CONTENT } from './home-content';
import { LandingPage, type SignupFormComponent } from './LandingPage';

type HomePageProps = { SignupForm: SignupFormComponent };

/** /: the landing page of docs/product.md. */
export function HomePage({ SignupForm }: HomePageProps) {
  const { meta } = HOME_CONTENT;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.home} jsonLd={softwareApplicationJsonLd(meta.description)} />
      <LandingPage content={HOME_CONTENT} SignupForm={SignupForm} />
    </>
  );
}
