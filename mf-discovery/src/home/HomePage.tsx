import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES, bus, listPath, selectToken, type AuthRootState } from '@vinkompassen/shared-contracts';
import { HOME_LISTS_QUERY } from '../ui/pageQueries';
import { ArrowRightIcon, CompassIcon, ListIcon, Page, PlateIcon, SearchIcon, TrophyIcon } from '@vinkompassen/ui-kit';
import { CatalogCard } from '../catalogs';
import { ProductGrid } from '../wine-cards';
import { SearchField } from '../search';
import { HOME_TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { CardSkeletons } from '../ui/states';
import './home.css';
import '../ui/page.css';
import { useGetCatalogsQuery } from '../ui/discoveryApi';

const ENTRIES: { to: string; key: keyof typeof HOME_TEXTS.entries; icon: ReactNode }[] = [
  { to: ROUTES.winefinder, key: 'winefinder', icon: <CompassIcon /> },
  { to: ROUTES.toplists, key: 'toplists', icon: <TrophyIcon /> },
  { to: ROUTES.lists, key: 'lists', icon: <ListIcon /> },
  { to: ROUTES.dishes, key: 'dishes', icon: <PlateIcon /> },
  { to: ROUTES.search, key: 'search', icon: <SearchIcon /> },
];

/** /: search, the ways into the catalog, a few featured lists and wines. */
export default function HomePage() {
  const navigate = useNavigate();
  const token = useSelector((state: AuthRootState) => selectToken(state));
  const [query, setQuery] = useState('');
  // Started by the shell at start-up when this is the first screen.
  const lists = useGetCatalogsQuery(HOME_LISTS_QUERY);
  useErrorBanner(lists.error);

  // The shell decides whether and when the newsletter modal shows; visitors with a token never see it.
  useEffect(() => {
    if (token === null) bus.publish('newsletter/trigger');
  }, [token]);

  const featured = lists.data?.results.find((c) => c.preview.length > 0);

  return (
    <Page remote="discovery" className="disc-home">
      <section className="disc-hero" aria-labelledby="home-heading">
        <h1 id="home-heading" className="disc-hero__heading">
          {HOME_TEXTS.heading}
        </h1>
        <p className="disc-hero__intro">{HOME_TEXTS.intro}</p>
        <SearchField
          label={HOME_TEXTS.searchLabel}
          placeholder={HOME_TEXTS.searchPlaceholder}
          value={query}
          onChange={setQuery}
          onSubmit={() => navigate(query.trim() ? `${ROUTES.search}?${new URLSearchParams({ q: query.trim() })}` : ROUTES.search)}
          suggest
        />
      </section>

      <nav className="disc-entries" aria-label={HOME_TEXTS.entriesHeading}>
        <ul>
          {ENTRIES.map(({ to, key, icon }) => (
            <li key={key}>
              <Link to={to} className={`disc-entry${key === 'winefinder' ? ' disc-entry--primary' : ''}`}>
                <span className="disc-entry__icon">{icon}</span>
                <span className="disc-entry__title">{HOME_TEXTS.entries[key].title}</span>
                <span className="disc-entry__text">{HOME_TEXTS.entries[key].text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className="disc-section" aria-labelledby="home-lists">
        <div className="disc-section-head disc-section-head--row">
          <h2 id="home-lists" className="disc-section-head__title">
            {HOME_TEXTS.featuredLists}
          </h2>
          <Link className="disc-more-link" to={ROUTES.lists}>
            {HOME_TEXTS.allLists}
            <ArrowRightIcon />
          </Link>
        </div>
        {lists.isLoading ? (
          <CardSkeletons count={3} />
        ) : (
          <ul className="disc-grid disc-grid--catalogs">
            {lists.data?.results.map((catalog) => (
              <li key={catalog.id}>
                <CatalogCard catalog={catalog} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {featured && (
        <section className="disc-section" aria-labelledby="home-wines">
          <div className="disc-section-head disc-section-head--row">
            <h2 id="home-wines" className="disc-section-head__title">
              {HOME_TEXTS.featuredWines(featured.name)}
            </h2>
            <Link className="disc-more-link" to={listPath(featured.slug)}>
              {HOME_TEXTS.seeList}
              <ArrowRightIcon />
            </Link>
          </div>
          <ProductGrid items={featured.preview.map((product) => ({ product }))} sourceList={featured.slug} />
        </section>
      )}
    </Page>
  );
}
