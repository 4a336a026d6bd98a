import { paths } from '../../config/paths';

/** A sample SaaS brand: the template's own, unrelated to Lineup. */
export const TEMPLATE_BRAND = 'Stratus';

export const templateNav = [
  { label: 'Resources', to: paths.resources },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Blog', to: paths.blog },
] as const;

export const templateCta = { label: 'Get Started', to: paths.pricing } as const;

export const templateFooter = {
  tagline: 'The all-in-one workspace for fast-moving teams.',
  copyright: `© 2025 ${TEMPLATE_BRAND} Inc. Sample template content.`,
} as const;

export type ResourceKind = 'Guide' | 'Webinar' | 'Case study' | 'Documentation' | 'Template' | 'Community';

export type Resource = { title: string; kind: ResourceKind; description: string; meta: string };

export const resourcesPage = {
  title: `Resources | ${TEMPLATE_BRAND}`,
  description: `Guides, webinars, case studies and documentation to help your team get the most out of ${TEMPLATE_BRAND}.`,
  eyebrow: 'Resources',
  heading: 'Everything you need to grow faster',
  intro: 'Practical guides, recorded sessions and real customer stories from teams who ship with Stratus every day.',
  items: [
    {
      title: 'The onboarding playbook',
      kind: 'Guide',
      description: 'Set up your workspace, invite your team and automate your first workflow in under an hour.',
      meta: '12 min read',
    },
    {
      title: 'Scaling operations without scaling headcount',
      kind: 'Webinar',
      description: 'Our product team walks through the automations our fastest-growing customers rely on.',
      meta: '45 min, on demand',
    },
    {
      title: 'How Brightline cut reporting time by 60%',
      kind: 'Case study',
      description: 'A finance team replaced five spreadsheets with one shared dashboard.',
      meta: '6 min read',
    },
    { title: 'API reference', kind: 'Documentation', description: 'Endpoints, authentication and webhooks for building on top of Stratus.', meta: 'Updated weekly' },
    {
      title: 'Quarterly planning template',
      kind: 'Template',
      description: 'A ready-made board for goals, owners and milestones that your team can copy in one click.',
      meta: 'Free template',
    },
    { title: 'Stratus community forum', kind: 'Community', description: 'Ask questions, share workflows and meet thousands of other Stratus builders.', meta: '24k members' },
  ] satisfies Resource[],
} as const;

export type PricingPlan = {
  id: string;
  name: string;
  price: string;
  period?: string;
  description: string;
  features: readonly string[];
  highlighted: boolean;
  cta: string;
};

export const pricingPage = {
  title: `Pricing | ${TEMPLATE_BRAND}`,
  description: `Simple, transparent pricing for ${TEMPLATE_BRAND}: Starter at $49, Professional at $99 and Enterprise plans for larger organisations.`,
  eyebrow: 'Pricing',
  heading: 'Simple pricing that grows with you',
  intro: 'Start small and upgrade when your team is ready. Every plan includes a 14-day free trial.',
  highlightBadge: 'Most popular',
  plans: [
    {
      id: 'starter',
      name: 'Starter',
      price: '$49',
      period: '/month',
      description: 'For small teams getting organised.',
      features: ['Up to 5 team members', '10 GB storage', 'Core integrations', 'Email support'],
      highlighted: false,
      cta: 'Start free trial',
    },
    {
      id: 'professional',
      name: 'Professional',
      price: '$99',
      period: '/month',
      description: 'For growing teams that need automation.',
      features: ['Up to 25 team members', '100 GB storage', 'Advanced automations', 'Analytics dashboard', 'Priority support'],
      highlighted: true,
      cta: 'Start free trial',
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: 'Custom',
      description: 'For organisations with advanced security needs.',
      features: ['Unlimited team members', 'Unlimited storage', 'Single sign-on (SSO)', 'Dedicated success manager', '99.9% uptime SLA'],
      highlighted: false,
      cta: 'Contact sales',
    },
  ] satisfies PricingPlan[],
} as const;

export type BlogPost = { id: string; title: string; excerpt: string; author: string; date: string; category: string };

export const blogPage = {
  title: `Blog | ${TEMPLATE_BRAND}`,
  description: `Product news, guides and stories from the ${TEMPLATE_BRAND} team.`,
  eyebrow: 'Blog',
  heading: 'Ideas for teams that move fast',
  intro: 'Product updates, how-to guides and lessons from the people building Stratus.',
  posts: [
    {
      id: 'launch-automations',
      title: 'Introducing Automations 2.0',
      excerpt: 'Trigger workflows from any event, chain steps together and watch every run in real time.',
      author: 'Maya Chen',
      date: '2025-03-12',
      category: 'Product',
    },
    {
      id: 'remote-rituals',
      title: 'Five rituals of high-performing remote teams',
      excerpt: 'What we learned from interviewing 40 distributed teams about planning, feedback and focus time.',
      author: 'David Park',
      date: '2025-02-27',
      category: 'Culture',
    },
    {
      id: 'dashboards-that-matter',
      title: 'Building dashboards people actually read',
      excerpt: 'Fewer charts, clearer questions: a practical guide to metrics your team will check every morning.',
      author: 'Priya Natarajan',
      date: '2025-02-10',
      category: 'Guides',
    },
    {
      id: 'security-soc2',
      title: 'Our journey to SOC 2 Type II',
      excerpt: 'How a 30-person company prepared for its first audit, and the controls that mattered most.',
      author: 'Tom Alvarez',
      date: '2025-01-22',
      category: 'Security',
    },
  ] satisfies BlogPost[],
} as const;
