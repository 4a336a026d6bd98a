import styled from 'styled-components';

/** Centres content at the site's reading width, with the page gutter. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? '760px' : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(0, 4)};
`;
