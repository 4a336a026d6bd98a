import type { IconType } from 'react-icons';
import { LuArrowRight, LuBookOpen, LuBot, LuCheck, LuLifeBuoy, LuCircleHelp, LuUsers, LuVideo, LuWaves } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { Reveal } from '../../components/motion/Reveal';
import { CallToAction } from '../../components/page/CallToAction';
import { MarketingSection } from '../../components/page/MarketingSection';
import { HeroPhone } from '../../components/page/HeroPhone';
import { PageHead } from '../../components/page/PageHead';
import { HeroNote, SplitHero } from '../../components/page/SplitHero';
import { StoreButtons } from '../../components/store/StoreButtons';
import { Container } from '../../components/ui/Container';
import { Section, SectionHeading } from '../../components/ui/Section';
import { Split, SplitPhone } from '../../components/ui/Split';
import { SpotChatScreen } from '../../components/visuals/AppScreens';
import { PhoneFrame } from '../../components/visuals/PhoneFrame';
import { IconBadge } from '../../components/ui/IconBadge';
import { CardGrid } from '../../components/ui/CardGrid';
import { FeatureCard } from '../../components/ui/FeatureCard';
import { storeClick, type Store, type TrackedClick } from '../../lib/page-markup';
import { smartAppBannerMeta, softwareApplicationJsonLd } from '../../lib/structured-data';
import { GETAPP_CONTENT, type GetAppFeatureIcon, type GetAppHelpIcon } from './download-content';

const FEATURE_ICONS: Record<GetAppFeatureIcon, IconType> = { forecast: LuWaves, crew: LuUsers, log: LuBookOpen, companion: LuBot };
const HELP_ICONS: Record<GetAppHelpIcon, IconType> = { support: LuLifeBuoy, faq: LuCircleHelp };

const StyledBanner = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  background: ${({ theme }) => theme.colors.oceanDeep};
  color: ${({ theme }) => theme.colors.tealSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1.5)};
    padding: ${({ theme }) => theme.spacing(0.5, 3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.tealHover};
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.font.size.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

const StyledAvailability = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.successSoft};
  }
`;

const StyledChecks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: ${({ theme }) => theme.spacing(0, 0, 8)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing(3)};
    align-items: flex-start;
  }
  svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.teal};
  }
`;

const StyledHelpCard = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  height: 100%;
  padding: ${({ theme }) => theme.spacing(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    box-shadow ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
    box-shadow: ${({ theme }) => theme.shadow.card};
    color: ${({ theme }) => theme.colors.text};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  span:last-child {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colors.tealDeep};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

function Checks({ items }: { items: readonly string[] }) {
  return (
    <StyledChecks>
      {items.map((item) => (
        <li key={item}>
          <LuCheck size={20} aria-hidden="true" focusable="false" />
          {item}
        </li>
      ))}
    </StyledChecks>
  );
}

/** The download call to action's badges record download_app, labelled with the store. */
const downloadCtaClick = (store: Store): TrackedClick => ({ event: 'download_app', category: 'download', label: store });

/**
 * /getapp: sells the app to everyone; on phones the first-paint script also tries to open the app
 * (docs/product.md).
 */
export function GetAppPage() {
  const { meta, comingSoon, hero, spotChat, features, download, help } = GETAPP_CONTENT;

  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.getApp} jsonLd={softwareApplicationJsonLd(meta.description)} meta={smartAppBannerMeta()} />
      <StyledBanner>
        <strong>
          <LuVideo size={14} aria-hidden="true" focusable="false" />
          {comingSoon.label}
        </strong>
        {comingSoon.text}
      </StyledBanner>

      <SplitHero
        titleId="getapp-title"
        badge={<StyledAvailability>{hero.availability}</StyledAvailability>}
        title={hero.title}
        lead={hero.lead}
        visual={<HeroPhone label={hero.phoneLabel} />}
      >
        <Checks items={hero.bullets} />
        <StoreButtons tracking={storeClick('getapp')} />
        <HeroNote>{hero.price}</HeroNote>
      </SplitHero>

      <Section aria-labelledby="spot-chat-title">
        <Container>
          <Reveal>
            <Split columns="0.8fr 1.2fr">
              <SplitPhone>
                <PhoneFrame label={spotChat.phoneLabel}>
                  <SpotChatScreen />
                </PhoneFrame>
              </SplitPhone>
              <div>
                <SectionHeading eyebrow={spotChat.eyebrow} title={spotChat.title} lead={spotChat.lead} align="start" id="spot-chat-title" />
                <Checks items={spotChat.points} />
              </div>
            </Split>
          </Reveal>
        </Container>
      </Section>

      <MarketingSection tone="foam" titleId="getapp-features-title" title={features.title}>
        <CardGrid $columns={4}>
          {features.blocks.map((block) => (
            <FeatureCard compact key={block.title} icon={FEATURE_ICONS[block.icon]} title={block.title} description={block.description} />
          ))}
        </CardGrid>
      </MarketingSection>

      <Section aria-labelledby="getapp-download-title">
        <Container>
          <Reveal>
            <CallToAction title={download.title} titleId="getapp-download-title" lead={download.lead}>
              <StoreButtons align="center" tracking={downloadCtaClick} />
            </CallToAction>
          </Reveal>
        </Container>
      </Section>

      <MarketingSection tone="sand" titleId="getapp-help-title" title={help.title}>
        <CardGrid $columns={2}>
          {help.cards.map((card) => {
            const Icon = HELP_ICONS[card.icon];
            return (
              <li key={card.to}>
                <StyledHelpCard to={card.to}>
                  <IconBadge>
                    <Icon size={24} aria-hidden="true" focusable="false" />
                  </IconBadge>
                  <h3>{card.title}</h3>
                  <p>{card.description}</p>
                  <span>
                    {card.action}
                    <LuArrowRight size={18} aria-hidden="true" focusable="false" />
                  </span>
                </StyledHelpCard>
              </li>
            );
          })}
        </CardGrid>
      </MarketingSection>
    </>
  );
}
