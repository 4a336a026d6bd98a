import styled from 'styled-components';

export type DashedBoxTone = 'info' | 'error' | 'active';

/** The room content will take while it cannot be shown (loading, empty, failed), or where files are dropped. */
export const DashedBox = styled.div<{ $tone?: DashedBoxTone }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(10, 4)};
  border: 1px dashed ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'active' ? theme.colors.teal : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerSoft : $tone === 'active' ? theme.colors.tealSoft : theme.colors.foam)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ theme, $tone }) => ($tone === 'error' ? theme.font.weight.semibold : theme.font.weight.medium)};
  text-align: center;
  transition: background ${({ theme }) => theme.motion.fast};
`;
