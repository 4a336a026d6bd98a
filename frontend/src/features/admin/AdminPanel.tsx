import type { ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { DashedBox, type DashedBoxTone } from '../../components/ui/DashedBox';

/** A small secondary action (exports, copy, pagination); also drawn on a file input's label. */
export const adminToolButtonStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 40px;
  padding: ${({ theme }) => theme.spacing(2, 4)};
  border: 1px solid ${({ theme }) => theme.colors.teal};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.tealSoft};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  /* The global max-width: 100% lets a table's narrow cell squeeze an icon to nothing. */
  svg {
    flex-shrink: 0;
    max-width: none;
  }
`;

export const AdminToolButton = styled.button.attrs({ type: 'button' })`
  ${adminToolButtonStyle}
`;

/** Quietest first: alarm is for what cannot wait. */
export type PillTone = 'calm' | 'good' | 'warning' | 'bad' | 'alarm';

type ThemeColor = keyof DefaultTheme['colors'];

const PILL_COLORS: Record<PillTone, { background: ThemeColor; text: ThemeColor }> = {
  calm: { background: 'tealSoft', text: 'tealDeep' },
  good: { background: 'successSoft', text: 'success' },
  warning: { background: 'warningSoft', text: 'warning' },
  bad: { background: 'dangerSoft', text: 'danger' },
  alarm: { background: 'danger', text: 'white' },
};

/** A short coloured label in a table cell: a conversion rate, a priority. */
export const AdminPill = styled.span<{ $tone: PillTone }>`
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.colors[PILL_COLORS[$tone].background]};
  color: ${({ theme, $tone }) => theme.colors[PILL_COLORS[$tone].text]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

type AdminStateMessageProps = { tone?: Exclude<DashedBoxTone, 'active'>; children: ReactNode };

/** Loading, empty and failure states, in the room the data would take. */
export function AdminStateMessage({ tone = 'info', children }: AdminStateMessageProps) {
  return (
    <DashedBox $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </DashedBox>
  );
}

type QueryView<Data> = { data?: Data; isLoading: boolean; isError: boolean };

type AdminQueryStateProps<Data> = {
  query: QueryView<Data>;
  messages: { loading: string; failed: string; empty: string };
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
};

/** A panel's data once it has some; until then, or if it failed or came back empty, the message that says so. */
export function AdminQueryState<Data>({ query: { data, isLoading, isError }, messages, isEmpty, children }: AdminQueryStateProps<Data>) {
  if (isLoading) return <AdminStateMessage>{messages.loading}</AdminStateMessage>;
  if (isError || data === undefined) return <AdminStateMessage tone="error">{messages.failed}</AdminStateMessage>;
  if (isEmpty(data)) return <AdminStateMessage>{messages.empty}</AdminStateMessage>;
  return children(data);
}
