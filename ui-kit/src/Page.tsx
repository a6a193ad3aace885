import type { ReactNode, Ref } from 'react';
import { classNames } from './classNames';
import './page.css';

export interface PageProps {
  /** The remote that renders the page, as `data-remote` (tests and e2e find pages by it). */
  remote: string;
  /** The page's h1; omit when the page renders its own (e.g. a wine's two-part name). */
  heading?: ReactNode;
  intro?: ReactNode;
  /** A link back above the heading. */
  back?: ReactNode;
  /** For moving focus to the heading after an in-app navigation. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The remote's own layout (width, spacing) on top of the kit's. */
  className?: string;
  children?: ReactNode;
}

/** Root of every remote page: a grid of blocks under an optional header. */
export function Page({ remote, heading, intro, back, headingRef, className, children }: PageProps) {
  return (
    <section className={classNames('vk-page', className)} data-remote={remote}>
      {(back || heading || intro) && (
        <header className="vk-page__header">
          {back}
          {heading && (
            <h1 className="vk-page__heading" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
              {heading}
            </h1>
          )}
          {intro && <p className="vk-page__intro">{intro}</p>}
        </header>
      )}
      {children}
    </section>
  );
}
