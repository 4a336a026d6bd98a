// The page modules each route loads before hydrating (frontend/src/app/routes.tsx), by source path
// as Vite's manifest names them. bundle.mjs fails when one is missing from the build.
export const HOME_PATH = '/';

const TEMPLATE = 'src/features/template/TemplateLayout.tsx';
const ADMIN = 'src/features/admin/AdminLayout.tsx';

export const ROUTE_MODULES = {
  '/': ['src/features/home/HomePage.tsx', 'src/features/beta/BetaSignupForm.tsx'],
  '/old_home': ['src/features/home/OldHomePage.tsx', 'src/features/beta/BetaSignupForm.tsx'],
  '/resources': [TEMPLATE, 'src/features/template/ResourcesPage.tsx'],
  '/pricing': [TEMPLATE, 'src/features/template/PricingPage.tsx'],
  '/blog': [TEMPLATE, 'src/features/template/BlogPage.tsx'],
  '/privacy-policy': ['src/features/legal/PrivacyPolicyPage.tsx'],
  '/terms-of-service': ['src/features/legal/TermsOfServicePage.tsx'],
  '/community-guidelines': ['src/features/legal/CommunityGuidelinesPage.tsx'],
  '/SMS-consent-policy': ['src/features/legal/SmsConsentPolicyPage.tsx'],
  '/faq': ['src/features/faq/FaqPage.tsx'],
  '/support': ['src/features/support/SupportPage.tsx'],
  '/sms-opt-in': ['src/features/sms-opt-in/SmsOptInPage.tsx'],
  '/news': ['src/features/news/NewsPage.tsx'],
  '/launch-party-santa-cruz': ['src/features/launch-party/LaunchPartyPage.tsx'],
  '/delete': ['src/features/delete-account/DeleteAccountPage.tsx'],
  '/qr/app': ['src/features/download/QrAppPage.tsx'],
  '/getapp': ['src/features/download/GetAppPage.tsx'],
  '/invite': ['src/features/invite/InvitePage.tsx'],
  '/spot_test': ['src/features/spot/SpotTestPage.tsx'],
  '/spots/steamerlane_point': ['src/features/spot/SteamerLanePointPage.tsx'],
  '/random': ['src/features/random/RandomNumberPage.tsx'],
  '/report': ['src/features/report/ReportPage.tsx'],
  '/admin/analytics': [ADMIN, 'src/features/admin/analytics/AnalyticsPage.tsx'],
  '/admin/influencer-stats': [ADMIN, 'src/features/admin/campaigns/InfluencerStatsPage.tsx'],
  '/admin/launch-party-influencer-stats': [ADMIN, 'src/features/admin/campaigns/LaunchPartyStatsPage.tsx'],
  '/admin/links': [ADMIN, 'src/features/admin/links/LinkBuilderPage.tsx'],
  '/admin/support-requests': [ADMIN, 'src/features/admin/lists/SupportRequestsPage.tsx'],
  '/admin/beta-signups': [ADMIN, 'src/features/admin/lists/BetaSignupsPage.tsx'],
  '/admin/digest': [ADMIN, 'src/features/admin/digest/DigestPage.tsx'],
  '/admin/report-links': [ADMIN, 'src/features/admin/report-links/ReportLinksPage.tsx'],
  '/admin/installs': [ADMIN, 'src/features/admin/installs/InstallsPage.tsx'],
};
