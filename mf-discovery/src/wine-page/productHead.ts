// The wine page's head for the server (its contract loads this module only when asked): the share card, the wine
// as a schema.org Product and the breadcrumb to it.
import { fullName, shareCardPath, type PageHead, type PageHeadInput } from '@vinkompassen/shared-contracts';
import { breadcrumbJsonLd } from '@vinkompassen/ui-kit';
import { productQueryArgs } from '../ui/pageQueries';
import { productJsonLd } from './productJsonLd';
import { discoveryApi } from '../ui/discoveryApi';

export function productHead({ params: { slug }, search, state, pageUrl, publicUrl, apiBaseUrl }: PageHeadInput): PageHead {
  if (!slug) return {};
  const wine = discoveryApi.endpoints.getProduct.select(productQueryArgs(slug, search))(state as never).data;
  return {
    shareCard: `${apiBaseUrl.replace(/\/+$/, '')}${shareCardPath.product(slug)}`,
    ...(wine && { jsonLd: [productJsonLd(wine, pageUrl), breadcrumbJsonLd([{ name: fullName(wine), path: new URL(pageUrl).pathname }], publicUrl)] }),
  };
}
