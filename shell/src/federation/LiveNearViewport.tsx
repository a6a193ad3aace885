import { createContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNearViewport } from './nearViewport';

/** The server's HTML of each region that goes live near the viewport, by its id, read before hydration. */
const serverHtml = new Map<string, string>();

/**
 * On the server: told of every module a region going live near the viewport renders, so the page does not ask the
 * browser to preload its code (`remote/module`, as the server loader names it).
 */
export const LiveNearModulesSink = createContext<((key: string) => void) | null>(null);

/** Reads the server-rendered regions' HTML from the page: called once, before the page hydrates. */
export function captureServerRegions(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-live-near]')) serverHtml.set(element.dataset.liveNear!, element.innerHTML);
}

/**
 * Once the page has hydrated: a region rendered after that is a later page's, which must never stand on HTML kept
 * from the first (a region whose code never came, say, left its entry behind).
 */
export function forgetServerRegions(): void {
  serverHtml.clear();
}

/**
 * A region the server renders whole (its content is in the HTML, for readers and search engines) whose code the
 * browser loads only when it comes near the viewport. Until then the server's HTML stands as it is: nothing in it is
 * hydrated, so neither the first view nor the switch to the visitor's session waits for it. Near the viewport,
 * `children(standIn)` renders the live region, which shows `standIn` (the same HTML) while its code arrives.
 * Rendered in the browser without server HTML (a later navigation), the region is live at once.
 */
export function LiveNearViewport({ children }: { children: (standIn: ReactNode) => ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [html] = useState(() => serverHtml.get(id) ?? null);
  const near = useNearViewport(ref, html !== null);
  // Read once, by the hydration render: a later page at the same place in the tree must not find this one's HTML.
  useEffect(() => {
    serverHtml.delete(id);
  }, [id]);
  const standIn = useMemo(() => (html === null ? null : <div className="vk-live-near__stand-in" dangerouslySetInnerHTML={{ __html: html }} />), [html]);
  if (html !== null && !near) return <div ref={ref} className="vk-live-near" data-live-near={id} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div ref={ref} className="vk-live-near" data-live-near={id}>
      {children(standIn)}
    </div>
  );
}
