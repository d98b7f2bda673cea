import type { Brand, Category, ProductDetail } from '../contracts/catalog';
import type { RouteName } from '../routing/routes';
import { computeHead, type HeadContext } from './head';
import { pageSeo } from './page-seo';
import type { SeoInput } from './seo-input';
import { brandSeoInput, categorySeoInput, productSeoInput } from './store-templates';

/** What a template is previewed with: a product, a category or a brand, in the page language. */
export type TemplateSubject =
  | { template: 'product'; product: ProductDetail }
  | { template: 'category'; category: Category }
  | { template: 'brand'; brand: Pick<Brand, 'name'> };

/** The storefront's route whose head a template makes (a brand has no page of its own yet). */
const TEMPLATE_ROUTES: Partial<Record<TemplateSubject['template'], RouteName>> = {
  product: 'product',
  category: 'catalog-category',
};

function ownInput(subject: TemplateSubject, context: HeadContext): SeoInput {
  const { store, lang } = context;
  switch (subject.template) {
    case 'product':
      return productSeoInput(store, subject.product, lang);
    case 'category':
      return categorySeoInput(store, subject.category, lang);
    case 'brand':
      return brandSeoInput(store, subject.brand, lang);
  }
}

/**
 * The title and description a page of the subject gets from the store's templates (the store in
 * `context` may be a draft): the page's own input (productSeoInput, …) through pageSeo and
 * computeHead, as the shell's head makes them for the catalog's pages, on the server and in the
 * browser. The back office previews a template with it.
 */
export function templatePreview(
  subject: TemplateSubject,
  context: HeadContext,
): { title: string; description: string } {
  const own = ownInput(subject, context);
  const route = TEMPLATE_ROUTES[subject.template];
  const input = route ? pageSeo({ route, lang: context.lang, store: context.store, own }) : own;
  const { title, description } = computeHead(input, context);
  return { title, description };
}
