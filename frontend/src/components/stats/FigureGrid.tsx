import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';

const StyledGrid = styled.dl<{ $columns: number; $wideFirst: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  > :first-child {
    grid-column: ${({ $wideFirst }) => ($wideFirst ? '1 / -1' : 'auto')};
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing(4)};
    > :first-child {
      grid-column: auto;
    }
  }
`;

const StyledFigure = styled.div<{ $lead: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.teal};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $lead }) => ($lead ? theme.colors.tealSoft : theme.colors.white)};
  box-shadow: ${({ theme }) => theme.shadow.card};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
  }
`;

const StyledValue = styled.dd<{ $lead: boolean }>`
  color: ${({ theme, $lead }) => ($lead ? theme.colors.tealDeep : theme.colors.ink)};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

/** A line of detail under a figure's value: a share, a rate, why there is no figure. */
export const FigureDetail = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

type FigureGridProps = {
  label?: string;
  /** Figures a row from 1024 px screens on; two a row below. */
  columns: number;
  /** An odd count on a phone: the first, the lead figure, takes the whole first row. */
  wideFirst?: boolean;
  children: ReactNode;
};

/** The top figures of a dashboard or a report, one card each. */
export function FigureGrid({ label, columns, wideFirst = false, children }: FigureGridProps) {
  return (
    <StyledGrid aria-label={label} $columns={columns} $wideFirst={wideFirst}>
      {children}
    </StyledGrid>
  );
}

type FigureProps = {
  term: string;
  value: ReactNode;
  /** The figure the page is about, on a soft teal card. */
  lead?: boolean;
  /** More of the figure under its value: a share, a change against the period before. */
  children?: ReactNode;
};

export function Figure({ term, value, lead = false, children }: FigureProps) {
  return (
    <StyledFigure $lead={lead}>
      <dt>{term}</dt>
      <StyledValue $lead={lead}>{value}</StyledValue>
      {children}
    </StyledFigure>
  );
}
