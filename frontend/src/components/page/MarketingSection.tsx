import type { ReactNode } from 'react';
import { Reveal } from '../motion/Reveal';
import { Container } from '../ui/Container';
import { Section, SectionHeading, type SectionTone } from '../ui/Section';

type MarketingSectionProps = {
  id?: string;
  tone?: SectionTone;
  /** The id of the section's h2, which names the section. */
  titleId: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  children: ReactNode;
};

/** A band of a marketing page under a centred heading, fading in the first time it scrolls into view. */
export function MarketingSection({ id, tone, titleId, eyebrow, title, lead, children }: MarketingSectionProps) {
  return (
    <Section id={id} $tone={tone} aria-labelledby={titleId}>
      <Container>
        <Reveal>
          <SectionHeading eyebrow={eyebrow} title={title} lead={lead} id={titleId} />
          {children}
        </Reveal>
      </Container>
    </Section>
  );
}
