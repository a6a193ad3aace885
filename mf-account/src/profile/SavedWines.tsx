import { Link } from 'react-router-dom';
import { ROUTES, RemoteSlot, bus, productPath, useUnlikeWineMutation, type LikedProduct } from '@vinkompassen/shared-contracts';
import { BottleImage } from '@vinkompassen/ui-kit';
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
          {liked.map(({ product }) => {
            const title = [product.name, product.name_thin].filter(Boolean).join(' ');
            return (
              <li key={product.id} className="acc-wine">
                <BottleImage
                  key={product.image_url}
                  className="acc-bottle"
                  src={product.image_url}
                  thumbnail={product.thumbnail}
                  wineStyle={product.style}
                />
                <div className="acc-wine__text">
                  <Link to={productPath(product.slug)} className="acc-wine__name">
                    {product.name}
                    {product.name_thin && <span className="acc-wine__thin"> {product.name_thin}</span>}
                  </Link>
                  <p className="acc-wine__meta">{[product.category, product.country?.name].filter(Boolean).join(' · ')}</p>
                  <p className="acc-wine__price">{TEXTS.savedWines.price(product.price)}</p>
                </div>
                <button
                  type="button"
                  className="vk-button vk-button--small acc-wine__remove"
                  aria-label={TEXTS.savedWines.remove(title)}
                  onClick={() => void remove(product)}
                >
                  {TEXTS.savedWines.removeShort}
                </button>
              </li>
            );
          })}
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
