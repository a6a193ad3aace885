import type { OutgoingEvent } from './events';

/**
 * What a third-party analytics or session-recording script may register once loaded, to receive the
 * catalogue's events (the same, already stripped, as the collector gets) and to be told that consent was
 * withdrawn. The shell never calls anything else of it.
 */
export interface ThirdPartyAnalyticsHooks {
  event?(event: OutgoingEvent): void;
  /** Consent withdrawn: stop recording and sending. A reload removes the script for good. */
  stop?(): void;
}

declare global {
  interface Window {
    /** Set by the configured third-party script (see ThirdPartyAnalyticsHooks). */
    vinkompassenAnalytics?: ThirdPartyAnalyticsHooks;
  }
}

/**
 * The shell's side of the script the runtime configuration names (`analytics.scriptUrl`; none by default,
 * nothing bundled). Loaded only after 'Godkänn alla', and only from that URL, whose origin the shell server
 * adds to the CSP (script-src, connect-src) from the same configuration.
 */
export interface ThirdPartyAdapter {
  /** Adds the script (async) to the page, once. */
  load(): void;
  /** Whether the script was added in this page (then only a reload removes it completely). */
  readonly loaded: boolean;
  /** Hands an event to the script, if it registered for them. */
  forward(event: OutgoingEvent): void;
  /** Tells the script to stop, if it registered a way to. */
  stop(): void;
}

/** Third-party code must never break the page: its errors are swallowed. */
function call(run: () => void): void {
  try {
    run();
  } catch {
    // ignored
  }
}

export function createScriptAdapter(scriptUrl: string, doc: Document = document): ThirdPartyAdapter {
  let script: HTMLScriptElement | null = null;
  const hooks = () => doc.defaultView?.vinkompassenAnalytics;
  return {
    load() {
      if (script) return;
      script = doc.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.dataset.vkAnalytics = 'third-party';
      doc.head.append(script);
    },
    get loaded() {
      return script !== null;
    },
    forward(event) {
      if (script) call(() => hooks()?.event?.(event));
    },
    stop() {
      if (script) call(() => hooks()?.stop?.());
    },
  };
}
