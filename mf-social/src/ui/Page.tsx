import type { ReactNode } from 'react';
import './social.css';

/** Root of every social page; `data-remote` lets tests see which remote rendered the page. */
export function Page({ children }: { children?: ReactNode }) {
  return (
    <section className="soc-page" data-remote="social">
      {children}
    </section>
  );
}
