import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../components/layout/SiteLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { paths } from './paths';
import { RootLayout } from './RootLayout';

/**
 * Every page is its own chunk, loaded with its route: the home page never downloads the
 * spot map, the dashboards or their charts.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // The template pages are another brand's: they get its frame, not Lineup's header and footer.
        lazy: () => import('../features/template/TemplateLayout').then(({ TemplateLayout }) => ({ Component: TemplateLayout })),
        children: [
          { path: paths.resources, lazy: () => import('../features/template/ResourcesPage').then(({ ResourcesPage }) => ({ Component: ResourcesPage })) },
          { path: paths.pricing, lazy: () => import('../features/template/PricingPage').then(({ PricingPage }) => ({ Component: PricingPage })) },
          { path: paths.blog, lazy: () => import('../features/template/BlogPage').then(({ BlogPage }) => ({ Component: BlogPage })) },
        ],
      },
      {
        Component: SiteLayout,
        children: [
          // The landing pages get the beta form from the beta feature here: features never import each other.
          {
            path: paths.home,
            lazy: () =>
              Promise.all([import('../features/home/HomePage'), import('../features/beta/BetaSignupForm')]).then(([{ HomePage }, { BetaSignupForm }]) => ({
                Component: () => <HomePage SignupForm={BetaSignupForm} />,
              })),
          },
          {
            path: paths.oldHome,
            lazy: () =>
              Promise.all([import('../features/home/OldHomePage'), import('../features/beta/BetaSignupForm')]).then(([{ OldHomePage }, { BetaSignupForm }]) => ({
                Component: () => <OldHomePage SignupForm={BetaSignupForm} />,
              })),
          },
          { path: paths.privacyPolicy, lazy: () => import('../features/legal/PrivacyPolicyPage').then(({ PrivacyPolicyPage }) => ({ Component: PrivacyPolicyPage })) },
          { path: paths.termsOfService, lazy: () => import('../features/legal/TermsOfServicePage').then(({ TermsOfServicePage }) => ({ Component: TermsOfServicePage })) },
          { path: paths.communityGuidelines, lazy: () => import('../features/legal/CommunityGuidelinesPage').then(({ CommunityGuidelinesPage }) => ({ Component: CommunityGuidelinesPage })) },
          { path: paths.smsConsentPolicy, lazy: () => import('../features/legal/SmsConsentPolicyPage').then(({ SmsConsentPolicyPage }) => ({ Component: SmsConsentPolicyPage })) },
          { path: paths.faq, lazy: () => import('../features/faq/FaqPage').then(({ FaqPage }) => ({ Component: FaqPage })) },
          { path: paths.support, lazy: () => import('../features/support/SupportPage').then(({ SupportPage }) => ({ Component: SupportPage })) },
          { path: paths.smsOptIn, lazy: () => import('../features/sms-opt-in/SmsOptInPage').then(({ SmsOptInPage }) => ({ Component: SmsOptInPage })) },
          { path: paths.news, lazy: () => import('../features/news/NewsPage').then(({ NewsPage }) => ({ Component: NewsPage })) },
          { path: paths.launchParty, lazy: () => import('../features/launch-party/LaunchPartyPage').then(({ LaunchPartyPage }) => ({ Component: LaunchPartyPage })) },
          { path: paths.deleteAccount, lazy: () => import('../features/delete-account/DeleteAccountPage').then(({ DeleteAccountPage }) => ({ Component: DeleteAccountPage })) },
          { path: paths.qrApp, lazy: () => import('../features/download/QrAppPage').then(({ QrAppPage }) => ({ Component: QrAppPage })) },
          { path: paths.getApp, lazy: () => import('../features/download/GetAppPage').then(({ GetAppPage }) => ({ Component: GetAppPage })) },
          { path: paths.invite, lazy: () => import('../features/invite/InvitePage').then(({ InvitePage }) => ({ Component: InvitePage })) },
          { path: paths.spotTest, lazy: () => import('../features/spot/SpotTestPage').then(({ SpotTestPage }) => ({ Component: SpotTestPage })) },
          { path: paths.steamerLanePoint, lazy: () => import('../features/spot/SteamerLanePointPage').then(({ SteamerLanePointPage }) => ({ Component: SteamerLanePointPage })) },
          { path: paths.random, lazy: () => import('../features/random/RandomNumberPage').then(({ RandomNumberPage }) => ({ Component: RandomNumberPage })) },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        lazy: () => import('../features/admin/AdminLayout').then(({ AdminLayout }) => ({ Component: AdminLayout })),
        children: [
          { path: paths.influencerStats, lazy: () => import('../features/admin/InfluencerStatsPage').then(({ InfluencerStatsPage }) => ({ Component: InfluencerStatsPage })) },
          {
            path: paths.launchPartyInfluencerStats,
            lazy: () => import('../features/admin/LaunchPartyInfluencerStatsPage').then(({ LaunchPartyInfluencerStatsPage }) => ({ Component: LaunchPartyInfluencerStatsPage })),
          },
          { path: paths.adminLinks, lazy: () => import('../features/admin/LinkBuilderPage').then(({ LinkBuilderPage }) => ({ Component: LinkBuilderPage })) },
          { path: paths.adminSupportRequests, lazy: () => import('../features/admin/SupportRequestsPage').then(({ SupportRequestsPage }) => ({ Component: SupportRequestsPage })) },
          { path: paths.adminBetaSignups, lazy: () => import('../features/admin/BetaSignupsPage').then(({ BetaSignupsPage }) => ({ Component: BetaSignupsPage })) },
        ],
      },
    ],
  },
];
