import { FiChevronDown } from 'react-icons/fi';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import type { FaqItem } from './faq-content';

/** Details sharing this name form one group: the browser keeps at most one of them open. */
const FAQ_GROUP = 'faq';

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledItem = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    border-color ${({ theme }) => theme.motion.normal};
  &[open] {
    border-color: ${({ theme }) => theme.colors.teal};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

const StyledSummary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
  min-height: 56px;
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.ink};
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.tealHover};
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.teal};
    transition: transform ${({ theme }) => theme.motion.normal};
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
  ${media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

// A heading inside the summary: the questions stay h3s in the page outline, and Chromium still
// exposes the summary as an expandable disclosure named by the question.
const StyledQuestion = styled.h3`
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.4;
  ${media.md} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledAnswer = styled.div`
  padding: ${({ theme }) => theme.spacing(0, 5, 5)};
  p {
    max-width: 68ch;
  }
`;

type FaqAccordionProps = { items: readonly FaqItem[] };

/**
 * docs/product.md: one answer open at a time; opening another closes it, and the open one can be closed.
 * Native details do all three, so the answers open from the prerendered HTML before React loads.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <StyledList>
      {items.map((item) => (
        <StyledItem key={item.id} name={FAQ_GROUP}>
          <StyledSummary>
            <StyledQuestion>{item.question}</StyledQuestion>
            <FiChevronDown size={22} aria-hidden="true" focusable="false" />
          </StyledSummary>
          <StyledAnswer>
            <p>{item.answer}</p>
          </StyledAnswer>
        </StyledItem>
      ))}
    </StyledList>
  );
}
