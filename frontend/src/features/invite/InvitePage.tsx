import { LuUserCheck } from 'react-icons/lu';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { HeroPhone } from '../../components/page/HeroPhone';
import { PageHead } from '../../components/page/PageHead';
import { HeroBadge, HeroNote, SplitHero } from '../../components/page/SplitHero';
import { StoreButtons } from '../../components/store/StoreButtons';
import { Container } from '../../components/ui/Container';
import { INFLUENCER_QUERY_PARAM } from '../../lib/influencer';
import { appNeeded, storeClick } from '../../lib/page-markup';
import { smartAppBannerMeta } from '../../lib/structured-data';
import { useInfluencerHandle } from '../../lib/use-influencer-handle';
import { media } from '../../styles/theme';
import { INVITE_CONTENT } from './invite-content';

/** Holds one pill either way, neutral or invited, so the heading below never moves when the handle is read. */
const StyledBadge = styled(HeroBadge)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 36px;
  overflow-wrap: anywhere;
  &[data-invited='true'] {
    background: ${({ theme }) => theme.colors.tealDeep};
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** Room for two lines of heading either way, so the invited heading does not push the page down. */
const StyledHero = styled(SplitHero)`
  h1 {
    min-height: 2.1em;
    overflow-wrap: anywhere;
  }
`;

const StyledReasons = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(16, 0)};
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  li {
    padding-left: ${({ theme }) => theme.spacing(4)};
    border-left: 3px solid ${({ theme }) => theme.colors.teal};
  }
`;

/**
 * /invite: an influencer's referral page. Its view, its store taps and the open-the-app flow are
 * the first-paint script's (they count for a valid handle from first paint); this renders the page.
 */
export function InvitePage() {
  const influencer = useInfluencerHandle();

  const { meta, neutral, invited, lead, opening, phoneLabel, reasons } = INVITE_CONTENT;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.invite} meta={smartAppBannerMeta()} />
      <StyledHero
        titleId="invite-title"
        badge={
          <StyledBadge data-invited={Boolean(influencer)} data-testid="invite-badge" {...appNeeded(INFLUENCER_QUERY_PARAM)}>
            {influencer && <LuUserCheck size={16} aria-hidden="true" focusable="false" />}
            {influencer ? invited.badge(influencer.spelled) : neutral.badge}
          </StyledBadge>
        }
        title={influencer ? invited.title(influencer.spelled) : neutral.title}
        lead={lead}
        visual={<HeroPhone label={phoneLabel} />}
      >
        <StoreButtons tracking={storeClick('invite')} campaign={influencer && { campaign: 'influencer', influencer: influencer.handle }} />
        <HeroNote>{opening}</HeroNote>
      </StyledHero>
      <Container>
        <StyledReasons>
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h2>{reason.title}</h2>
              <p>{reason.description}</p>
            </li>
          ))}
        </StyledReasons>
      </Container>
    </>
  );
}
