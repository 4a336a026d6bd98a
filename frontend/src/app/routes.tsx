import { Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { SiteLayout } from '../components/layout/SiteLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { isLazyPage, lazyPage } from './lazy-page';
import { paths } from '../config/paths';
import { RootLayout } from './RootLayout';

/**
 * Every page is its own chunk, loaded with its route: the home page never downloads the
 * spot map, the dashboards or their charts. The site has no route data to load, so the routes
 * are declarative (useRoutes): react-router's data router would add about 16 KiB gzipped to
 * every page's first load for nothing.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // The template pages are another brand's: they get its frame, not Lineup's header and footer.
        Component: lazyPage(() => import('../features/template/TemplateLayout').then(({ TemplateLayout }) => TemplateLayout)),
        children: [
          { path: paths.resources, Component: lazyPage(() => import('../features/template/ResourcesPage').then(({ ResourcesPage }) => ResourcesPage)) },
          { path: paths.pricing, Component: lazyPage(() => import('../features/template/PricingPage').then(({ PricingPage }) => PricingPage)) },
          { path: paths.blog, Component: lazyPage(() => import('../features/template/BlogPage').then(({ BlogPage }) => BlogPage)) },
        ],
      },
      {
        Component: SiteLayout,
        children: [
          // The landing pages get the beta form from the beta feature here: features never import each other.
          {
            path: paths.home,
            Component: lazyPage(() =>
              Promise.all([import('../features/home/HomePage'), import('../features/beta/BetaSignupForm')]).then(
                ([{ HomePage }, { BetaSignupForm }]) =>
                  function Home() {
                    return <HomePage SignupForm={BetaSignupForm} />;
                  },
              ),
            ),
          },
          {
            path: paths.oldHome,
            Component: lazyPage(() =>
              Promise.all([import('../features/home/OldHomePage'), import('../features/beta/BetaSignupForm')]).then(
                ([{ OldHomePage }, { BetaSignupForm }]) =>
                  function OldHome() {
                    return <OldHomePage SignupForm={BetaSignupForm} />;
                  },
              ),
            ),
          },
          { path: paths.privacyPolicy, Component: lazyPage(() => import('../features/legal/PrivacyPolicyPage').then(({ PrivacyPolicyPage }) => PrivacyPolicyPage)) },
          { path: paths.termsOfService, Component: lazyPage(() => import('../features/legal/TermsOfServicePage').then(({ TermsOfServicePage }) => TermsOfServicePage)) },
          {
            path: paths.communityGuidelines,
            Component: lazyPage(() => import('../features/legal/CommunityGuidelinesPage').then(({ CommunityGuidelinesPage }) => CommunityGuidelinesPage)),
          },
          { path: paths.smsConsentPolicy, Component: lazyPage(() => import('../features/legal/SmsConsentPolicyPage').then(({ SmsConsentPolicyPage }) => SmsConsentPolicyPage)) },
          { path: paths.faq, Component: lazyPage(() => import('../features/faq/FaqPage').then(({ FaqPage }) => FaqPage)) },
          { path: paths.support, Component: lazyPage(() => import('../features/support/SupportPage').then(({ SupportPage }) => SupportPage)) },
          { path: paths.smsOptIn, Component: lazyPage(() => import('../features/sms-opt-in/SmsOptInPage').then(({ SmsOptInPage }) => SmsOptInPage)) },
          { path: paths.news, Component: lazyPage(() => import('../features/news/NewsPage').then(({ NewsPage }) => NewsPage)) },
          { path: paths.launchParty, Component: lazyPage(() => import('../features/launch-party/LaunchPartyPage').then(({ LaunchPartyPage }) => LaunchPartyPage)) },
          { path: paths.deleteAccount, Component: lazyPage(() => import('../features/delete-account/DeleteAccountPage').then(({ DeleteAccountPage }) => DeleteAccountPage)) },
          { path: paths.qrApp, Component: lazyPage(() => import('../features/download/QrAppPage').then(({ QrAppPage }) => QrAppPage)) },
          { path: paths.getApp, Component: lazyPage(() => import('../features/download/GetAppPage').then(({ GetAppPage }) => GetAppPage)) },
          { path: paths.invite, Component: lazyPage(() => import('../features/invite/InvitePage').then(({ InvitePage }) => InvitePage)) },
          { path: paths.spotTest, Component: lazyPage(() => import('../features/spot/SpotTestPage').then(({ SpotTestPage }) => SpotTestPage)) },
          { path: paths.steamerLanePoint, Component: lazyPage(() => import('../features/spot/SteamerLanePointPage').then(({ SteamerLanePointPage }) => SteamerLanePointPage)) },
          { path: paths.random, Component: lazyPage(() => import('../features/random/RandomNumberPage').then(({ RandomNumberPage }) => RandomNumberPage)) },
          { path: `${paths.report}/:token?`, Component: lazyPage(() => import('../features/report/ReportPage').then(({ ReportPage }) => ReportPage)) },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        Component: lazyPage(() => import('../features/admin/AdminLayout').then(({ AdminLayout }) => AdminLayout)),
        children: [
          { path: paths.adminAnalytics, Component: lazyPage(() => import('../features/admin/analytics/AnalyticsPage').then(({ AnalyticsPage }) => AnalyticsPage)) },
          // Each row of the campaign tables can share a report: the admin root hands the report-links button to the campaigns' table.
          {
            path: paths.influencerStats,
            Component: lazyPage(() =>
              Promise.all([import('../features/admin/campaigns/InfluencerStatsPage'), import('../features/admin/ShareReports')]).then(
                ([{ InfluencerStatsPage }, { WithShareReports }]) =>
                  function InfluencerStats() {
                    return (
                      <WithShareReports campaign="influencer">
                        <InfluencerStatsPage />
                      </WithShareReports>
                    );
                  },
              ),
            ),
          },
          {
            path: paths.launchPartyStats,
            Component: lazyPage(() =>
              Promise.all([import('../features/admin/campaigns/LaunchPartyStatsPage'), import('../features/admin/ShareReports')]).then(
                ([{ LaunchPartyStatsPage }, { WithShareReports }]) =>
                  function LaunchPartyStats() {
                    return (
                      <WithShareReports campaign="launch-party">
                        <LaunchPartyStatsPage />
                      </WithShareReports>
                    );
                  },
              ),
            ),
          },
          { path: paths.adminLinks, Component: lazyPage(() => import('../features/admin/links/LinkBuilderPage').then(({ LinkBuilderPage }) => LinkBuilderPage)) },
          {
            path: paths.adminSupportRequests,
            Component: lazyPage(() => import('../features/admin/lists/SupportRequestsPage').then(({ SupportRequestsPage }) => SupportRequestsPage)),
          },
          { path: paths.adminBetaSignups, Component: lazyPage(() => import('../features/admin/lists/BetaSignupsPage').then(({ BetaSignupsPage }) => BetaSignupsPage)) },
          {
            path: paths.adminReportLinks,
            Component: lazyPage(() => import('../features/admin/report-links/ReportLinksPage').then(({ ReportLinksPage }) => ReportLinksPage)),
          },
          { path: paths.adminDigest, Component: lazyPage(() => import('../features/admin/digest/DigestPage').then(({ DigestPage }) => DigestPage)) },
          { path: paths.adminInstalls, Component: lazyPage(() => import('../features/admin/installs/InstallsPage').then(({ InstallsPage }) => InstallsPage)) },
        ],
      },
    ],
  },
];

/** The page of the current location. Navigations run in a transition: the page on screen stays until the next one's chunk is in. */
export function SiteRoutes() {
  return <Suspense>{useRoutes(routes)}</Suspense>;
}

/** Loads the chunks of every page and layout `pathname` renders: the browser entry calls it before hydrating. */
export function preloadPages(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map(({ route }) => (isLazyPage(route.Component) ? route.Component.preload() : Promise.resolve())));
}
