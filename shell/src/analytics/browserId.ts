import { readStorage, writeStorage } from '@vinkompassen/shared-contracts';
import { BROWSER_ID_STORAGE_KEY } from '../store/consentRecord';

interface StoredBrowserId {
  id: string;
  /** The Swedish calendar day (YYYY-MM-DD, Europe/Stockholm) the id belongs to. */
  day: string;
}

// Made on first use: a DateTimeFormat loads its locale's data, ~4 ms of start-up for a page that never counts.
let swedishDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day in Sweden, YYYY-MM-DD. */
export function swedishDay(date: Date): string {
  swedishDayFormat ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return swedishDayFormat.format(date);
}

/** 16 random bytes, base64url: 22 characters (a browser id, an event id). */
export function newRandomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const isStored = (value: unknown): value is StoredBrowserId =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredBrowserId).id === 'string' &&
  /^[A-Za-z0-9_-]{16,64}$/.test((value as StoredBrowserId).id) &&
  typeof (value as StoredBrowserId).day === 'string';

function readStored(): StoredBrowserId | null {
  try {
    const value: unknown = JSON.parse(readStorage(BROWSER_ID_STORAGE_KEY) ?? 'null');
    return isStored(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The random browser id the collector counts visits by: kept in localStorage with its day and replaced when the
 * Swedish date changes, so it cannot follow anyone across days. Only used (and only written) with consent 'all'.
 */
export function createBrowserIds() {
  // Where storage is unavailable, the id lives for this page only (still replaced daily).
  let memory: StoredBrowserId | null = null;
  return {
    current(now: Date): string {
      const day = swedishDay(now);
      const stored = readStored() ?? memory;
      if (stored && stored.day === day) return stored.id;
      memory = { id: newRandomId(), day };
      writeStorage(BROWSER_ID_STORAGE_KEY, JSON.stringify(memory));
      return memory.id;
    },
    /** Deletes the analytics storage (consent withdrawn, or never given). */
    forget(): void {
      memory = null;
      writeStorage(BROWSER_ID_STORAGE_KEY, null);
    },
  };
}
