import { Link } from 'react-router-dom';
import { listPath } from '@vinkompassen/shared-contracts';
import type { CatalogSummary } from '@vinkompassen/shared-contracts/schemas';
import { BottleImage } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import './catalogs.css';

/** A wine list as a card: its first bottles, name, description and size. */
export function CatalogCard({ catalog, headingLevel = 2 }: { catalog: CatalogSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const bottles = catalog.preview.slice(0, 3);
  return (
    <article className="disc-card disc-catalog-card" data-catalog={catalog.slug}>
      <div className="disc-catalog-card__bottles" aria-hidden="true">
        {bottles.map((p) => (
          <BottleImage key={p.id} src={p.image_url} thumbnail={p.thumbnail} wineStyle={p.style} />
        ))}
      </div>
      <div className="disc-catalog-card__body">
        <Heading className="disc-catalog-card__name">
          <Link to={listPath(catalog.slug)} className="disc-stretched-link">
            {catalog.name}
          </Link>
        </Heading>
        <p className="disc-catalog-card__description">{catalog.description}</p>
        <p className="disc-muted disc-catalog-card__count">{TEXTS.common.wineCount(catalog.product_count)}</p>
      </div>
    </article>
  );
}
