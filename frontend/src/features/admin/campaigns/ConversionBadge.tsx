import styled, { css } from 'styled-components';
import { CONVERSION_BADGE_THRESHOLDS, conversionTone, formatRate, type ConversionTone } from './conversion';

const TONE_LABEL: Record<ConversionTone, string> = {
  high: `above ${CONVERSION_BADGE_THRESHOLDS.high}%`,
  medium: `above ${CONVERSION_BADGE_THRESHOLDS.medium}%`,
  low: `${CONVERSION_BADGE_THRESHOLDS.medium}% or less`,
};

const StyledBadge = styled.span<{ $tone: ConversionTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1, 2.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
  ${({ theme, $tone }) => {
    switch ($tone) {
      case 'high':
        return css`
          background: ${theme.colors.successSoft};
          color: ${theme.colors.success};
        `;
      case 'medium':
        return css`
          background: ${theme.colors.warningSoft};
          color: ${theme.colors.warning};
        `;
      case 'low':
        return css`
          background: ${theme.colors.dangerSoft};
          color: ${theme.colors.danger};
        `;
    }
  }}
`;

type ConversionBadgeProps = { rate: number };

/** The conversion rate, coloured by the thresholds of docs/product.md, "Constants"; the tone is also in the title, not colour alone. */
export function ConversionBadge({ rate }: ConversionBadgeProps) {
  const tone = conversionTone(rate);
  return (
    <StyledBadge $tone={tone} data-tone={tone} title={`Conversion ${TONE_LABEL[tone]}`}>
      {formatRate(rate)}
    </StyledBadge>
  );
}
