import type { ReactNode } from 'react';
import './page.css';

/** Root of every wine finder page; `data-remote` lets tests see which remote rendered the page. */
export function Page({ heading, intro, children }: { heading: string; intro?: string; children?: ReactNode }) {
  return (
    <section className="wf-page" data-remote="winefinder">
      <h1 className="wf-page__heading">{heading}</h1>
      {intro && <p className="wf-page__intro">{intro}</p>}
      {children}
    </section>
  );
}
