import styled from 'styled-components';

/** The list of cards under a template page's hero (posts, resources, plans), as wide as the page. */
export const TemplateGrid = styled.ul`
  display: grid;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4, 4, 24)};
  list-style: none;
`;
