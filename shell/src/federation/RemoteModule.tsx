import { Component, createContext, memo, Suspense, use, useContext, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteModuleName, RemoteName } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { useRemotes } from './RemoteContext';
import './remote-module.css';

interface RemoteModuleProps<R extends RemoteName, P extends object> {
  remote: R;
  module: RemoteModuleName<R>;
  props?: P;
  /** Compact fallback for modals and panels. */
  variant?: 'page' | 'inline';
  /** Shown while the code loads instead of the skeleton (the server's HTML of a region going live). */
  standIn?: ReactNode;
}

/** The same remote, module and variant, and props equal one by one (a parent's new object with the same values). */
function sameRegion(before: RemoteModuleProps<RemoteName, object>, after: RemoteModuleProps<RemoteName, object>): boolean {
  if (before.remote !== after.remote || before.module !== after.module || before.variant !== after.variant || before.standIn !== after.standIn) return false;
  const a = (before.props ?? {}) as Record<string, unknown>;
  const b = (after.props ?? {}) as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** The region a fallback stands in for: its look and how to load it again. */
const RegionContext = createContext<{ remote: RemoteName | null; variant: 'page' | 'inline'; retry: () => void }>({
  remote: null,
  variant: 'page',
  retry: () => undefined,
});

/**
 * Renders one exposed module of a remote. Loading shows a skeleton; a failure shows a fallback for this area only,
 * with a retry that does not reload the page: a failed load through the runtime plugin (federation/remoteFallbackPlugin.ts),
 * which gives `RemoteFallback` in place of the module, and a render error (or another loader's rejection) through
 * the error boundary.
 * Memoised: a parent re-rendering before the module's code has arrived would otherwise reach the server HTML
 * still waiting to hydrate, and React would replace it with the skeleton.
 */
export const RemoteModule = memo(RemoteModuleRegion, sameRegion) as typeof RemoteModuleRegion;

function RemoteModuleRegion<R extends RemoteName, P extends object = Record<string, never>>({
  remote,
  module,
  props,
  variant = 'page',
  standIn,
}: RemoteModuleProps<R, P>) {
  const { modules } = useRemotes();
  // A new attempt remounts the boundary and starts a fresh load.
  const [attempt, setAttempt] = useState(0);
  // One load per attempt: the cache forgets a failure, so asking again on every render would load again.
  const promise = useMemo(() => modules.get(remote, module), [modules, remote, module, attempt]);
  const region = useMemo(
    () => ({
      remote,
      variant,
      retry: () => {
        modules.evict(remote, module);
        setAttempt((n) => n + 1);
      },
    }),
    [modules, remote, module, variant],
  );

  return (
    <RegionContext value={region}>
      <RemoteErrorBoundary key={attempt} remote={remote} module={module}>
        <Suspense fallback={standIn ?? <RemoteSkeleton variant={variant} />}>
          <LoadedModule promise={promise} props={props} />
        </Suspense>
      </RemoteErrorBoundary>
    </RegionContext>
  );
}

function LoadedModule<P extends object>({
  promise,
  props,
}: {
  promise: Promise<{ default: ComponentType<never> }>;
  props: P | undefined;
}) {
  const Loaded = use(promise).default as ComponentType<P>;
  return <Loaded {...(props ?? ({} as P))} />;
}

export function RemoteSkeleton({ variant }: { variant: 'page' | 'inline' }) {
  return (
    <div className={`vk-remote-skeleton vk-remote-skeleton--${variant}`} role="status" aria-busy="true">
      <span className="vk-visually-hidden">{TEXTS.remote.loading}</span>
      <span className="vk-remote-skeleton__line vk-remote-skeleton__line--title" />
      <span className="vk-remote-skeleton__line" />
      <span className="vk-remote-skeleton__line vk-remote-skeleton__line--short" />
    </div>
  );
}

/** The Swedish fallback with its retry; the runtime plugin's stand-in for a module that failed to load. */
export function RemoteFallback() {
  const { remote, variant, retry } = useContext(RegionContext);
  return (
    <div className={`vk-remote-fallback vk-remote-fallback--${variant}`} role="alert" data-remote-fallback={remote ?? undefined}>
      <p>{TEXTS.remote.unavailable}</p>
      <button type="button" className="vk-button" onClick={retry}>
        {TEXTS.remote.retry}
      </button>
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  module: string;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[federation] ${this.props.remote}/${this.props.module} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteFallback /> : this.props.children;
  }
}
