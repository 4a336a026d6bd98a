import styled from 'styled-components';
import { AdminPill, type PillTone } from '../AdminPanel';
import { formatRate } from '../../../components/stats/format';
import { CONVERSION_BADGE_THRESHOLDS, conversionTone, type ConversionTone } from '../../../lib/conversion';

const TONE_LABEL: Record<ConversionTone, string> = {
  high: `above ${CONVERSION_BADGE_THRESHOLDS.high}%`,
  medium: `above ${CONVERSION_BADGE_THRESHOLDS.medium}%`,
  low: `${CONVERSION_BADGE_THRESHOLDS.medium}% or less`,
};

const BADGE_TONES: Record<ConversionTone, PillTone> = { high: 'good', medium: 'warning', low: 'bad' };

const StyledBadge = styled(AdminPill)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1, 2.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

type ConversionBadgeProps = {
  rate: number;
  /** Which rate, in the title: the conversion rate unless told. */
  label?: string;
};

/** A conversion rate, coloured by the thresholds of docs/product.md, "Constants"; the tone is also in the title, not colour alone. */
export function ConversionBadge({ rate, label = 'Conversion' }: ConversionBadgeProps) {
  const tone = conversionTone(rate);
  return (
    <StyledBadge $tone={BADGE_TONES[tone]} data-tone={tone} title={`${label} ${TONE_LABEL[tone]}`}>
      {formatRate(rate)}
    </StyledBadge>
  );
}
