import { createGlobalStyle } from 'styled-components';
import { DEVICE_ATTRIBUTE, DEVICE_KIND, DEVICE_ONLY_ATTRIBUTE, ACTION_HELD_ATTRIBUTE, APP_NEEDED_ATTRIBUTE } from '../lib/page-markup';
import { media } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  ${media.reducedMotion} { html { scroll-behavior: auto; } }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.white};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { color: ${({ theme }) => theme.colors.ink}; line-height: 1.2; margin: 0; }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.colors.teal}; }
  a:hover { color: ${({ theme }) => theme.colors.tealHover}; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  [id] { scroll-margin-top: ${({ theme }) => theme.layout.headerHeight}; }
  /* An action taken before the page's script arrived is on its way: it is done once React takes over. */
  html[${ACTION_HELD_ATTRIBUTE}] :is(form, [${APP_NEEDED_ATTRIBUTE}] button, button[${APP_NEEDED_ATTRIBUTE}]) { cursor: progress; }
  html[${ACTION_HELD_ATTRIBUTE}] :is(form button[type='submit'], button[${APP_NEEDED_ATTRIBUTE}]) { opacity: 0.7; }
  /* Unmarked pages count as desktop. display: none also takes the other link out of the accessibility tree. */
  html[${DEVICE_ATTRIBUTE}='${DEVICE_KIND.mobile}'] [${DEVICE_ONLY_ATTRIBUTE}='${DEVICE_KIND.desktop}'],
  html:not([${DEVICE_ATTRIBUTE}='${DEVICE_KIND.mobile}']) [${DEVICE_ONLY_ATTRIBUTE}='${DEVICE_KIND.mobile}'] { display: none !important; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;
