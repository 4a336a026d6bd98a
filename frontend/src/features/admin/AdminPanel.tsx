import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { media } from '../../styles/theme';

/** The white card every admin section sits in. */
export const AdminPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(5, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(6)};
  }
`;

export const AdminPanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const AdminPanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const AdminPanelText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A small secondary action (exports, copy, pagination). */
export const AdminToolButton = styled.button.attrs({ type: 'button' })`
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
`;

export const AdminSegmentLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** One option of a segmented choice; `aria-pressed` tells assistive technology which is on. */
export const AdminSegment = styled.button.attrs({ type: 'button' })<{ $active: boolean }>`
  min-height: 36px;
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.tealHover : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.white : theme.colors.tealDeep)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.tealDeep : theme.colors.white)};
  }
  ${media.sm} {
    padding: ${({ theme }) => theme.spacing(1.5, 4)};
  }
`;

/** A top figure of a dashboard: the white card with a teal top edge; a page sets its own direction and padding. */
export const AdminFigureCard = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.teal};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const AdminFigureTerm = styled.dt`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const AdminFigureValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

/** A date range's frame: the presets as segments, two day inputs, a note of the days shown. */
export const AdminRangeFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3, 4)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const AdminRangeSegments = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.tealSoft};
  ${media.md} {
    display: inline-flex;
    flex-wrap: wrap;
    width: auto;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

export const AdminRangeDates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const AdminDateLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const AdminDateInput = styled.input`
  min-height: 40px;
  padding: ${({ theme }) => theme.spacing(1.5, 3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.ink};
`;

export const AdminRangeNote = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
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

const StyledState = styled.div<{ $tone: StateTone }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(10, 4)};
  border: 1px dashed ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerSoft : theme.colors.foam)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ theme, $tone }) => ($tone === 'error' ? theme.font.weight.semibold : theme.font.weight.medium)};
  text-align: center;
`;

type StateTone = 'info' | 'error';

type AdminStateMessageProps = { tone?: StateTone; children: ReactNode };

/** Loading, empty and failure states, in the room the data would take. */
export function AdminStateMessage({ tone = 'info', children }: AdminStateMessageProps) {
  return (
    <StyledState $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </StyledState>
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
