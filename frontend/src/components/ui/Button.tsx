import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse';
export type ButtonSize = 'md' | 'lg';

type ButtonStyleProps = { $variant?: ButtonVariant; $size?: ButtonSize; $fullWidth?: boolean };

/** The site's one button look: teal, darker teal on hover; shared by buttons and links that act as buttons. */
const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: 44px;
  padding: ${({ theme, $size = 'md' }) => ($size === 'lg' ? theme.spacing(4, 8) : theme.spacing(3, 6))};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme, $size = 'md' }) => ($size === 'lg' ? theme.font.size.lg : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.teal};
          color: ${theme.colors.white};
          &:hover:not(:disabled) {
            background: ${theme.colors.tealHover};
            color: ${theme.colors.white};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.white};
          color: ${theme.colors.tealDeep};
          border-color: ${theme.colors.teal};
          &:hover:not(:disabled) {
            background: ${theme.colors.tealSoft};
            color: ${theme.colors.tealHover};
          }
        `;
      case 'inverse':
        return css`
          background: ${theme.colors.white};
          color: ${theme.colors.ocean};
          &:hover:not(:disabled) {
            background: ${theme.colors.tealSoft};
            color: ${theme.colors.oceanDeep};
          }
        `;
    }
  }}
`;

export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link inside the site that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link to another site (or a mailto:) that looks like a button. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
