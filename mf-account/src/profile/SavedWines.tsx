import { Link } from 'react-router-dom';
import { ROUTES, RemoteSlot, bus, fullName, productPath, useUnlikeWineMutation, type LikedProduct } from '@vinkompassen/shared-contracts';
import { WineCard } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';

/**
 * The saved (liked) wines, newest first, each with a way to remove it; below them the stores that have most of them
 * (the first 100) in stock.
 */
export function SavedWines({ liked }: { liked: readonly LikedProduct[] }) {
  const [unlike] = useUnlikeWineMutation();

  if (liked.length === 0) {
    return (
      <div className="acc-empty">
        <p>{TEXTS.savedWines.empty}</p>
        <Link to={ROUTES.toplists}>{TEXTS.savedWines.explore}</Link>
      </div>
    );
  }

  const remove = async (product: LikedProduct['product']) => {
    const result = await unlike(product);
    if ('error' in result && result.error) bus.publish('error/show');
  };

  return (
    <>
      <section aria-labelledby="acc-saved-heading">
        <h2 id="acc-saved-heading" className="vk-visually-hidden">
          {TEXTS.savedWines.heading}
        </h2>
        <ul className="acc-wines">
          {liked.map(({ product }) => (
            <li key={product.id}>
              <WineCard
                wine={product}
                href={productPath(product.slug)}
                linkAs={Link}
                variant="compact"
                details={[product.category, product.country?.name].filter(Boolean).join(' · ')}
                price={TEXTS.savedWines.price(product.price)}
              >
                <button
                  type="button"
                  className="vk-button vk-button--small acc-wine__remove"
                  aria-label={TEXTS.savedWines.remove(fullName(product))}
                  onClick={() => void remove(product)}
                >
                  {TEXTS.savedWines.removeShort}
                </button>
              </WineCard>
            </li>
          ))}
        </ul>
      </section>
      {/* The social remote's panel, the same as on a list page. */}
      <RemoteSlot
        remote="social"
        module="./BestStoresPanel"
        props={{ productIds: liked.map(({ product }) => product.id), heading: TEXTS.bestStores.savedHeading }}
      />
    </>
  );
}
