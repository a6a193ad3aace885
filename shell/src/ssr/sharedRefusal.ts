// A remote's build that the federation runtime refuses: it needs another version of a strict singleton (the
// contracts or React of another major) than the shell provides. Said in the server's log in plain words.

/** The runtime's wording (@module-federation/runtime-core, utils/share). */
const REFUSAL = /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

/**
 * The reason `remote` cannot run with this shell, when `error` is the runtime refusing a shared singleton; null for
 * any other failure (a network error, a bug), which may pass on its own.
 */
export function sharedRefusal(remote: string, error: unknown): Error | null {
  const match = REFUSAL.exec(error instanceof Error ? error.message : String(error));
  if (!match) return null;
  const [, provided, provider, module, required] = match;
  return new Error(
    `${remote} cannot run with this shell: its build needs ${module} ${required}, and ${provider} provides ${provided} ` +
      '(a strict singleton). Its regions are left to the browser, which shows their fallback.',
    { cause: error },
  );
}
