import { FaGooglePlay } from 'react-icons/fa';
import { SiApple } from 'react-icons/si';
import styled from 'styled-components';
import { brand } from '../../config/brand';
import { storeBadge, type Store, type TrackedClick } from '../../lib/page-markup';
import { type StoreCampaign, storeUrl } from '../../lib/store-links';

const StyledRow = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  justify-content: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
`;

const StyledBadge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 168px;
  height: 56px;
  padding: ${({ theme }) => theme.spacing(0, 5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
  text-decoration: none;
  transition:
    transform ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.oceanDeep};
    color: ${({ theme }) => theme.colors.white};
    transform: translateY(-1px);
  }
  svg {
    flex-shrink: 0;
  }
`;

// One class for both badges (a styled prop would print the whole rule twice into every page's CSS).
const StyledBadgeText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.1;
  small {
    font-size: 0.6875rem;
    letter-spacing: 0.02em;
    opacity: 0.9;
  }
  small[data-caps] {
    text-transform: uppercase;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

type StoreButtonsProps = {
  /** What a tap on each badge records (usually `storeClick(label)`). */
  tracking: (store: Store) => TrackedClick;
  align?: 'start' | 'center';
  /** On an influencer's page: the campaign and handle the store links carry (docs/product.md, "Installs per influencer"). */
  campaign?: StoreCampaign | null;
};

/**
 * The App Store and Google Play badges. They are plain links to the stores, so they work before
 * any script has loaded; the first-paint script records the tap on the way out, from the
 * attributes rendered here, and on an influencer's page sends the tap to the campaign's store
 * link before React has rendered it. Their visible text is their accessible name (WCAG "label in name"),
 * with a space between the two lines.
 */
export function StoreButtons({ tracking, align = 'start', campaign = null }: StoreButtonsProps) {
  return (
    <StyledRow $align={align}>
      <StyledBadge href={storeUrl('app-store', campaign)} {...storeBadge('app-store', tracking('app-store'))}>
        <SiApple size={26} aria-hidden="true" focusable="false" />
        <StyledBadgeText>
          <small>Download {brand.productName} on the</small> <strong>App Store</strong>
        </StyledBadgeText>
      </StyledBadge>
      <StyledBadge href={storeUrl('play-store', campaign)} {...storeBadge('play-store', tracking('play-store'))}>
        <FaGooglePlay size={24} aria-hidden="true" focusable="false" />
        <StyledBadgeText>
          <small data-caps>Get {brand.productName} on</small> <strong>Google Play</strong>
        </StyledBadgeText>
      </StyledBadge>
    </StyledRow>
  );
}
