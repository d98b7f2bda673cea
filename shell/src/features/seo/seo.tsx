import {
  computeHead,
  headTags,
  selectStore,
  useAppSelector,
  useHydrated,
  useSite,
  type HeadTag,
  type Language,
  type SeoInput,
} from '@storefront/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** One tag of the head as React renders it (React 19 hoists it into the document's head). */
function TagElement({ tag }: { tag: HeadTag }) {
  switch (tag.tag) {
    case 'title':
      return <title>{tag.text}</title>;
    case 'meta':
      return <meta {...{ [tag.attribute]: tag.key }} content={tag.content} />;
    case 'link':
      return <link rel={tag.rel} hrefLang={tag.hreflang} href={tag.href} />;
  }
}

/** A key of a tag among the page's: each is there once (an alternate once per language). */
const keyOf = (tag: HeadTag) =>
  tag.tag === 'title'
    ? 'title'
    : tag.tag === 'meta'
      ? `${tag.attribute} ${tag.key}`
      : `${tag.rel} ${tag.hreflang ?? ''}`;

/**
 * The page head in the browser, rendered with React 19's document metadata from the same pure
 * functions the shell's server uses for the first response (computeHead, headTags). The server
 * writes its head into the page itself; once hydrated, React takes over and the server's copy
 * goes.
 */
export function Seo({
  input,
  lang,
  addressless = false,
}: {
  input: SeoInput;
  lang: Language;
  /** A page with no address of its own (an error): no canonical, alternates or og:url. */
  addressless?: boolean;
}) {
  const store = useAppSelector(selectStore);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { origin } = useSite();
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated)
      document.head.querySelectorAll('[data-server-head]').forEach((node) => node.remove());
  }, [hydrated]);
  if (!hydrated) return null;
  const head = computeHead(input, {
    store,
    lang,
    homeTitle: t('seo.home_title'),
    homeDescription: t('seo.home_description'),
    origin,
    path: addressless ? undefined : pathname,
  });
  return headTags(head).map((tag) => <TagElement key={keyOf(tag)} tag={tag} />);
}
