import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  ROUTES,
  RemoteSlot,
  formatAlcohol,
  formatDate,
  formatPrice,
  formatVolume,
  listPath,
  fullName,
  isFixedRange,
  errorStatus,
  usePageMeta,
} from '@vinkompassen/shared-contracts';
import { productQueryArgs } from '../ui/pageQueries';
import type { Product } from '@vinkompassen/shared-contracts/schemas';
import { ArrowLeftIcon, BottleImage, Page, Skeleton, EmptyState, ErrorState } from '@vinkompassen/ui-kit';
import { WineActions } from '../likes';
import { WineMarks } from '../wine-cards';
import { StoreStock } from '../stores';
import { FoodSymbols, TasteClocks } from '../taste';
import { TEXTS, PRODUCT_TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { SimilarWines } from './SimilarWines';
import { TasteMatch } from './TasteMatch';
import './wine-page.css';
import '../ui/page.css';
import { useGetProductCatalogsQuery, useGetProductQuery } from '../ui/discoveryApi';

/** /product/{slug}: the wine page. `?source_list=` names the list the user came from. */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  // Started by the shell at start-up when this is the first screen.
  const product = useGetProductQuery(productQueryArgs(slug, params), { skip: !slug });
  useErrorBanner(product.error);
  const data = product.currentData;
  const notFound = product.isError && errorStatus(product.error) === 404;
  usePageMeta(
    data
      ? {
          title: fullName(data),
          description: [data.taste, data.usage].filter(Boolean).join(' ') || undefined,
          ...(data.image_url && { image: data.image_url }),
        }
      : notFound
        ? { title: PRODUCT_TEXTS.notFoundHeading }
        : null,
  );

  if (notFound) {
    return (
      <Page remote="discovery" heading={PRODUCT_TEXTS.notFoundHeading}>
        <EmptyState
          actions={
            <Link className="vk-button vk-button--primary" to={ROUTES.search}>
              {PRODUCT_TEXTS.toSearch}
            </Link>
          }
        >
          <p>{PRODUCT_TEXTS.notFound}</p>
        </EmptyState>
      </Page>
    );
  }
  if (product.isError) {
    return (
      <Page remote="discovery">
        <ErrorState onRetry={() => void product.refetch()} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page remote="discovery" className="disc-product-page">
        <div className="disc-product-hero" aria-hidden="true">
          <div className="disc-product-hero__image vk-skeleton__block vk-skeleton-pulse" />
        </div>
        <Skeleton lines={5} />
      </Page>
    );
  }
  return <ProductView product={data} slug={slug} />;
}

/** `slug`: the URL's (id or slug), with which the server fetched "Medlemmarnas betyg" beside the wine. */
function ProductView({ product, slug }: { product: Product; slug: string }) {
  const origin = [product.country?.name, product.region?.name, product.subregion?.name].filter(Boolean).join(', ');
  const category = [product.category ?? TEXTS.styles[product.style], product.category_level3].filter(Boolean).join(' · ');
  const volume = product.volume_ml ? formatVolume(product.volume_ml) : null;

  return (
    <Page
      remote="discovery"
      className="disc-product-page"
      back={
        product.source_list && (
          <Link className="disc-back" to={listPath(product.source_list.slug)}>
            <ArrowLeftIcon />
            {PRODUCT_TEXTS.backTo(product.source_list.name)}
          </Link>
        )
      }
    >
      <article className="disc-product" aria-labelledby="product-name">
        <div className="disc-product-hero">
          <div className="disc-product-hero__image">
            <BottleImage
              key={product.image_url}
              src={product.image_url}
              thumbnail={product.thumbnail}
              wineStyle={product.style}
              alt={PRODUCT_TEXTS.imageAlt(fullName(product))}
            />
          </div>
          <div className="disc-product-hero__info">
            <p className="disc-eyebrow">{category}</p>
            <h1 id="product-name" className="disc-product__name">
              {product.name}
              {product.name_thin && (
                <>
                  {' '}
                  <span className="disc-product__thin">{product.name_thin}</span>
                </>
              )}
            </h1>
            <p className="disc-product__origin">
              {[product.producer?.name, origin, product.vintage].filter(Boolean).join(' · ')}
            </p>
            <p className="disc-product__price">
              <span className="vk-visually-hidden">{PRODUCT_TEXTS.price}: </span>
              {formatPrice(product.price)}
              {volume && <span className="disc-product__volume"> · {volume}</span>}
            </p>
            <WineMarks product={product} />
            <TasteMatch productId={product.id} />
            {product.is_discontinued && <p className="disc-note">{PRODUCT_TEXTS.discontinued}</p>}
            <WineActions product={product} />
          </div>
        </div>

        <div className="disc-product-sections">
          <section className="disc-section disc-card" aria-labelledby="product-taste">
            <h2 id="product-taste" className="disc-section__title">
              {PRODUCT_TEXTS.taste}
            </h2>
            <TasteClocks clocks={product.taste_clocks} style={product.style} />
          </section>

          <section className="disc-section disc-card" aria-labelledby="product-food">
            <h2 id="product-food" className="disc-section__title">
              {PRODUCT_TEXTS.food}
            </h2>
            {product.food_tags.length ? (
              <FoodSymbols tags={product.food_tags} variant="full" />
            ) : (
              <p className="disc-muted">{PRODUCT_TEXTS.foodNone}</p>
            )}
          </section>

          <section className="disc-section disc-card disc-section--wide" aria-labelledby="product-about">
            <h2 id="product-about" className="disc-section__title">
              {PRODUCT_TEXTS.about}
            </h2>
            <Description product={product} />
          </section>

          <section className="disc-section disc-card" aria-labelledby="product-stock">
            <h2 id="product-stock" className="disc-section__title">
              {TEXTS.stock.heading}
            </h2>
            <StoreStock product={product} />
          </section>

          <section className="disc-section disc-card" aria-labelledby="product-facts">
            <h2 id="product-facts" className="disc-section__title">
              {PRODUCT_TEXTS.facts}
            </h2>
            <Facts product={product} origin={origin} />
          </section>

          <Catalogs productId={product.id} />

          <SimilarWines productId={product.id} />

          <section className="disc-section disc-card disc-section--wide" aria-labelledby="product-community">
            <h2 id="product-community" className="disc-section__title">
              {PRODUCT_TEXTS.community}
            </h2>
            {/* In the server HTML (public notes only): what others think is part of the page. Far down it, so its code loads near the viewport. */}
            <RemoteSlot remote="social" module="./CommunityPanel" props={{ productId: product.id, productSlug: slug }} load="near" />
          </section>

          <section className="disc-section disc-card disc-section--wide" aria-labelledby="product-notes">
            <h2 id="product-notes" className="disc-section__title">
              {PRODUCT_TEXTS.notes}
            </h2>
            {/* The last section: its remote's code waits until a reader gets near it. */}
            <RemoteSlot remote="social" module="./NotesPanel" props={{ productId: product.id }} load="visible" />
          </section>
        </div>
      </article>
    </Page>
  );
}

function Description({ product }: { product: Product }) {
  const parts: [string, string | null][] = [
    [PRODUCT_TEXTS.color, product.color],
    [PRODUCT_TEXTS.aroma, product.aroma],
    [PRODUCT_TEXTS.tasteText, product.taste],
    [PRODUCT_TEXTS.usage, product.usage],
  ];
  const present = parts.filter((p): p is [string, string] => !!p[1]);
  if (!present.length) return <p className="disc-muted">{PRODUCT_TEXTS.noDescription}</p>;
  return (
    <dl className="disc-description">
      {present.map(([label, text]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

function Facts({ product, origin }: { product: Product; origin: string }) {
  const facts: [string, string | null][] = [
    [PRODUCT_TEXTS.producer, product.producer?.name ?? null],
    [PRODUCT_TEXTS.origin, origin || null],
    [PRODUCT_TEXTS.vintage, product.vintage],
    [PRODUCT_TEXTS.grapes, product.grapes.map((g) => g.name).join(', ') || null],
    [PRODUCT_TEXTS.alcohol, product.alcohol_percentage !== null ? formatAlcohol(product.alcohol_percentage) : null],
    [PRODUCT_TEXTS.volume, product.volume_ml ? formatVolume(product.volume_ml) : null],
    [PRODUCT_TEXTS.sugar, product.sugar_g_per_100ml !== null ? PRODUCT_TEXTS.sugarValue(product.sugar_g_per_100ml) : null],
    [PRODUCT_TEXTS.assortment, product.assortment_text ?? (isFixedRange(product) ? null : product.assortment)],
    [PRODUCT_TEXTS.number, product.product_number],
    [PRODUCT_TEXTS.launched, product.launch_date ? formatDate(product.launch_date) : null],
  ];
  return (
    <dl className="disc-facts">
      {facts
        .filter((f): f is [string, string] => !!f[1])
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The editorial lists the wine is in. */
function Catalogs({ productId }: { productId: number }) {
  const catalogs = useGetProductCatalogsQuery(productId);
  if (!catalogs.data?.length) return null;
  return (
    <section className="disc-section disc-card" aria-labelledby="product-catalogs">
      <h2 id="product-catalogs" className="disc-section__title">
        {PRODUCT_TEXTS.catalogs}
      </h2>
      <ul className="disc-catalog-links">
        {catalogs.data.map((c) => (
          <li key={c.id}>
            <Link to={listPath(c.slug)}>{c.name}</Link>
            {c.kind === 'toplist' && <span className="disc-muted"> – {PRODUCT_TEXTS.toplistPosition(c.position)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
