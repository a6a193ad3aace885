import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { bus } from '@vinkompassen/shared-contracts';

/** What every lazy part takes besides its own props: told when its code could not be loaded. */
interface LazyPartProps {
  /** Close whatever asked for the part (a modal, the menu), so asking again loads again. */
  onLoadFailed?: () => void;
}

/**
 * A piece of the shell that most first views do not show (a modal, the mobile menu, the about page), in a chunk of its
 * own, loaded when it is first rendered; `fallback` (default nothing) until its code is in. One the server rendered
 * keeps the server's HTML until then and hydrates in place (its Suspense boundary is in the HTML too). A failed load
 * shows the error banner and calls `onLoadFailed`; the next render loads again (React.lazy alone keeps the failure).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P & LazyPartProps> {
  const start = () => lazy(async () => ({ default: await load() }));
  let Loaded = start();
  return function LazyPart({ onLoadFailed, ...props }: P & LazyPartProps) {
    const failed = () => {
      Loaded = start();
      bus.publish('error/show');
      onLoadFailed?.();
    };
    return (
      <LoadBoundary onFailed={failed}>
        <Suspense fallback={fallback}>
          <Loaded {...(props as unknown as P)} />
        </Suspense>
      </LoadBoundary>
    );
  };
}

class LoadBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] a part of the page could not be loaded', error);
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
