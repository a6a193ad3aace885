import { Link, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

/** Mounted by the shell at /winefinder/*: child '' is the chat, child 'results' the results page. */
export default function WinefinderPage() {
  return (
    <Routes>
      <Route index element={<Chat />} />
      <Route path="results" element={<Results />} />
    </Routes>
  );
}

function Chat() {
  return (
    <Page heading={TEXTS.winefinder.heading} intro={TEXTS.winefinder.intro}>
      <section className="wf-chat" aria-label={TEXTS.winefinder.chatLabel}>
        <p className="wf-chat__bubble">{TEXTS.winefinder.greeting}</p>
      </section>
      <p>
        <Link className="vk-button vk-button--primary" to={ROUTES.winefinderResults}>
          {TEXTS.winefinder.showResults}
        </Link>
      </p>
    </Page>
  );
}

function Results() {
  return (
    <Page heading={TEXTS.winefinder.resultsHeading} intro={TEXTS.winefinder.resultsIntro}>
      <p>
        <Link className="vk-button" to={ROUTES.winefinder}>
          {TEXTS.winefinder.restart}
        </Link>
      </p>
    </Page>
  );
}
