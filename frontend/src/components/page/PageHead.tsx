import { NOINDEX_PATHS, type SitePath } from '../../config/paths';
import { brand } from '../../config/brand';

export type PageHeadProps = {
  title: string;
  description: string;
  path: SitePath;
  /** Structured data (schema.org) for this page, rendered as JSON-LD. */
  jsonLd?: object;
  ogType?: 'website' | 'article' | 'event';
  /** Extra meta tags, e.g. the Smart App Banner. */
  meta?: { name: string; content: string }[];
};

/**
 * A page's head tags. React 19 hoists these into <head>, in the browser and in the
 * server render, so link-preview crawlers see them without running JavaScript.
 */
export function PageHead({ title, description, path, jsonLd, ogType = 'website', meta = [] }: PageHeadProps) {
  const url = `${brand.publicSiteUrl}${path === '/' ? '/' : path}`;
  const image = `${brand.publicSiteUrl}/og-image.png`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {NOINDEX_PATHS.includes(path) && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:site_name" content={brand.productName} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {meta.map((tag) => (
        <meta key={tag.name} name={tag.name} content={tag.content} />
      ))}
      {jsonLd && (
        // A data block, not a script: CSP does not apply, and "<" is escaped so the JSON cannot close the tag.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      )}
    </>
  );
}
