import { FiMessageCircle } from 'react-icons/fi';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { PageHero } from '../../components/page/PageHero';
import { ButtonLink } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';
import { FaqAccordion } from './FaqAccordion';
import { FAQ_ITEMS, faqJsonLd, faqPage } from './faq-content';

const StyledQuestions = styled.section`
  padding: ${({ theme }) => theme.spacing(2, 0, 12)};
`;

const StyledContact = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(20)};
  padding: ${({ theme }) => theme.spacing(10, 6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.ocean};
  color: ${({ theme }) => theme.colors.tealSoft};
  text-align: center;
  h2 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  svg {
    color: ${({ theme }) => theme.colors.tealSoft};
  }
  a {
    margin-top: ${({ theme }) => theme.spacing(2)};
  }
`;

/** /faq: the eight questions in an accordion, and a way to reach support. */
export function FaqPage() {
  return (
    <>
      <PageHead title={faqPage.title} description={faqPage.description} path={paths.faq} jsonLd={faqJsonLd} />
      <PageHero eyebrow={faqPage.eyebrow} heading={faqPage.heading} intro={faqPage.intro} />
      <Container $narrow>
        <StyledQuestions aria-labelledby="faq-questions-heading">
          <h2 id="faq-questions-heading" className="visually-hidden">
            {faqPage.questionsHeading}
          </h2>
          <FaqAccordion items={FAQ_ITEMS} />
        </StyledQuestions>
        <StyledContact aria-labelledby="faq-contact-heading">
          <FiMessageCircle size={32} aria-hidden="true" focusable="false" />
          <h2 id="faq-contact-heading">{faqPage.contact.heading}</h2>
          <p>{faqPage.contact.text}</p>
          <ButtonLink to={paths.support} $variant="inverse">
            {faqPage.contact.link}
          </ButtonLink>
        </StyledContact>
      </Container>
    </>
  );
}
