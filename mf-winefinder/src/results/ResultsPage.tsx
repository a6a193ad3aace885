import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { bus, ROUTES, useTrackOnce, errorStatus } from '@vinkompassen/shared-contracts';
import { useGetWinefinderResultsQuery } from '../ui/winefinderApi';
import { Page, ShareButton, EmptyState, ErrorState } from '@vinkompassen/ui-kit';
import { hasAnswers, toInput, answersFromSearch, answersToSearch, clearConversation } from '../answers';
import { TEXTS } from '../texts';
import { WineList, WineListSkeleton } from '../wines';
import './results.css';
import '../ui/page.css';

/** How many wines the results page shows first, and how many more each 'Visa fler viner' brings (up to the API's 50). */
export const RESULTS_LIMIT = 10;
export const RESULTS_MAX = 50;


/**
 * /winefinder/results?food=…: the ranked wines for the answers in the query string, so the URL alone
 * reproduces the list (shareable); "Ändra svaren" takes the answers back to the chat.
 */
export function ResultsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answers = useMemo(() => answersFromSearch(location.search), [location.search]);
  const search = answersToSearch(answers);
  // 'Visa fler': the same request with a higher limit; the ranking is deterministic, so the first wines stay put.
  const [more, setMore] = useState({ search, limit: RESULTS_LIMIT });
  const limit = more.search === search ? more.limit : RESULTS_LIMIT;
  const { currentData: fresh, data, isFetching, error, refetch } = useGetWinefinderResultsQuery({ answers: toInput(answers), limit });
  // While more are loading, the list already shown stays.
  const currentData = fresh ?? (limit > RESULTS_LIMIT ? data : undefined);
  const invalidLink = errorStatus(error) === 400;
  const any = hasAnswers(answers);
  useTrackOnce(currentData ? search : null, 'c_winefinder_results', {
    answered: Object.keys(answers).length,
    result_count: currentData?.results?.length ?? 0,
  });

  // Coming from the chat (not a fresh page load): the new page starts at its heading.
  const inAppNavigation = location.key !== 'default';
  useEffect(() => {
    if (inAppNavigation) headingRef.current?.focus();
  }, [inAppNavigation]);

  useEffect(() => {
    if (error && errorStatus(error) !== 400) bus.publish('error/show', {});
  }, [error]);

  const restart = () => {
    clearConversation();
    navigate(ROUTES.winefinder);
  };

  const wines = currentData?.results ?? [];
  // A path: the share button makes it this site's full address when pressed (the server has no window).
  const shareUrl = `${ROUTES.winefinderResults}${search}`;

  return (
    <Page
      remote="winefinder"
      className="wf-page wf-page--wide"
      heading={any ? TEXTS.results.heading : TEXTS.results.headingNoAnswers}
      intro={any ? TEXTS.results.intro : TEXTS.results.introNoAnswers}
      headingRef={headingRef}
    >
      <div className="wf-results__summary">
        {currentData && currentData.chips.length > 0 && (
          <ul className="wf-tags" aria-label={TEXTS.results.answersLabel}>
            {currentData.chips.map((chip) => (
              <li key={`${chip.question_id}:${chip.value}`} className="wf-tag">
                {chip.label}
              </li>
            ))}
          </ul>
        )}
        {currentData && any && <p className="wf-results__count">{TEXTS.results.matchCount(currentData.match_count)}</p>}
        {!invalidLink && (
          <div className="wf-results__actions">
            <Link className="vk-button vk-button--primary" to={`${ROUTES.winefinder}${search}`}>
              {TEXTS.results.refine}
            </Link>
            <ShareButton
              label={TEXTS.results.share}
              title={TEXTS.results.shareTitle}
              url={shareUrl}
              copiedText={TEXTS.results.shared}
              failedText={TEXTS.results.shareFailed}
            />
            <button type="button" className="vk-link-button" onClick={restart}>
              {TEXTS.results.restart}
            </button>
          </div>
        )}
      </div>

      {invalidLink ? (
        <EmptyState
          actions={
            <Link className="vk-button vk-button--primary" to={ROUTES.winefinder}>
              {TEXTS.results.startChat}
            </Link>
          }
        >
          <p>{TEXTS.results.invalidLink}</p>
        </EmptyState>
      ) : error ? (
        <ErrorState message={TEXTS.results.failed} onRetry={() => void refetch()} />
      ) : !currentData ? (
        <WineListSkeleton label={TEXTS.results.loading} />
      ) : wines.length === 0 ? (
        <EmptyState>
          <p>{TEXTS.results.empty}</p>
        </EmptyState>
      ) : (
        <>
          <WineList wines={wines} label={TEXTS.results.listLabel} headingLevel={2} />
          <p className="vk-visually-hidden" role="status">
            {limit > RESULTS_LIMIT && !isFetching ? TEXTS.results.showing(wines.length) : ''}
          </p>
          {wines.length >= limit && limit < RESULTS_MAX && (
            <div className="wf-results__more">
              <button type="button" className="vk-button" disabled={isFetching} onClick={() => setMore({ search, limit: Math.min(RESULTS_MAX, limit + RESULTS_LIMIT) })}>
                {isFetching ? TEXTS.results.loadingMore : TEXTS.results.showMore}
              </button>
            </div>
          )}
        </>
      )}
    </Page>
  );
}
