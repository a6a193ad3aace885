import type { ReactNode, Ref } from 'react';
import './page.css';

interface PageProps {
  heading: string;
  intro?: ReactNode;
  /** For moving focus to the heading after an in-app navigation. */
  headingRef?: Ref<HTMLHeadingElement>;
  wide?: boolean;
  children?: ReactNode;
}

/** Root of every wine finder page; `data-remote` lets tests see which remote rendered the page. */
export function Page({ heading, intro, headingRef, wide, children }: PageProps) {
  return (
    <section className={wide ? 'wf-page wf-page--wide' : 'wf-page'} data-remote="winefinder">
      <header className="wf-page__header">
        <h1 className="wf-page__heading" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {heading}
        </h1>
        {intro && <p className="wf-page__intro">{intro}</p>}
      </header>
      {children}
    </section>
  );
}
