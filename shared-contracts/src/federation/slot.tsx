import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteModuleName, RemoteName } from './remotes';

export interface RemoteSlotProps<R extends RemoteName = RemoteName> {
  remote: R;
  module: RemoteModuleName<R>;
  props?: object;
  /**
   * `visible`: the remote's code is loaded once the slot comes near the viewport, and the slot is rendered by the
   * browser only (a placeholder in the server's HTML). For content far down a page that a first view need not
   * pay for. Default `eager`.
   */
  load?: 'eager' | 'visible';
}

/**
 * How one remote embeds another's exposed component (e.g. discovery's wine page shows social's
 * NotesPanel) without importing it: the shell provides its federated loader here.
 */
export const RemoteSlotContext = createContext<ComponentType<RemoteSlotProps> | null>(null);

export function RemoteSlot<R extends RemoteName>(props: RemoteSlotProps<R>) {
  const Loader = useContext(RemoteSlotContext);
  if (!Loader) return null;
  return <Loader {...(props as RemoteSlotProps)} />;
}
