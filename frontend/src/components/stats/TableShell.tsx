import styled, { css } from 'styled-components';

/**
 * Every data table's frame: a narrow phone scrolls a wide table inside it, never the page.
 * Positioned, so a column's visually hidden header (absolute) stays inside and scrolls with the
 * table. A table inside a card goes without the border.
 */
export const TableShell = styled.div<{ $bare?: boolean }>`
  position: relative;
  overflow-x: auto;
  ${({ theme, $bare }) =>
    !$bare &&
    css`
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radius.md};
    `}
`;
