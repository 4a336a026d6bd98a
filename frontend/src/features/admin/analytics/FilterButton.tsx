import styled from 'styled-components';

/** A value in a card's table that filters the whole dashboard by it when clicked (docs/analytics.md). */
export const FilterButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.tealHover};
    text-decoration: underline;
  }
`;
