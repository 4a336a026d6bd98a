import { FiLogOut } from 'react-icons/fi';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useToast } from '../../components/toast/use-toast';
import { Logo } from '../../components/layout/Logo';
import { appNeeded } from '../../lib/page-markup';
import { media } from '../../styles/theme';
import { useLogOutMutation } from './session/session-api';
import { ADMIN_NAV, LAYOUT_COPY } from './admin-content';
import { useAdminSession } from './session/use-admin-session';

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.sand};
`;

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.oceanDeep};
  box-shadow: ${({ theme }) => theme.shadow.header};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(0, 4)};
  /* On a 320px phone the words give way, never the logo mark or the icons. */
  svg {
    flex-shrink: 0;
  }
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  ${media.sm} {
    gap: ${({ theme }) => theme.spacing(3)};
  }
`;

const StyledBadge = styled.span`
  padding: ${({ theme }) => theme.spacing(0.5, 2.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.tealHover};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const StyledLogout = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 1px solid ${({ theme }) => theme.colors.outlineOnDark};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.fillOnDark};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** Icon only on phones (the label stays for screen readers), icon and label from tablet up. */
const StyledLogoutLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  ${media.sm} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

const StyledNav = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.dividerOnDark};
`;

const StyledNavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(0, 4)};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;
`;

const StyledNavLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.spacing(3, 3)};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.tealSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.white};
  }
  &.active {
    border-bottom-color: ${({ theme }) => theme.colors.teal};
    color: ${({ theme }) => theme.colors.white};
  }
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8, 4, 16)};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(10, 4, 20)};
  }
`;

const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.spacing(6, 4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;

/** The admin pages' own frame: the dashboards' nav and the logout button, shown once logged in. */
export function AdminLayout() {
  const { data: session } = useAdminSession();
  const [logOut, { isLoading: loggingOut }] = useLogOutMutation();
  const { toast } = useToast();
  const authenticated = Boolean(session?.authenticated);

  const onLogOut = () => {
    logOut()
      .unwrap()
      .catch(() => toast({ title: LAYOUT_COPY.logoutFailed, description: LAYOUT_COPY.logoutFailedDetail, variant: 'destructive' }));
  };

  return (
    <StyledShell {...appNeeded()}>
      <StyledHeader>
        <StyledBar>
          <StyledBrand>
            <Logo inverse />
            <StyledBadge>{LAYOUT_COPY.badge}</StyledBadge>
          </StyledBrand>
          {authenticated && (
            <StyledLogout type="button" onClick={onLogOut} disabled={loggingOut}>
              <FiLogOut aria-hidden="true" />
              <StyledLogoutLabel>{loggingOut ? LAYOUT_COPY.loggingOut : LAYOUT_COPY.logout}</StyledLogoutLabel>
            </StyledLogout>
          )}
        </StyledBar>
        {authenticated && (
          <StyledNav aria-label={LAYOUT_COPY.navLabel}>
            <StyledNavList>
              {ADMIN_NAV.map((item) => (
                <li key={item.to}>
                  <StyledNavLink to={item.to}>{item.label}</StyledNavLink>
                </li>
              ))}
            </StyledNavList>
          </StyledNav>
        )}
      </StyledHeader>
      <StyledMain id="main">
        <Outlet />
      </StyledMain>
      <StyledFooter>{LAYOUT_COPY.footer}</StyledFooter>
    </StyledShell>
  );
}
