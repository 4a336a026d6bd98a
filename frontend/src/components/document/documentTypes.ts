/** A paragraph, a bulleted list, or a line that ends with the support email as a link. */
export type DocumentBlock = string | { list: readonly string[] } | { contact: string };

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
