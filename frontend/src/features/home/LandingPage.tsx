import type { ComponentType } from 'react';
import styled from 'styled-components';
import { HERO_ANCHOR } from '../../components/layout/navigation';
import { Reveal } from '../../components/motion/Reveal';
import { StoreButtons } from '../../components/store/StoreButtons';
import { CallToAction } from '../../components/page/CallToAction';
import { MarketingSection } from '../../components/page/MarketingSection';
import { HeroPhone } from '../../components/page/HeroPhone';
import { HeroBadge, SplitHero } from '../../components/page/SplitHero';
import { Container } from '../../components/ui/Container';
import { Split, SplitPhone } from '../../components/ui/Split';
import { Section, SectionHeading } from '../../components/ui/Section';
import { SpotChatScreen } from '../../components/visuals/AppScreens';
import { PhoneFrame } from '../../components/visuals/PhoneFrame';
import { WaveArt } from '../../components/visuals/WaveArt';
import { CardGrid } from '../../components/ui/CardGrid';
import { FeatureCard } from '../../components/ui/FeatureCard';
import { storeClick } from '../../lib/page-markup';
import { media } from '../../styles/theme';
import type { LandingCard, LandingContent } from './landing-content';
import { LANDING_ICONS } from './landing-icons';
import { SpotPostcardArt } from './SpotPostcardArt';

/** The anchors of docs/product.md; the header's Download link targets the hero. */
const JOIN_BETA_ANCHOR = 'join-beta';
const FEATURES_ANCHOR = 'features';

/** The beta form, handed in by the router so the home feature does not import the beta feature. */
export type SignupFormComponent = ComponentType<{ tone?: 'light' | 'dark' }>;

/** The home page's headline is the site's largest, and its phone leans into the swell. */
const StyledHero = styled(SplitHero)`
  ${SplitPhone} {
    transform: rotate(2deg);
  }
  ${media.xl} {
    h1 {
      font-size: 4rem;
    }
  }
`;

const StyledBetaLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.spacing(5)};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledBetaCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(8)};
  align-items: center;
  padding: ${({ theme }) => theme.spacing(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(12)};
  }
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledPostcards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
`;

const StyledPostcard = styled.li`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  div {
    padding: ${({ theme }) => theme.spacing(4, 5, 5)};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  p:first-of-type {
    color: ${({ theme }) => theme.colors.tealHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledBandsTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.spacing(8)};
  font-size: ${({ theme }) => theme.font.size.xl};
  text-align: center;
`;

const StyledVision = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(10)};
  ${media.lg} {
    grid-template-columns: 0.9fr 1.1fr;
    align-items: start;
  }
  p {
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.75;
  }
  p + p {
    margin-top: ${({ theme }) => theme.spacing(5)};
  }
`;

const StyledSignature = styled.p`
  margin-top: ${({ theme }) => theme.spacing(6)};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledVisionWaves = styled(WaveArt)`
  position: absolute;
  bottom: 0;
  left: 0;
  opacity: 0.35;
`;

const StyledStat = styled.p`
  margin-top: ${({ theme }) => theme.spacing(5)};
  color: ${({ theme }) => theme.colors.teal};
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  line-height: 1;
  letter-spacing: -0.03em;
  small {
    display: block;
    margin-top: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    letter-spacing: 0;
  }
`;

const StyledClosing = styled(CallToAction)`
  margin-top: ${({ theme }) => theme.spacing(20)};
`;

function Cards({ cards, columns }: { cards: LandingCard[]; columns: number }) {
  return (
    <CardGrid $columns={columns}>
      {cards.map((card) => (
        <FeatureCard key={card.title} icon={LANDING_ICONS[card.icon]} title={card.title} description={card.description} />
      ))}
    </CardGrid>
  );
}

type LandingPageProps = { content: LandingContent; SignupForm: SignupFormComponent };

/** The sections of docs/product.md, in order, filled with one copy of the landing page. */
export function LandingPage({ content, SignupForm }: LandingPageProps) {
  const { hero, joinBeta, whatIs, bands, vision, opportunity, features, closingBeta } = content;
  return (
    <>
      <StyledHero
        id={HERO_ANCHOR}
        titleId="hero-title"
        badge={<HeroBadge>{hero.eyebrow}</HeroBadge>}
        title={hero.title}
        lead={hero.lead}
        columns="1.15fr 0.85fr"
        visual={<HeroPhone label={hero.phoneLabel} />}
      >
        <StoreButtons tracking={storeClick('home_hero')} />
        <StyledBetaLink href={`#${JOIN_BETA_ANCHOR}`}>{hero.betaLink} →</StyledBetaLink>
      </StyledHero>

      <Section id={JOIN_BETA_ANCHOR} $tone="sand" aria-labelledby="join-beta-title">
        <Container>
          <Reveal>
            <StyledBetaCard>
              <SectionHeading eyebrow={joinBeta.eyebrow} title={joinBeta.title} lead={joinBeta.lead} align="start" id="join-beta-title" />
              <SignupForm />
            </StyledBetaCard>
          </Reveal>
        </Container>
      </Section>

      <MarketingSection titleId="what-is-title" eyebrow={whatIs.eyebrow} title={whatIs.title} lead={whatIs.lead}>
        <Cards cards={whatIs.cards} columns={3} />
      </MarketingSection>

      <Section $tone="foam" aria-labelledby="bands-title">
        <Container>
          <Reveal>
            <StyledBandsTitle id="bands-title">{bands.title}</StyledBandsTitle>
            <StyledPostcards>
              {bands.postcards.map((postcard) => (
                <StyledPostcard key={postcard.spot}>
                  <SpotPostcardArt palette={postcard.palette} label={`Illustration of the swell at ${postcard.spot}`} />
                  <div>
                    <p>{postcard.place}</p>
                    <h3>{postcard.spot}</h3>
                    <p>{postcard.note}</p>
                  </div>
                </StyledPostcard>
              ))}
            </StyledPostcards>
          </Reveal>
        </Container>
      </Section>

      <Section $tone="ocean" aria-labelledby="vision-title">
        <Container>
          <Reveal>
            <StyledVision>
              <SectionHeading eyebrow={vision.eyebrow} title={vision.title} align="start" inverse id="vision-title" />
              <div>
                {vision.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <StyledSignature>— {vision.signature}</StyledSignature>
              </div>
            </StyledVision>
          </Reveal>
        </Container>
        <StyledVisionWaves />
      </Section>

      <MarketingSection titleId="opportunity-title" eyebrow={opportunity.eyebrow} title={opportunity.title} lead={opportunity.lead}>
        <CardGrid $columns={3}>
          {opportunity.trends.map((trend) => (
            <FeatureCard key={trend.title} icon={LANDING_ICONS[trend.icon]} title={trend.title} description={trend.description}>
              <StyledStat>
                {trend.stat}
                <small>{trend.statLabel}</small>
              </StyledStat>
            </FeatureCard>
          ))}
        </CardGrid>
      </MarketingSection>

      <Section id={FEATURES_ANCHOR} $tone="foam" aria-labelledby="features-title">
        <Container>
          <Reveal>
            <SectionHeading eyebrow={features.eyebrow} title={features.title} lead={features.lead} id="features-title" />
            <Split columns="1.4fr 0.6fr">
              <Cards cards={features.cards} columns={2} />
              <PhoneFrame label={features.phoneLabel}>
                <SpotChatScreen />
              </PhoneFrame>
            </Split>
          </Reveal>
          <Reveal>
            <StyledClosing title={closingBeta.title} lead={closingBeta.lead}>
              <SignupForm tone="dark" />
            </StyledClosing>
          </Reveal>
        </Container>
      </Section>
    </>
  );
}
