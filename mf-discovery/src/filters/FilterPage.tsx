import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES, useGetProductsQuery } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { useDebouncedValue, useErrorBanner } from '../ui/hooks';
import { ArrowLeftIcon } from '../ui/icons';
import { Page } from '../ui/Page';
import { FilterPanel } from './FilterPanel';
import { clearedFilters, countFilters, filtersToParams, filtersToQuery, parseFilters, type WineFilters } from './filterParams';

/** /filter: the full filter panel with a live count; "Visa N viner" applies it to the search. */
export default function FilterPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const query = filtersToQuery(filters);
  // The count follows the filters a moment later, so typing a price does not fire a request per key.
  const debouncedQuery = useDebouncedValue(query, 250);
  const count = useGetProductsQuery({ ...debouncedQuery, page_size: 1 });
  useErrorBanner(count.error);

  const update = (next: WineFilters) => setParams(filtersToParams(next), { replace: true });
  const search = filtersToParams(filters).toString();
  const settled = JSON.stringify(query) === JSON.stringify(debouncedQuery) && !count.isFetching;
  const total = count.data?.count;

  return (
    <Page
      heading={TEXTS.filter.heading}
      intro={TEXTS.filter.intro}
      className="disc-filter-page"
      back={
        <Link className="disc-back" to={{ pathname: ROUTES.search, search }}>
          <ArrowLeftIcon />
          {TEXTS.filter.back}
        </Link>
      }
    >
      <FilterPanel filters={filters} onChange={update} />
      <div className="disc-filter-bar">
        <p className="vk-visually-hidden" role="status">
          {settled && total !== undefined ? TEXTS.filter.countLive(total) : ''}
        </p>
        <button
          type="button"
          className="vk-button"
          onClick={() => update(clearedFilters(filters))}
          disabled={countFilters(filters) === 0}
        >
          {TEXTS.filter.clear}
        </button>
        <Link className="vk-button vk-button--primary disc-filter-bar__show" to={{ pathname: ROUTES.search, search }} data-count={settled ? total : undefined}>
          {total === undefined ? TEXTS.filter.counting : TEXTS.filter.show(total)}
        </Link>
      </div>
    </Page>
  );
}
