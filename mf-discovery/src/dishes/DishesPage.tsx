import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { dishPath, useTrackOnce } from '@vinkompassen/shared-contracts';
import { dishesQueryArgs } from '../ui/pageQueries';
import type { DishGroup, DishSummary } from '@vinkompassen/shared-contracts/schemas';
import { Page, EmptyState, ErrorState } from '@vinkompassen/ui-kit';
import { SearchField, useSearchText } from '../search';
import { FoodIcon } from '../taste';
import { DISHES_TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { CardSkeletons } from '../ui/states';
import './dishes.css';
import '../ui/page.css';
import { useGetDishesQuery } from '../ui/discoveryApi';

/** Typing settles this long before the search (and the URL) follows. */
export const DISH_SEARCH_DEBOUNCE_MS = 250;

/**
 * /dishes: every dish grouped by kind of meal, with Systembolaget's broad food symbols last; or, with ?q=,
 * the dishes matching a search (typo-tolerant, best first).
 */
export default function DishesPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const setQuery = (next: string) => setParams(next ? { q: next } : {}, { replace: true });
  const { text, setText, flush } = useSearchText(q, setQuery, DISH_SEARCH_DEBOUNCE_MS);
  const field = useRef<HTMLDivElement>(null);

  const dishes = useGetDishesQuery(dishesQueryArgs(params));
  useErrorBanner(dishes.error);
  // The previous answer stays while the next one loads, so the list does not flicker as you type.
  const data = dishes.currentData ?? dishes.data;
  const found = q && dishes.currentData ? dishes.currentData.results.length : null;
  useTrackOnce(found === null ? null : `${q}|${found}`, 'c_search', { kind: 'dish', result_count: found ?? 0, query: q });

  const showAll = () => {
    setText('');
    setQuery('');
    field.current?.querySelector('input')?.focus();
  };

  return (
    <Page remote="discovery" heading={DISHES_TEXTS.heading} intro={DISHES_TEXTS.intro} className="disc-dishes-page">
      <div ref={field}>
        <SearchField
          label={DISHES_TEXTS.searchLabel}
          placeholder={DISHES_TEXTS.searchPlaceholder}
          value={text}
          onChange={setText}
          onSubmit={flush}
        />
      </div>

      {dishes.isError && !data ? (
        <ErrorState onRetry={() => void dishes.refetch()} />
      ) : !data ? (
        <CardSkeletons count={6} />
      ) : q ? (
        <section aria-labelledby="dish-result-count" aria-busy={dishes.isFetching} className="disc-dish-group">
          <h2
            id="dish-result-count"
            className="disc-dish-count"
            aria-live="polite"
            data-count={dishes.isFetching ? undefined : data.results.length}
          >
            {DISHES_TEXTS.resultCount(data.results.length, q)}
          </h2>
          {data.results.length === 0 ? (
            <EmptyState
              heading={DISHES_TEXTS.noResultsHeading}
              actions={
                <button type="button" className="vk-button vk-button--primary" onClick={showAll}>
                  {DISHES_TEXTS.showAll}
                </button>
              }
            >
              <p>{DISHES_TEXTS.noResults(q)}</p>
            </EmptyState>
          ) : (
            <DishGrid dishes={data.results} groups={data.groups} className={dishes.isFetching ? 'disc-stale' : undefined} />
          )}
        </section>
      ) : (
        <AllDishes dishes={data.results} groups={data.groups} />
      )}
    </Page>
  );
}

/** Every dish: the everyday dishes by the API's groups in its order, then the broad food symbols. */
function AllDishes({ dishes, groups }: { dishes: DishSummary[]; groups: DishGroup[] }) {
  const broad = dishes.filter((d) => d.broad);
  return (
    <>
      {groups.map((group) => {
        const inGroup = dishes.filter((d) => !d.broad && d.group === group.id);
        if (!inGroup.length) return null;
        return (
          <section key={group.id} className="disc-dish-group" aria-labelledby={`dish-group-${group.id}`}>
            <h2 id={`dish-group-${group.id}`} className="disc-dish-group__heading">
              {group.name}
            </h2>
            <DishGrid dishes={inGroup} />
          </section>
        );
      })}
      {broad.length > 0 && (
        <section className="disc-dish-group disc-dish-group--broad" aria-labelledby="dish-group-broad">
          <h2 id="dish-group-broad" className="disc-dish-group__heading">
            {DISHES_TEXTS.broadHeading}
          </h2>
          <p className="disc-muted">{DISHES_TEXTS.broadIntro}</p>
          <DishGrid dishes={broad} compact />
        </section>
      )}
    </>
  );
}

interface DishGridProps {
  dishes: DishSummary[];
  /** Search results: each card says its group (or that it is a broad category). */
  groups?: DishGroup[];
  /** The broad categories: name and icon only. */
  compact?: boolean;
  className?: string;
}

function DishGrid({ dishes, groups, compact = false, className }: DishGridProps) {
  const groupName = (dish: DishSummary) =>
    dish.broad ? DISHES_TEXTS.broadHeading : groups?.find((g) => g.id === dish.group)?.name;
  return (
    <ul className={['disc-grid', 'disc-grid--dishes', compact && 'disc-grid--dishes-compact', className].filter(Boolean).join(' ')}>
      {dishes.map((dish) => (
        <li key={dish.slug}>
          <DishCard dish={dish} eyebrow={groups ? groupName(dish) : undefined} compact={compact} />
        </li>
      ))}
    </ul>
  );
}

function DishCard({ dish, eyebrow, compact }: { dish: DishSummary; eyebrow?: string; compact: boolean }) {
  // A broad dish is a food symbol itself; an everyday dish shows its strongest symbol.
  const icon = dish.broad ? dish.slug : (dish.symbols[0] ?? dish.slug);
  return (
    <article className={`disc-card disc-dish-card${compact ? ' disc-dish-card--compact' : ''}`} data-dish={dish.slug}>
      <span className="disc-symbol__icon disc-symbol__icon--large" aria-hidden="true">
        <FoodIcon slug={icon} />
      </span>
      <div>
        {eyebrow && <p className="disc-eyebrow">{eyebrow}</p>}
        <h3 className="disc-dish-card__name">
          <Link to={dishPath(dish.slug)} className="disc-stretched-link">
            {dish.name}
          </Link>
        </h3>
        <p className="disc-dish-card__examples">{dish.description}</p>
      </div>
    </article>
  );
}
