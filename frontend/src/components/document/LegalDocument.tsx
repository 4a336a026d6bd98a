import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { brand } from '../../config/brand';
import { media } from '../../styles/theme';
import { PageHero } from '../page/PageHero';
import { Container } from '../ui/Container';
import { Pill } from '../ui/Pill';
import type { DocumentBlock, DocumentContent } from './document-types';

const StyledEffective = styled(Pill).attrs({ as: 'p' })`
  margin-top: ${({ theme }) => theme.spacing(5)};
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(10)};
  padding: ${({ theme }) => theme.spacing(10, 0, 20)};
  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(16)};
  }
`;

const StyledToc = styled.nav`
  align-self: start;
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.foam};
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.spacing(6)});
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.spacing(3)};
    font-size: ${({ theme }) => theme.font.size.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
  li {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing(1, 0)};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.tealHover};
    text-decoration: underline;
  }
`;

const StyledArticle = styled.article`
  max-width: 72ch;
  min-width: 0;
`;

const StyledSection = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.spacing(10)};
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.spacing(4)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p + p,
  p + ul,
  ul + p {
    margin-top: ${({ theme }) => theme.spacing(4)};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(6)};
  }
  ul + ul {
    margin-top: ${({ theme }) => theme.spacing(4)};
  }
  li::marker {
    color: ${({ theme }) => theme.colors.teal};
  }
  a {
    color: ${({ theme }) => theme.colors.tealHover};
    overflow-wrap: anywhere;
  }
`;

const StyledNumber = styled.span`
  margin-right: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.tealHover};
`;

/** An ISO date as readers write it: 2025-03-28 becomes March 28, 2025. */
export function formatEffectiveDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function renderBlock(block: DocumentBlock, key: number): ReactNode {
  if (typeof block === 'string') return <p key={key}>{block}</p>;
  if ('list' in block) {
    return (
      <ul key={key}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('link' in block) {
    return (
      <p key={key}>
        {block.text} <Link to={block.link.to}>{block.link.label}</Link>
        {block.after ?? '.'}
      </p>
    );
  }
  return (
    <p key={key}>
      {block.contact} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
    </p>
  );
}

type LegalDocumentProps = {
  content: DocumentContent;
  eyebrow: string;
  /** Shown between the table of contents and the first section, e.g. screenshots. */
  children?: ReactNode;
};

/** A readable policy: title, effective date, table of contents and numbered sections. */
export function LegalDocument({ content, eyebrow, children }: LegalDocumentProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} heading={content.title} intro={content.summary} align="start">
        <StyledEffective>
          Effective date: <time dateTime={content.effectiveDate}>{formatEffectiveDate(content.effectiveDate)}</time>
        </StyledEffective>
      </PageHero>
      <Container>
        <StyledLayout>
          <StyledToc aria-labelledby="document-toc-heading">
            <h2 id="document-toc-heading">On this page</h2>
            <ol>
              {content.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </StyledToc>
          <StyledArticle>
            {children}
            {content.sections.map((section, index) => (
              <StyledSection key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>
                  <StyledNumber aria-hidden="true">{index + 1}.</StyledNumber>
                  {section.heading}
                </h2>
                {section.blocks.map(renderBlock)}
              </StyledSection>
            ))}
          </StyledArticle>
        </StyledLayout>
      </Container>
    </>
  );
}
