/** What a page tells the shell about its head. */
export interface SeoInput {
  title?: string;
  description?: string;
  /** An explicit robots value wins over the store settings, e.g. 'noindex, nofollow'. */
  robots?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  ogUrl?: string;
  noFollow?: boolean;
  category?: string;
  brand?: string;
  productName?: string;
  /** The price as the shopper reads it, already formatted. */
  price?: string;
  /** Prefix the title with the store name and a pipe. */
  websitePrefix?: boolean;
}
