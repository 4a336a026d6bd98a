import type { ReactNode } from 'react';
import type { SitePath } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { AdminGate } from './session/AdminGate';

type AdminPageProps = {
  path: SitePath;
  title: string;
  description: string;
  showExpiredNotice?: boolean;
  children: ReactNode;
};

/** An admin page: its own head tags (noindex, from NOINDEX_PATHS), then the password gate around its content. */
export function AdminPage({ path, title, description, showExpiredNotice, children }: AdminPageProps) {
  return (
    <>
      <PageHead title={title} description={description} path={path} />
      <AdminGate showExpiredNotice={showExpiredNotice}>{children}</AdminGate>
    </>
  );
}
