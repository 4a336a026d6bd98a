import type { ReactNode } from 'react';
import { GATE_COPY } from './session-content';
import { AdminLoginForm } from './AdminLoginForm';
import { AdminStateMessage } from '../AdminPanel';
import { useAdminSession, useSessionExpiryTimer } from './use-admin-session';

type AdminGateProps = {
  children: ReactNode;
  /** docs/product.md: the launch-party dashboard says when the 24-hour session has run out. */
  showExpiredNotice?: boolean;
};

/** Renders its children only with a live admin session; their data is fetched once they render. */
export function AdminGate({ children, showExpiredNotice = false }: AdminGateProps) {
  const { data: session, isLoading, isFetching, isError } = useAdminSession();
  useSessionExpiryTimer(Boolean(session?.authenticated));

  // The prerendered page is this state: it keeps the page's heading for crawlers and screen readers.
  if (isLoading) {
    return (
      <>
        <h1 className="visually-hidden">{GATE_COPY.heading}</h1>
        <AdminStateMessage>{GATE_COPY.checking}</AdminStateMessage>
      </>
    );
  }
  if (session?.authenticated) return children;

  const notice = isError ? GATE_COPY.sessionUnknown : showExpiredNotice && session?.expired ? GATE_COPY.expired : undefined;
  return <AdminLoginForm notice={notice} busy={isFetching} />;
}
