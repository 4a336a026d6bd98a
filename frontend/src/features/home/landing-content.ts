/** The shape of a landing page's copy: the home page and /old_home fill it with their own words. */
export type LandingIcon = 'ai' | 'crew' | 'learning' | 'trend-ai' | 'trend-outdoors' | 'trend-community' | 'recommendations' | 'conditions' | 'companion';

export type LandingCard = { icon: LandingIcon; title: string; description: string };

export type PostcardPalette = 'dawn' | 'midday' | 'dusk' | 'fog';

/** One picture of the image bands: a Northern California break drawn as SVG. */
export type SpotPostcard = { spot: string; place: string; note: string; palette: PostcardPalette };

export type OpportunityTrend = LandingCard & { stat: string; statLabel: string };

export type LandingContent = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string; betaLink: string; phoneLabel: string };
  joinBeta: { eyebrow: string; title: string; lead: string };
  whatIs: { eyebrow: string; title: string; lead: string; cards: LandingCard[] };
  bands: { title: string; postcards: SpotPostcard[] };
  vision: { eyebrow: string; title: string; paragraphs: string[]; signature: string };
  opportunity: { eyebrow: string; title: string; lead: string; trends: OpportunityTrend[] };
  features: { eyebrow: string; title: string; lead: string; cards: LandingCard[]; phoneLabel: string };
  closingBeta: { title: string; lead: string };
};
