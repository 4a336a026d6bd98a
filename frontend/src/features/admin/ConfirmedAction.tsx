import { useState } from 'react';
import styled from 'styled-components';
import { AdminToolButton } from './AdminPanel';

const StyledActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledDanger = styled(AdminToolButton)`
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;

export type ConfirmedActionCopy = { action: string; actionLabel: string; confirm: string; confirmLabel: string; cancel: string };

type ConfirmedActionProps = { copy: ConfirmedActionCopy; onConfirm: () => Promise<unknown> };

/** A row action that cannot be undone (revoke, remove): asked once more in place, then run. */
export function ConfirmedAction({ copy, onConfirm }: ConfirmedActionProps) {
  const [state, setState] = useState<'asking' | 'confirming' | 'running'>('asking');
  if (state === 'asking') {
    return (
      <AdminToolButton aria-label={copy.actionLabel} onClick={() => setState('confirming')}>
        {copy.action}
      </AdminToolButton>
    );
  }
  const run = () => {
    setState('running');
    void onConfirm().finally(() => setState('asking'));
  };
  return (
    <StyledActions>
      <StyledDanger aria-label={copy.confirmLabel} disabled={state === 'running'} onClick={run}>
        {copy.confirm}
      </StyledDanger>
      <AdminToolButton disabled={state === 'running'} onClick={() => setState('asking')}>
        {copy.cancel}
      </AdminToolButton>
    </StyledActions>
  );
}
