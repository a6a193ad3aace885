import { Observable, ReplaySubject, Subject, filter } from 'rxjs';
import {
  MESSAGE_VERSIONS,
  message,
  type BusMessage,
  type BusMessageOf,
  type BusMessageType,
  type PayloadArgs,
  type PayloadOf,
  type SelectedStore,
} from './messages';

export type SessionState = PayloadOf<'auth/changed'>;

export interface Bus {
  /** Publishes a message of the current version. */
  publish<T extends BusMessageType>(type: T, ...payload: PayloadArgs<T>): void;
  /** Publishes a complete message, e.g. one forwarded from elsewhere; wrong versions are dropped. */
  publishMessage(msg: BusMessage): void;
  /** Messages of one type (and of the version this build understands), narrowed to that type. */
  on<T extends BusMessageType>(type: T): Observable<BusMessageOf<T>>;
  /** The current session, replayed to late subscribers (remotes load after the shell published it). */
  readonly session$: Observable<SessionState>;
  /** The selected store, replayed to late subscribers. */
  readonly selectedStore$: Observable<SelectedStore | null>;
}

function isCurrentVersion(msg: BusMessage): boolean {
  return (MESSAGE_VERSIONS as Record<string, number>)[msg.type] === msg.v;
}

export function createBus(): Bus {
  const messages$ = new Subject<BusMessage>();
  const session$ = new ReplaySubject<SessionState>(1);
  const selectedStore$ = new ReplaySubject<SelectedStore | null>(1);

  const publishMessage = (msg: BusMessage): void => {
    if (!isCurrentVersion(msg)) {
      console.warn(`[bus] dropped ${msg.type} v${msg.v}: this build understands v${MESSAGE_VERSIONS[msg.type]}`);
      return;
    }
    // Replayed state first, so a subscriber reacting to the message already sees the new state.
    if (msg.type === 'auth/changed') session$.next(msg.payload);
    if (msg.type === 'store/selected') selectedStore$.next(msg.payload.store);
    messages$.next(msg);
  };

  return {
    publish: (type, ...payload) => publishMessage(message(type, ...payload)),
    publishMessage,
    on: <T extends BusMessageType>(type: T) =>
      messages$.pipe(filter((msg): msg is BusMessageOf<T> => msg.type === type)),
    session$: session$.asObservable(),
    selectedStore$: selectedStore$.asObservable(),
  };
}

// The shell and every remote must talk over one bus even if a remote ever ends up with its own copy
// of this module (a shared-singleton mismatch), so the instance lives on the global object.
const GLOBAL_KEY = Symbol.for('vinkompassen.bus.v1');
const globalSlot = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Bus };

export const bus: Bus = (globalSlot[GLOBAL_KEY] ??= createBus());

