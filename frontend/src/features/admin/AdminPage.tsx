import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SitePath } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import type { AdminPageCopy } from './admin-content';
import { PageIntro } from './PageIntro';
import { AdminGate } from './session/AdminGate';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

type AdminPageProps = {
  path: SitePath;
  copy: AdminPageCopy;
  showExpiredNotice?: boolean;
  children: ReactNode;
};

/** An admin page: its own head tags (noindex, from NOINDEX_PATHS), then the password gate around its heading and sections. */
export function AdminPage({ path, copy, showExpiredNotice, children }: AdminPageProps) {
  return (
    <>
      <PageHead title={copy.pageTitle} description={copy.description} path={path} />
      <AdminGate showExpiredNotice={showExpiredNotice}>
        <StyledPage>
          <PageIntro eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
          {children}
        </StyledPage>
      </AdminGate>
    </>
  );
}
