import { paths } from '../../config/paths';
import { brand } from '../../config/brand';

const product = brand.productName;

/** The event facts of docs/product.md, named once. */
export const LAUNCH_PARTY = {
  name: `${product} Launch Party: Santa Cruz`,
  startDate: '2025-08-01T13:00:00-07:00',
  endDate: '2025-08-01T18:00:00-07:00',
  dateLabel: 'Fri Aug 1, 2025',
  timeLabel: '1-6 PM Pacific',
  venue: 'Steamer Lane Lighthouse Lawn',
  street: '701 West Cliff Drive',
  city: 'Santa Cruz',
  region: 'CA',
  postalCode: '95060',
  country: 'US',
  /** The lawn beside the Mark Abbott Memorial Lighthouse, above Steamer Lane. */
  coordinates: { latitude: 36.9514, longitude: -122.0267 },
  price: 'Free',
  offerValidFrom: '2025-01-22',
} as const;

/** The venue map is zoomed to the lawn, closer than the site's default map zoom. */
export const VENUE_MAP_ZOOM = 15;

export const LAUNCH_PARTY_CONTENT = {
  meta: {
    title: `${LAUNCH_PARTY.name} | ${LAUNCH_PARTY.dateLabel}`,
    description: `Celebrate the launch of ${product} at ${LAUNCH_PARTY.venue} in Santa Cruz on ${LAUNCH_PARTY.dateLabel}, ${LAUNCH_PARTY.timeLabel}. Free entry, live demos of the AI surf forecast app, and the best view of the Lane.`,
  },
  banner: {
    neutral: 'Free entry, all ages. Bring your crew.',
    invitedPrefix: 'You were invited by',
  },
  eyebrow: 'Launch party',
  title: `Celebrate ${product} on the cliff at Steamer Lane`,
  lead: `${product} is live on iPhone and Android. Join us on the lighthouse lawn for an afternoon of surf, music and forecasts, with the whole Santa Cruz lineup in view.`,
  learnMore: `Learn More About ${product}`,
  mapTitle: 'Getting there',
  mapLead: 'The lawn sits beside the Mark Abbott Memorial Lighthouse on West Cliff Drive. Parking fills early on a swell: bike or walk along the cliff path if you can.',
  mapLabel: `Map of ${LAUNCH_PARTY.venue}`,
  featuresTitle: `What you get with ${product}`,
  features: [
    'Hour-by-hour AI forecasts for swell, wind, tide and weather',
    'Forecasts up to 7 days ahead for every break from Marin to Santa Cruz',
    'Spot chat with the AI forecast pinned on top',
    'Crews with group chat and shared session logs',
    'An AI surf companion with a daily conditions summary',
  ],
  downloadTitle: 'Download before you come',
  downloadLead: 'Install the app, follow Steamer Lane, and show us your first forecast at the party.',
  learnMoreTo: paths.home,
} as const;

/** schema.org Event for the page's JSON-LD (docs/product.md, "Routes"). */
export function launchPartyJsonLd(): object {
  const url = `${brand.publicSiteUrl}${paths.launchParty}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: LAUNCH_PARTY.name,
    description: LAUNCH_PARTY_CONTENT.meta.description,
    startDate: LAUNCH_PARTY.startDate,
    endDate: LAUNCH_PARTY.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    isAccessibleForFree: true,
    image: [`${brand.publicSiteUrl}/og-image.png`],
    url,
    location: {
      '@type': 'Place',
      name: LAUNCH_PARTY.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: LAUNCH_PARTY.street,
        addressLocality: LAUNCH_PARTY.city,
        addressRegion: LAUNCH_PARTY.region,
        postalCode: LAUNCH_PARTY.postalCode,
        addressCountry: LAUNCH_PARTY.country,
      },
      geo: { '@type': 'GeoCoordinates', ...LAUNCH_PARTY.coordinates },
    },
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      validFrom: LAUNCH_PARTY.offerValidFrom,
      url,
    },
    organizer: { '@type': 'Organization', name: brand.productName, url: brand.publicSiteUrl },
  };
}
