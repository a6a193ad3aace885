import type { ReactNode } from 'react';
import './page.css';

interface PageProps {
  heading: string;
  intro?: string;
  children?: ReactNode;
}

/** Root of every discovery page; `data-remote` lets tests see which remote rendered the page. */
export function Page({ heading, intro, children }: PageProps) {
  return (
    <section className="disc-page" data-remote="discovery">
      <h1 className="disc-page__heading">{heading}</h1>
      {intro && <p className="disc-page__intro">{intro}</p>}
      {children}
    </section>
  );
}
