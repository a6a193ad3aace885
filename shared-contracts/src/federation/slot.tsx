import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteModuleName, RemoteName } from './remotes';

export interface RemoteSlotProps<R extends RemoteName = RemoteName> {
  remote: R;
  module: RemoteModuleName<R>;
  props?: object;
  /**
   * When the remote's code is loaded. `eager` (default): with the page. `visible`: once the slot comes near the
   * viewport, rendered by the browser only (a placeholder in the server's HTML). `near`: rendered by the server
   * like `eager` (its content in the HTML), but the browser loads its code, and makes it live, only near the
   * viewport. `visible` and `near` are for content far down a page that a first view need not pay for.
   */
  load?: 'eager' | 'visible' | 'near';
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
