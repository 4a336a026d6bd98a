import * as Accordion from '@radix-ui/react-accordion';
import { FiChevronDown } from 'react-icons/fi';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import type { FaqItem } from './faqContent';

const StyledRoot = styled(Accordion.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledItem = styled(Accordion.Item)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  transition: box-shadow ${({ theme }) => theme.motion.normal}, border-color ${({ theme }) => theme.motion.normal};
  &[data-state='open'] { border-color: ${({ theme }) => theme.colors.teal}; box-shadow: ${({ theme }) => theme.shadow.card}; }
`;

const StyledHeader = styled(Accordion.Header)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  ${media.md} { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const StyledTrigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: left;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.tealHover}; }
  svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.teal}; transition: transform ${({ theme }) => theme.motion.normal}; }
  &[data-state='open'] svg { transform: rotate(180deg); }
  ${media.reducedMotion} { svg { transition: none; } }
`;

const StyledContent = styled(Accordion.Content)`
  padding: ${({ theme }) => theme.spacing(0, 5, 5)};
  p { max-width: 68ch; }
`;

type FaqAccordionProps = { items: readonly FaqItem[] };

/** SPEC.md: one answer open at a time; opening another closes it, and the open one can be closed. */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <StyledRoot type="single" collapsible>
      {items.map((item) => (
        <StyledItem key={item.id} value={item.id}>
          <StyledHeader>
            <StyledTrigger>
              {item.question}
              <FiChevronDown size={22} aria-hidden="true" focusable="false" />
            </StyledTrigger>
          </StyledHeader>
          <StyledContent>
            <p>{item.answer}</p>
          </StyledContent>
        </StyledItem>
      ))}
    </StyledRoot>
  );
}
