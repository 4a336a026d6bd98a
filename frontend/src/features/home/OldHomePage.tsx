import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { LandingPage, type SignupFormComponent } from './LandingPage';
import { OLD_HOME_CONTENT } from './old-home-content';

type OldHomePageProps = { SignupForm: SignupFormComponent };

/** /old_home: the previous landing page, same building blocks, earlier copy; PageHead marks it noindex. */
export function OldHomePage({ SignupForm }: OldHomePageProps) {
  const { meta } = OLD_HOME_CONTENT;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.oldHome} />
      <LandingPage content={OLD_HOME_CONTENT} SignupForm={SignupForm} />
    </>
  );
}
