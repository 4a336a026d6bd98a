import styled from 'styled-components';

/**
 * The map's fixed-size box, shared by the placeholder and the loaded map: the page keeps its
 * layout while Leaflet loads, and the sea-coloured ground shows wherever a tile is missing.
 */
export const StyledMapFrame = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.tealSoft};
  isolation: isolate;
`;
