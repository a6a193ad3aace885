import type { ReactNode } from 'react';
import './social.css';

/** Root of every social page; `data-remote` lets tests see which remote rendered the page. */
export function Page({ heading, intro, children }: { heading: string; intro?: string; children?: ReactNode }) {
  return (
    <section className="soc-page" data-remote="social">
      <h1 className="soc-page__heading">{heading}</h1>
      {intro && <p className="soc-page__intro">{intro}</p>}
      {children}
    </section>
  );
}
