import { Component, memo, Suspense, use, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
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
}

/** The same remote, module and variant, and props equal one by one (a parent's new object with the same values). */
function sameRegion(before: RemoteModuleProps<RemoteName, object>, after: RemoteModuleProps<RemoteName, object>): boolean {
  if (before.remote !== after.remote || before.module !== after.module || before.variant !== after.variant) return false;
  const a = (before.props ?? {}) as Record<string, unknown>;
  const b = (after.props ?? {}) as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * Renders one exposed module of a remote. Loading shows a skeleton; a failure (manifest, entry,
 * chunk or render) shows a fallback for this area only, with a retry that does not reload the page.
 * Memoised: a parent re-rendering before the module's code has arrived would otherwise reach the server HTML
 * still waiting to hydrate, and React would replace it with the skeleton.
 */
export const RemoteModule = memo(RemoteModuleRegion, sameRegion) as typeof RemoteModuleRegion;

function RemoteModuleRegion<R extends RemoteName, P extends object = Record<string, never>>({
  remote,
  module,
  props,
  variant = 'page',
}: RemoteModuleProps<R, P>) {
  const { modules, resetRemote } = useRemotes();
  // A new key remounts the boundary and starts a fresh load.
  const [attempt, setAttempt] = useState(0);

  const retry = () => {
    modules.evict(remote, module);
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} remote={remote} module={module} onRetry={retry} variant={variant}>
      <Suspense fallback={<RemoteSkeleton variant={variant} />}>
        <LoadedModule promise={modules.get(remote, module)} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
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

interface BoundaryProps {
  remote: RemoteName;
  module: string;
  onRetry: () => void;
  variant: 'page' | 'inline';
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
    if (!this.state.failed) return this.props.children;
    return (
      <div className={`vk-remote-fallback vk-remote-fallback--${this.props.variant}`} role="alert" data-remote-fallback={this.props.remote}>
        <p>{TEXTS.remote.unavailable}</p>
        <button type="button" className="vk-button" onClick={this.props.onRetry}>
          {TEXTS.remote.retry}
        </button>
      </div>
    );
  }
}
