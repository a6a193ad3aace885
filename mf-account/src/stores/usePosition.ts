import { useCallback, useState } from 'react';

export type PositionState =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; latitude: number; longitude: number }
  | { state: 'failed'; reason: 'unavailable' | 'denied' | 'failed' };

/** About 100 m: enough to rank stores, and the exact position never leaves the browser. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

/** The browser's position, asked for only when the user presses the button (`locate`). */
export function usePosition(): { position: PositionState; locate: () => void } {
  const [position, setPosition] = useState<PositionState>({ state: 'idle' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
      setPosition({ state: 'failed', reason: 'unavailable' });
      return;
    }
    setPosition({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setPosition({ state: 'found', latitude: round(coords.latitude), longitude: round(coords.longitude) }),
      (error) => setPosition({ state: 'failed', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' }),
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }, []);
  return { position, locate };
}
