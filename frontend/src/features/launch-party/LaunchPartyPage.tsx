import { LuArrowRight, LuCalendarDays, LuCheck, LuClock, LuExternalLink, LuMapPin, LuTicket } from 'react-icons/lu';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { MapView } from '../../components/map/MapView';
import { Reveal } from '../../components/motion/Reveal';
import { MarketingSection } from '../../components/page/MarketingSection';
import { PageHead } from '../../components/page/PageHead';
import { SplitHero } from '../../components/page/SplitHero';
import { StoreButtons } from '../../components/store/StoreButtons';
import { ButtonLink } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';
import { Section, SectionHeading } from '../../components/ui/Section';
import { Split } from '../../components/ui/Split';
import { INFLUENCER_QUERY_PARAM, influencerProfileUrl } from '../../lib/influencer';
import { appNeeded, storeClick, trackedClick } from '../../lib/page-markup';
import { useInfluencerHandle } from '../../lib/use-influencer-handle';
import { media } from '../../styles/theme';
import { LAUNCH_PARTY, LAUNCH_PARTY_CONTENT, launchPartyJsonLd, VENUE_MAP_ZOOM } from './launch-party-event';

/** One line tall whatever it says, so the page below does not move when the invite is read. */
const StyledBanner = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 48px;
  padding: ${({ theme }) => theme.spacing(2, 4)};
  background: ${({ theme }) => theme.colors.oceanDeep};
  color: ${({ theme }) => theme.colors.tealSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  overflow-wrap: anywhere;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.tealSoft};
  }
`;

/** The event's hero is the night swell: the shared hero on the ocean, its waves set below the facts card. */
const StyledHero = styled(SplitHero)`
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.ocean} 0%, ${({ theme }) => theme.colors.tealDeep} 100%);
  color: ${({ theme }) => theme.colors.tealSoft};
  h1 {
    color: ${({ theme }) => theme.colors.white};
  }
  > svg {
    margin-top: ${({ theme }) => theme.spacing(12)};
    color: ${({ theme }) => theme.colors.tealSoft};
  }
`;

const StyledEyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.tealSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(7)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  div {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.spacing(0.5, 4)};
    align-items: start;
  }
  svg {
    grid-row: span 2;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.teal};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** The map is tall: the address sits at its top, not its middle. */
const StyledVenue = styled(Split)`
  align-items: start;
`;

const StyledAddress = styled.address`
  margin-top: ${({ theme }) => theme.spacing(-6)};
  font-style: normal;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledChecks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 760px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing(3)};
    padding: ${({ theme }) => theme.spacing(4, 5)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.white};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.teal};
  }
`;

const StyledDownload = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  justify-items: center;
  text-align: center;
`;

function InvitedBy({ influencer }: { influencer: string | null }) {
  const { banner } = LAUNCH_PARTY_CONTENT;
  return (
    <StyledBanner data-testid="invited-by" {...appNeeded(INFLUENCER_QUERY_PARAM)}>
      {influencer ? (
        <>
          {banner.invitedPrefix}{' '}
          <a href={influencerProfileUrl(influencer)} target="_blank" rel="noopener noreferrer">
            @{influencer}
            <LuExternalLink size={14} aria-hidden="true" focusable="false" />
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </>
      ) : (
        banner.neutral
      )}
    </StyledBanner>
  );
}

/**
 * /launch-party-santa-cruz: the launch event, its venue map and the download buttons. The view and
 * the store taps count for the influencer of the link through the first-paint script.
 */
export function LaunchPartyPage() {
  const influencer = useInfluencerHandle();

  const content = LAUNCH_PARTY_CONTENT;
  const address = `${LAUNCH_PARTY.street}, ${LAUNCH_PARTY.city} ${LAUNCH_PARTY.region} ${LAUNCH_PARTY.postalCode}`;
  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} path={paths.launchParty} jsonLd={launchPartyJsonLd()} />
      <InvitedBy influencer={influencer?.handle ?? null} />
      <StyledHero
        titleId="launch-party-title"
        badge={<StyledEyebrow>{content.eyebrow}</StyledEyebrow>}
        title={content.title}
        lead={content.lead}
        visual={
          <StyledFacts>
            <div>
              <LuCalendarDays size={22} aria-hidden="true" focusable="false" />
              <dt>Date</dt>
              <dd>
                <time dateTime={LAUNCH_PARTY.startDate}>{LAUNCH_PARTY.dateLabel}</time>
              </dd>
            </div>
            <div>
              <LuClock size={22} aria-hidden="true" focusable="false" />
              <dt>Time</dt>
              <dd>{LAUNCH_PARTY.timeLabel}</dd>
            </div>
            <div>
              <LuMapPin size={22} aria-hidden="true" focusable="false" />
              <dt>Where</dt>
              <dd>
                {LAUNCH_PARTY.venue}
                <br />
                {address}
              </dd>
            </div>
            <div>
              <LuTicket size={22} aria-hidden="true" focusable="false" />
              <dt>Entry</dt>
              <dd>{LAUNCH_PARTY.price}</dd>
            </div>
          </StyledFacts>
        }
      >
        <ButtonLink to={content.learnMoreTo} $variant="inverse" $size="lg" {...trackedClick({ event: 'launch_party_learn_more', category: 'launch_party' })}>
          {content.learnMore}
          <LuArrowRight size={20} aria-hidden="true" focusable="false" />
        </ButtonLink>
      </StyledHero>

      <Section aria-labelledby="venue-title">
        <Container>
          <StyledVenue columns="0.8fr 1.2fr">
            <div>
              <SectionHeading title={content.mapTitle} lead={content.mapLead} align="start" id="venue-title" />
              <StyledAddress>
                {LAUNCH_PARTY.venue}
                <br />
                {address}
              </StyledAddress>
            </div>
            <MapView center={LAUNCH_PARTY.coordinates} zoom={VENUE_MAP_ZOOM} markers={[{ ...LAUNCH_PARTY.coordinates, popup: LAUNCH_PARTY.venue }]} label={content.mapLabel} />
          </StyledVenue>
        </Container>
      </Section>

      <MarketingSection tone="foam" titleId="launch-features-title" title={content.featuresTitle}>
        <StyledChecks>
          {content.features.map((feature) => (
            <li key={feature}>
              <LuCheck size={20} aria-hidden="true" focusable="false" />
              {feature}
            </li>
          ))}
        </StyledChecks>
      </MarketingSection>

      <Section aria-labelledby="launch-download-title">
        <Container>
          <Reveal>
            <StyledDownload>
              <SectionHeading title={content.downloadTitle} lead={content.downloadLead} id="launch-download-title" />
              <StoreButtons align="center" tracking={storeClick('launch_party')} campaign={influencer && { campaign: 'launch-party', influencer: influencer.handle }} />
            </StyledDownload>
          </Reveal>
        </Container>
      </Section>
    </>
  );
}
