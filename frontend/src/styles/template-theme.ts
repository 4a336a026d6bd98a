/**
 * The template pages belong to a different, generic SaaS brand (docs/product.md),
 * so they carry their own colour tokens instead of Lineup's teal; sizes still come from the site theme.
 */
export const templateColors = {
  accent: '#4f46e5',
  accentHover: '#4338ca',
  accentSoft: '#eef2ff',
  accentDeep: '#312e81',
  violet: '#7c3aed',
  sky: '#0ea5e9',
  ink: '#0f172a',
  text: '#334155',
  muted: '#64748b',
  surface: '#f8fafc',
  border: '#e2e8f0',
  white: '#ffffff',
  headerFrosted: 'rgba(255, 255, 255, 0.94)',
} as const;

export const templateShadow = {
  highlighted: '0 20px 50px rgba(79, 70, 229, 0.18)',
} as const;

export const templateFont = "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif";
