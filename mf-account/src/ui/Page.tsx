import type { ReactNode } from 'react';
import './account.css';

/** Root of every account page; `data-remote` lets tests see which remote rendered the page. */
export function Page({ heading, intro, children }: { heading: string; intro?: string; children?: ReactNode }) {
  return (
    <section className="acc-page" data-remote="account">
      <h1 className="acc-page__heading">{heading}</h1>
      {intro && <p className="acc-page__intro">{intro}</p>}
      {children}
    </section>
  );
}
