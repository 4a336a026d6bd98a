import { Link, NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { TEMPLATE_BRAND, templateCta, templateFooter, templateNav } from './template-content';
import { templateColors, templateFont } from '../../styles/template-theme';

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${templateColors.white};
  color: ${templateColors.text};
  font-family: ${templateFont};
  h1,
  h2,
  h3 {
    color: ${templateColors.ink};
  }
  a {
    color: ${templateColors.accent};
  }
`;

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  border-bottom: 1px solid ${templateColors.border};
  background: ${templateColors.headerFrosted};
  backdrop-filter: blur(8px);
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  ${media.md} {
    flex-wrap: nowrap;
    padding: ${({ theme }) => theme.spacing(4)};
  }
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  && {
    color: ${templateColors.ink};
  }
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  letter-spacing: -0.03em;
  text-decoration: none;
`;

const StyledNav = styled.nav`
  order: 3;
  width: 100%;
  ${media.md} {
    order: 0;
    width: auto;
    margin-left: auto;
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const StyledNavLink = styled(NavLink)`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  && {
    color: ${templateColors.text};
  }
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${templateColors.surface};
  }
  &&.active {
    color: ${templateColors.accentDeep};
    background: ${templateColors.accentSoft};
  }
`;

const StyledCta = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => theme.spacing(2, 4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${templateColors.accent};
  && {
    color: ${templateColors.white};
  }
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    background: ${templateColors.accentHover};
  }
`;

const StyledMain = styled.main`
  flex: 1;
`;

const StyledFooter = styled.footer`
  border-top: 1px solid ${templateColors.border};
  background: ${templateColors.surface};
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(2)};
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => theme.spacing(10, 4)};
    ${media.md} {
      flex-direction: row;
      justify-content: space-between;
      align-items: center;
    }
  }
  p {
    color: ${templateColors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

function TemplateMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="8" fill={templateColors.accent} />
      <path d="M8 17.5c0-3 2.4-5.5 5.5-5.5H20M8 10.5h6.5" stroke={templateColors.white} strokeWidth="2.6" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** The frame of the template pages: the sample brand's own header, nav and footer, not Lineup's. */
export function TemplateLayout() {
  return (
    <StyledShell>
      <StyledHeader>
        <StyledBar>
          <StyledBrand to={templateNav[0].to} aria-label={`${TEMPLATE_BRAND} home`}>
            <TemplateMark />
            {TEMPLATE_BRAND}
          </StyledBrand>
          <StyledNav aria-label={TEMPLATE_BRAND}>
            <ul>
              {templateNav.map((item) => (
                <li key={item.to}>
                  <StyledNavLink to={item.to}>{item.label}</StyledNavLink>
                </li>
              ))}
            </ul>
          </StyledNav>
          <StyledCta to={templateCta.to}>{templateCta.label}</StyledCta>
        </StyledBar>
      </StyledHeader>
      <StyledMain id="main">
        <Outlet />
      </StyledMain>
      <StyledFooter>
        <div>
          <p>
            <strong>{TEMPLATE_BRAND}</strong> · {templateFooter.tagline}
          </p>
          <p>{templateFooter.copyright}</p>
        </div>
      </StyledFooter>
    </StyledShell>
  );
}
