import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useId } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Page, useBrowserValue, ErrorState } from '@vinkompassen/ui-kit';
import { bus, ROUTES, selectIsAuthenticated, useGetProfileQuery } from '@vinkompassen/shared-contracts';
import { useGetTasteProfileQuery, useGetWinefinderTipsQuery } from '../ui/winefinderApi';
import { hasAnswers, toInput, loadConversation } from '../answers';
import { TEXTS } from '../texts';
import { SommelierAvatar } from '../ui/SommelierAvatar';
import { WineList, WineListSkeleton } from '../wines';
import { TasteProfileSection } from './TasteProfileSection';
import './tips.css';
import '../ui/page.css';

export const TIPS_LIMIT = 10;

/**
 * /recommended 'Våra tips': wines from the answers saved by the chat and, when signed in, taste twins
 * of the liked wines, with the engine's explanation and each wine's reason. With neither, an invitation to the chat.
 * Signed in, 'Din smakprofil' says what the saved wines tell about the user's taste, and can be reset.
 */
export function TipsPage() {
  const whyId = useId();
  const signedIn = useSelector(selectIsAuthenticated);
  const profile = useGetProfileQuery(undefined, { skip: !signedIn });
  // The chat's saved answers are the browser's: unknown (null) on the server and while hydrating, which show the
  // loading placeholder rather than an invitation a returning visitor would see replaced.
  const answers = useBrowserValue(() => loadConversation().answers, null);
  const likedCount = profile.data?.liked_products.length ?? 0;
  // Signed in: wait for the profile, so the tips are asked for once, with the likes.
  const profileSettled = !signedIn || profile.isSuccess || profile.isError;
  const personal = answers !== null && (hasAnswers(answers) || likedCount > 0);
  const tips = useGetWinefinderTipsQuery(
    answers !== null && profileSettled && personal
      ? { answers: hasAnswers(answers) ? toInput(answers) : undefined, limit: TIPS_LIMIT, viewer: profile.data?.id ?? null }
      : skipToken,
  );

  // The tips bring the taste profile along; with nothing to base tips on, it is asked for on its own.
  const viewer = profile.data?.id;
  const taste = useGetTasteProfileQuery(answers !== null && signedIn && viewer !== undefined && !personal ? { viewer } : skipToken);
  const learned = signedIn ? ((personal ? tips.currentData?.profile : taste.currentData) ?? null) : null;

  useEffect(() => {
    if (tips.error) bus.publish('error/show', {});
  }, [tips.error]);

  const wines = tips.currentData?.results ?? [];

  let content;
  if (answers === null || !profileSettled || (personal && !tips.currentData && !tips.error)) {
    content = <WineListSkeleton label={TEXTS.recommended.loading} />;
  } else if (tips.error) {
    content = <ErrorState message={TEXTS.recommended.failed} onRetry={() => void tips.refetch()} />;
  } else if (!personal || wines.length === 0) {
    content = (
      <div className="wf-tips-empty">
        <SommelierAvatar size={64} />
        <div className="wf-tips-empty__text">
          <h2>{TEXTS.recommended.emptyHeading}</h2>
          <p>{TEXTS.recommended.emptyText}</p>
          <Link className="vk-button vk-button--primary" to={ROUTES.winefinder}>
            {TEXTS.recommended.startChat}
          </Link>
        </div>
      </div>
    );
  } else {
    content = (
      <>
        <section className="wf-tips-why" aria-labelledby={whyId}>
          <SommelierAvatar size={48} />
          <div className="wf-tips-why__text">
            <h2 id={whyId}>{TEXTS.recommended.whyHeading}</h2>
            <p>{tips.currentData?.explanation}</p>
            <Link to={ROUTES.winefinder}>
              {tips.currentData?.based_on.answers ? TEXTS.recommended.refine : TEXTS.recommended.answerMore}
            </Link>
          </div>
        </section>
        <WineList wines={wines} label={TEXTS.recommended.listLabel} headingLevel={2} />
      </>
    );
  }

  return (
    <Page remote="winefinder" className="wf-page wf-page--wide" heading={TEXTS.recommended.heading} intro={TEXTS.recommended.intro}>
      {learned && <TasteProfileSection profile={learned} />}
      {content}
    </Page>
  );
}
