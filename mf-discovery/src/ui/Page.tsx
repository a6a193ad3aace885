import type { ReactNode } from 'react';
import './page.css';

interface PageProps {
  /** The page's h1; omit when the page renders its own (e.g. a wine's two-part name). */
  heading?: ReactNode;
  intro?: ReactNode;
  /** A link back above the heading. */
  back?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Root of every discovery page; `data-remote` lets tests see which remote rendered the page. */
export function Page({ heading, intro, back, className, children }: PageProps) {
  return (
    <div className={['disc-page', className].filter(Boolean).join(' ')} data-remote="discovery">
      {(back || heading || intro) && (
        <header className="disc-page__header">
          {back}
          {heading && <h1 className="disc-page__heading">{heading}</h1>}
          {intro && <p className="disc-page__intro">{intro}</p>}
        </header>
      )}
      {children}
    </div>
  );
}
