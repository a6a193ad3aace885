import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { ArrowLeftIcon, Page } from '@vinkompassen/ui-kit';
import { FILTER_TEXTS } from '../texts';
import { useDebouncedValue, useErrorBanner } from '../ui/hooks';
import { FilterPanel } from './FilterPanel';
import { clearedFilters, countFilters, filtersToParams, filtersToQuery, parseFilters, type WineFilters } from './filterParams';
import '../ui/page.css';
import { useGetProductFacetsQuery } from '../ui/discoveryApi';

/** /filter: the full filter panel, every option with its count; "Visa N viner" applies it to the search. */
export default function FilterPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const query = filtersToQuery(filters);
  // Counts follow the taps a moment later, so quick taps share one request.
  const debouncedQuery = useDebouncedValue(query, 250);
  const facets = useGetProductFacetsQuery(debouncedQuery);
  useErrorBanner(facets.error);

  const update = (next: WineFilters) => setParams(filtersToParams(next), { replace: true });
  // While the typed price range is impossible, the count belongs to the range still applied: offer nothing.
  const [priceError, setPriceError] = useState(false);
  const search = filtersToParams(filters).toString();
  const settled = JSON.stringify(query) === JSON.stringify(debouncedQuery) && !facets.isFetching;
  // The last answer stays on screen while the next one loads.
  const total = facets.data?.total;

  return (
    <Page
      remote="discovery"
      heading={FILTER_TEXTS.heading}
      intro={FILTER_TEXTS.intro}
      className="disc-filter-page"
      back={
        <Link className="disc-back" to={{ pathname: ROUTES.search, search }}>
          <ArrowLeftIcon />
          {FILTER_TEXTS.back}
        </Link>
      }
    >
      <FilterPanel filters={filters} onChange={update} facets={facets.data} onPriceError={setPriceError} />
      <div className="disc-filter-bar">
        <p className="vk-visually-hidden" role="status">
          {settled && total !== undefined ? FILTER_TEXTS.countLive(total) : ''}
        </p>
        <button
          type="button"
          className="vk-button"
          onClick={() => update(clearedFilters(filters))}
          disabled={countFilters(filters) === 0}
        >
          {FILTER_TEXTS.clear}
        </button>
        {priceError ? (
          <button type="button" className="vk-button vk-button--primary disc-filter-bar__show" disabled>
            {FILTER_TEXTS.fixPriceFirst}
          </button>
        ) : total === 0 ? (
          <button type="button" className="vk-button vk-button--primary disc-filter-bar__show" disabled data-count={settled ? 0 : undefined}>
            {FILTER_TEXTS.show(0)}
          </button>
        ) : (
          <Link
            className="vk-button vk-button--primary disc-filter-bar__show"
            to={{ pathname: ROUTES.search, search }}
            data-count={settled ? total : undefined}
          >
            {total === undefined ? FILTER_TEXTS.counting : FILTER_TEXTS.show(total)}
          </Link>
        )}
      </div>
    </Page>
  );
}
