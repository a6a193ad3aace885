import { Component, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { bus } from '@vinkompassen/shared-contracts';

/** What every lazy part takes besides its own props: told when its code could not be loaded. */
interface LazyPartProps {
  /** Close whatever asked for the part (a modal, the menu), so asking again loads again. */
  onLoadFailed?: () => void;
}

function reportLoadFailure(error: unknown): void {
  console.error('[shell] a part of the page could not be loaded', error);
  bus.publish('error/show');
}

/**
 * A piece of the frame that no server render shows (a modal, the mobile menu), in a chunk of its own, loaded when it
 * is first rendered; nothing until its code is in. A failed load shows the error banner and calls `onLoadFailed`;
 * the next render loads again. Plain state, not Suspense: React holds content back after a Suspense fallback on a
 * timer, which a paused clock (the end-to-end tests') never lets run.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & LazyPartProps> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  return function LazyPart({ onLoadFailed, ...props }: P & LazyPartProps) {
    const [Part, setPart] = useState(() => loaded);
    const failedRef = useRef(onLoadFailed);
    failedRef.current = onLoadFailed;
    useEffect(() => {
      if (Part) return;
      let mounted = true;
      get().then(
        (part) => mounted && setPart(() => part),
        (error: unknown) => {
          reportLoadFailure(error);
          if (mounted) failedRef.current?.();
        },
      );
      return () => {
        mounted = false;
      };
    }, [Part]);
    return Part ? <Part {...(props as unknown as P)} /> : null;
  };
}

/** A server-rendered lazy part, and how to have its code in before hydrating the server's HTML. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A part the server renders that most visits never see (the age question, the about page), in a chunk of its own;
 * `fallback` while its code loads in a browser-rendered page. Server-rendered, it keeps the server's HTML until its
 * code is in and hydrates in place (its Suspense boundary is in that HTML too); `preload()` before hydrating makes it
 * hydrate with the rest, where a click must not wait for it (React holds a click on HTML still waiting for its code).
 * Its stylesheet must be in the frame's, the one a server-rendered page links. A failed load shows the error banner;
 * the next render loads again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  const start = () => lazy(async () => ({ default: (loaded = await load()) }));
  let Loaded = start();
  const LazyPage = (props: P) => {
    const failed = (error: unknown) => {
      Loaded = start();
      reportLoadFailure(error);
    };
    // Chosen once: switching from the lazy wrapper to the loaded part would mount the part anew.
    const [Part] = useState(() => loaded ?? Loaded);
    return (
      <LoadBoundary onFailed={failed}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </LoadBoundary>
    );
  };
  return Object.assign(LazyPage, {
    preload: async () => {
      loaded ??= await load();
    },
  });
}

class LoadBoundary extends Component<{ onFailed: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.onFailed(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
