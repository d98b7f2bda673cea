import { jsonLdText } from './catalog-seo';

/** Structured data for search engines, rendered with the page (a crawler without JavaScript reads it). */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
