import type { ComponentType } from 'react';
import styled from 'styled-components';
import { HERO_ANCHOR } from '../../components/layout/navigation';
import { Reveal } from '../../components/motion/Reveal';
import { StoreButtons, type Store } from '../../components/store/StoreButtons';
import { Container } from '../../components/ui/Container';
import { Section, SectionHeading } from '../../components/ui/Section';
import { ForecastScreen, SpotChatScreen } from '../../components/visuals/AppScreens';
import { PhoneFrame } from '../../components/visuals/PhoneFrame';
import { WaveArt } from '../../components/visuals/WaveArt';
import { IconBadge } from '../../components/ui/IconBadge';
import { Card, CardGrid } from '../../components/ui/CardGrid';
import { trackEvent } from '../../lib/analytics';
import { media } from '../../styles/theme';
import type { LandingCard, LandingContent } from './landing-content';
import { LANDING_ICONS } from './landing-icons';
import { SpotPostcardArt } from './SpotPostcardArt';

/** The anchors of SPEC.md "Home (/)"; the header's Download link targets the hero. */
const JOIN_BETA_ANCHOR = 'join-beta';
const FEATURES_ANCHOR = 'features';

/** The beta form, handed in by the router so the home feature does not import the beta feature. */
export type SignupFormComponent = ComponentType<{ tone?: 'light' | 'dark' }>;

const StyledHero = styled.section`
  position: relative;
  overflow: hidden;
  padding-top: ${({ theme }) => theme.spacing(12)};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.foam} 0%, ${({ theme }) => theme.colors.tealSoft} 100%);
  ${media.md} { padding-top: ${({ theme }) => theme.spacing(20)}; }
`;

const StyledHeroGrid = styled(Container)`
  position: relative;
  z-index: 1;
  display: grid;
  gap: ${({ theme }) => theme.spacing(12)};
  align-items: center;
  padding-bottom: ${({ theme }) => theme.spacing(4)};
  ${media.lg} { grid-template-columns: 1.15fr 0.85fr; }
`;

const StyledPill = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing(5)};
  padding: ${({ theme }) => theme.spacing(1.5, 4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const StyledHeroTitle = styled.h1`
  font-size: 2.375rem;
  line-height: 1.05;
  letter-spacing: -0.03em;
  ${media.md} { font-size: ${({ theme }) => theme.font.size.hero}; }
  ${media.xl} { font-size: 4rem; }
`;

const StyledHeroLead = styled.p`
  max-width: 56ch;
  margin: ${({ theme }) => theme.spacing(6, 0, 8)};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.65;
`;

const StyledBetaLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.spacing(5)};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledHeroPhone = styled.div`
  max-width: 280px;
  width: 100%;
  margin: 0 auto;
  transform: rotate(2deg);
`;

const StyledHeroWaves = styled(WaveArt)`
  margin-top: ${({ theme }) => theme.spacing(-10)};
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
  ${media.md} { padding: ${({ theme }) => theme.spacing(12)}; }
  ${media.lg} { grid-template-columns: 1fr 1fr; }
`;

const StyledPostcards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
`;

const StyledPostcard = styled.li`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  div { padding: ${({ theme }) => theme.spacing(4, 5, 5)}; }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.muted}; }
  p:first-of-type { color: ${({ theme }) => theme.colors.tealHover}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

const StyledBandsTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.spacing(8)};
  font-size: ${({ theme }) => theme.font.size.xl};
  text-align: center;
`;

const StyledVision = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(10)};
  ${media.lg} { grid-template-columns: 0.9fr 1.1fr; align-items: start; }
  p { font-size: ${({ theme }) => theme.font.size.lg}; line-height: 1.75; }
  p + p { margin-top: ${({ theme }) => theme.spacing(5)}; }
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
  small { display: block; margin-top: ${({ theme }) => theme.spacing(2)}; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.font.size.sm}; font-weight: ${({ theme }) => theme.font.weight.medium}; letter-spacing: 0; }
`;

const StyledFeatures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(12)};
  align-items: center;
  ${media.lg} { grid-template-columns: 1.4fr 0.6fr; }
`;

const StyledClosing = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  justify-items: center;
  margin-top: ${({ theme }) => theme.spacing(20)};
  padding: ${({ theme }) => theme.spacing(12, 6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.tealHover}, ${({ theme }) => theme.colors.tealDeep});
  color: ${({ theme }) => theme.colors.tealSoft};
  text-align: center;
  > h2 { color: ${({ theme }) => theme.colors.white}; font-size: ${({ theme }) => theme.font.size.xxl}; }
  > p { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

function Cards({ cards, columns }: { cards: LandingCard[]; columns: number }) {
  return (
    <CardGrid $columns={columns}>
      {cards.map((card) => {
        const Icon = LANDING_ICONS[card.icon];
        return (
          <Card key={card.title}>
            <IconBadge $size={52}>
              <Icon size={26} aria-hidden="true" focusable="false" />
            </IconBadge>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </Card>
        );
      })}
    </CardGrid>
  );
}

function trackStoreClick(store: Store) {
  trackEvent({ event: store === 'app-store' ? 'app_store_click' : 'play_store_click', category: 'download', label: 'home_hero' });
}

type LandingPageProps = { content: LandingContent; SignupForm: SignupFormComponent };

/** The sections of SPEC.md "Home (/)", in order, filled with one copy of the landing page. */
export function LandingPage({ content, SignupForm }: LandingPageProps) {
  const { hero, joinBeta, whatIs, bands, vision, opportunity, features, closingBeta } = content;
  return (
    <>
      <StyledHero id={HERO_ANCHOR} aria-labelledby="hero-title">
        <StyledHeroGrid>
          <div>
            <StyledPill>{hero.eyebrow}</StyledPill>
            <StyledHeroTitle id="hero-title">{hero.title}</StyledHeroTitle>
            <StyledHeroLead>{hero.lead}</StyledHeroLead>
            <StoreButtons onStoreClick={trackStoreClick} />
            <StyledBetaLink href={`#${JOIN_BETA_ANCHOR}`}>{hero.betaLink} →</StyledBetaLink>
          </div>
          <StyledHeroPhone>
            <PhoneFrame label={hero.phoneLabel}>
              <ForecastScreen />
            </PhoneFrame>
          </StyledHeroPhone>
        </StyledHeroGrid>
        <StyledHeroWaves />
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

      <Section aria-labelledby="what-is-title">
        <Container>
          <Reveal>
            <SectionHeading eyebrow={whatIs.eyebrow} title={whatIs.title} lead={whatIs.lead} id="what-is-title" />
            <Cards cards={whatIs.cards} columns={3} />
          </Reveal>
        </Container>
      </Section>

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

      <Section aria-labelledby="opportunity-title">
        <Container>
          <Reveal>
            <SectionHeading eyebrow={opportunity.eyebrow} title={opportunity.title} lead={opportunity.lead} id="opportunity-title" />
            <CardGrid $columns={3}>
              {opportunity.trends.map((trend) => {
                const Icon = LANDING_ICONS[trend.icon];
                return (
                  <Card key={trend.title}>
                    <IconBadge $size={52}>
                      <Icon size={26} aria-hidden="true" focusable="false" />
                    </IconBadge>
                    <StyledStat>
                      {trend.stat}
                      <small>{trend.statLabel}</small>
                    </StyledStat>
                    <h3>{trend.title}</h3>
                    <p>{trend.description}</p>
                  </Card>
                );
              })}
            </CardGrid>
          </Reveal>
        </Container>
      </Section>

      <Section id={FEATURES_ANCHOR} $tone="foam" aria-labelledby="features-title">
        <Container>
          <Reveal>
            <SectionHeading eyebrow={features.eyebrow} title={features.title} lead={features.lead} id="features-title" />
            <StyledFeatures>
              <Cards cards={features.cards} columns={2} />
              <PhoneFrame label={features.phoneLabel}>
                <SpotChatScreen />
              </PhoneFrame>
            </StyledFeatures>
          </Reveal>
          <Reveal>
            <StyledClosing>
              <h2>{closingBeta.title}</h2>
              <p>{closingBeta.lead}</p>
              <SignupForm tone="dark" />
            </StyledClosing>
          </Reveal>
        </Container>
      </Section>
    </>
  );
}
