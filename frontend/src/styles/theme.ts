/** Design tokens: every colour, size and breakpoint a component uses comes from here. */
const SPACING_UNIT_PX = 4;

const colors = {
  teal: '#0b7d74',
  tealHover: '#0a6e66',
  tealSoft: '#e3f5f3',
  tealDeep: '#064e49',
  ocean: '#0b2f3a',
  oceanDeep: '#06202a',
  sand: '#f7f4ee',
  foam: '#f4fbfa',
  white: '#ffffff',
  ink: '#0f1f24',
  text: '#33464c',
  muted: '#5b6e74',
  border: '#d9e3e4',
  danger: '#c0262d',
  dangerSoft: '#fdecec',
  success: '#177245',
  successSoft: '#e3f6ea',
  warning: '#8a5a00',
  warningSoft: '#fdf3d8',
  overlay: 'rgba(6, 32, 42, 0.55)',
  /** The sticky header once the page scrolls under it, frosted by its backdrop blur. */
  headerFrosted: 'rgba(255, 255, 255, 0.96)',
  /** Lines and borders on the dark (ocean, ink) surfaces. */
  lineOnDark: 'rgba(255, 255, 255, 0.14)',
  borderOnDark: 'rgba(255, 255, 255, 0.25)',
  dividerOnDark: 'rgba(255, 255, 255, 0.1)',
  fillOnDark: 'rgba(255, 255, 255, 0.12)',
  outlineOnDark: 'rgba(255, 255, 255, 0.35)',
  focus: '#f59e0b',
} as const;

export const theme = {
  colors,
  spacing: (...units: number[]) => units.map((unit) => `${unit * SPACING_UNIT_PX}px`).join(' '),
  radius: { sm: '8px', md: '12px', lg: '20px', pill: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { xs: '0.8125rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.875rem', display: '2.75rem', hero: '3.5rem' },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  },
  shadow: {
    card: '0 1px 2px rgba(15, 31, 36, 0.06), 0 8px 24px rgba(15, 31, 36, 0.08)',
    header: '0 2px 12px rgba(15, 31, 36, 0.10)',
    raised: '0 12px 40px rgba(6, 32, 42, 0.22)',
    /** The cards and chat bubbles inside the app's screens. */
    screenCard: '0 1px 3px rgba(15, 31, 36, 0.08)',
    /** The phone frame's light inner edge. */
    phoneEdge: 'inset 0 0 0 2px rgba(255, 255, 255, 0.08)',
  },
  /** Minimum widths, in px; `media.md` is "tablet and up". */
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  layout: { maxWidth: '1160px', headerHeight: '64px', drawerWidth: '240px' },
  zIndex: { header: 100, drawer: 200, toast: 300, dialog: 400 },
  motion: { fast: '150ms', normal: '250ms', slow: '600ms' },
} as const;

export type ThemeType = typeof theme;

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
