import type { SitePath } from '../../config/paths';

/**
 * A paragraph, a bulleted list, a line that ends with the support email as a link, or a
 * paragraph with a link to another page of the site in it.
 */
export type DocumentBlock = string | { list: readonly string[] } | { contact: string } | { text: string; link: { label: string; to: SitePath }; after?: string };

export type DocumentSection = {
  /** The anchor of the section, used by the table of contents. */
  id: string;
  heading: string;
  blocks: readonly DocumentBlock[];
};

export type DocumentContent = {
  title: string;
  /** The page's meta description. */
  description: string;
  /** ISO date, e.g. 2025-03-28. */
  effectiveDate: string;
  summary: string;
  sections: readonly DocumentSection[];
};
