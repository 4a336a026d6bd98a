import styled from 'styled-components';
import { media } from '../../styles/theme';

/** The name over a segmented choice in a fieldset. */
export const SegmentLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** On a phone, the segments share each row they wrap onto, so none overflows its track. */
const StyledSegments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.tealSoft};
  ${media.sm} {
    display: inline-flex;
    width: auto;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const StyledSegment = styled.button.attrs({ type: 'button' })<{ $active: boolean }>`
  flex: 1 1 auto;
  min-height: 36px;
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.tealHover : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.white : theme.colors.tealDeep)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.tealDeep : theme.colors.white)};
  }
  ${media.sm} {
    flex: 0 0 auto;
    padding: ${({ theme }) => theme.spacing(1.5, 4)};
  }
`;

type SegmentedControlProps<Value extends string> = {
  options: readonly Value[];
  value: Value;
  labelOf: (option: Value) => string;
  onChange: (option: Value) => void;
  /** Names the group; without it, the fieldset around it does. */
  label?: string;
};

/** One choice of a few, as pill segments on a soft teal track; `aria-pressed` tells assistive technology which is on. */
export function SegmentedControl<Value extends string>({ options, value, labelOf, onChange, label }: SegmentedControlProps<Value>) {
  return (
    <StyledSegments role={label ? 'group' : undefined} aria-label={label}>
      {options.map((option) => (
        <StyledSegment key={option} aria-pressed={option === value} $active={option === value} onClick={() => onChange(option)}>
          {labelOf(option)}
        </StyledSegment>
      ))}
    </StyledSegments>
  );
}
