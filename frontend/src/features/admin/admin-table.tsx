import type { ComponentPropsWithoutRef, ComponentType, ElementType, ReactNode } from 'react';
import { FiArrowDown, FiArrowUp, FiChevronDown } from 'react-icons/fi';
import styled from 'styled-components';

/** One column of an admin table: what its header says, what each row shows, how it sorts and what it writes to a CSV made in the browser. */
export type AdminColumn<Row, Key extends string = string> = {
  key: Key;
  header: string;
  /** Said to screen readers only, for a column of buttons. */
  hideHeader?: boolean;
  /** Right-aligned, as numbers are. */
  numeric?: boolean;
  /** A column without it is in the CSV only. */
  cell?: (row: Row) => ReactNode;
  /** The row's own heading (`<th scope="row">`), which names the row for screen readers. */
  rowHeader?: boolean;
  /** A styled cell when the column needs its own width or wrapping. */
  as?: ElementType;
  sortValue?: (row: Row) => number | string;
  /** A column without it stays out of the CSV; `header` names it there unless the file needs more words. */
  csv?: { value: (row: Row) => string | number; header?: string };
};

export type SortDirection = 'ascending' | 'descending';
export type TableSort<Key extends string = string> = { key: Key; direction: SortDirection };

const StyledSortableHeader = styled.th<{ $numeric: boolean }>`
  padding: 0;
  background: ${({ theme }) => theme.colors.foam};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
`;

/** The same type as a sort button's, so sortable and plain columns read as one header row. */
const StyledPlainHeader = styled.th<{ $numeric: boolean }>`
  padding: ${({ theme }) => theme.spacing(3)};
  background: ${({ theme }) => theme.colors.foam};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  text-transform: uppercase;
`;

const StyledSortButton = styled.button<{ $numeric: boolean; $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: ${({ $numeric }) => ($numeric ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 0;
  background: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.tealDeep : theme.colors.muted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  text-transform: uppercase;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.tealHover};
  }
  svg {
    flex-shrink: 0;
    opacity: ${({ $active }) => ($active ? 1 : 0.4)};
  }
`;

function SortIcon({ direction }: { direction?: SortDirection }) {
  if (direction === 'ascending') return <FiArrowUp aria-hidden="true" />;
  if (direction === 'descending') return <FiArrowDown aria-hidden="true" />;
  return <FiChevronDown aria-hidden="true" />;
}

type AdminTableProps<Row, Key extends string> = {
  /** The styled table element, which gives the table its look. */
  table: ComponentType<ComponentPropsWithoutRef<'table'>>;
  label: string;
  caption?: string;
  columns: readonly AdminColumn<Row, Key>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** With it, every column with a sort value sorts the table from its header; aria-sort tells which and how. */
  sort?: { current: TableSort | null; onSort: (key: Key) => void };
};

export function AdminTable<Row, Key extends string>({ table: Table, label, caption, columns, rows, rowKey, sort }: AdminTableProps<Row, Key>) {
  const shown = columns.filter((column) => column.cell);
  return (
    <Table aria-label={label}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {shown.map((column) => {
            if (sort && column.sortValue) {
              const direction = sort.current?.key === column.key ? sort.current.direction : undefined;
              const numeric = Boolean(column.numeric);
              return (
                <StyledSortableHeader key={column.key} scope="col" aria-sort={direction ?? 'none'} $numeric={numeric}>
                  <StyledSortButton type="button" onClick={() => sort.onSort(column.key)} $numeric={numeric} $active={Boolean(direction)}>
                    {column.header}
                    <SortIcon direction={direction} />
                  </StyledSortButton>
                </StyledSortableHeader>
              );
            }
            return (
              <StyledPlainHeader key={column.key} scope="col" $numeric={Boolean(column.numeric)}>
                {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </StyledPlainHeader>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {shown.map(({ key, cell, rowHeader, as: Cell = rowHeader ? 'th' : 'td' }) => (
              <Cell key={key} scope={rowHeader ? 'row' : undefined}>
                {cell?.(row)}
              </Cell>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function compareValues(a: number | string, b: number | string): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** Sorted by `valueOf` in `direction`, ties broken by `tieBreak`. */
export function sortRows<Row>(rows: readonly Row[], valueOf: (row: Row) => number | string, direction: SortDirection, tieBreak: (a: Row, b: Row) => number): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(valueOf(a), valueOf(b)) || tieBreak(a, b));
}
