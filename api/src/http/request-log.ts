/**
 * Request logs to a file (`REQUEST_LOG=file`, as `npm start` runs the API): the terminal keeps only what a person
 * reads there, and warnings and errors still reach it, as one line each.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Pino's levels: 40 warn, 50 error, 60 fatal. */
const WARN = 40;
const LEVEL_NAMES: Record<number, string> = { 40: 'warning', 50: 'error', 60: 'fatal' };

interface LogLine {
  level?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  err?: { message?: string };
}

/** One readable line for the terminal: '[api] error: Database unavailable (GET /api/v1/product/)'. */
export function terminalLine(json: string): string | null {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return null;
  }
  if (typeof line.level !== 'number' || line.level < WARN) return null;
  const name = LEVEL_NAMES[Math.min(60, Math.floor(line.level / 10) * 10)] ?? 'error';
  const what = [line.msg, line.err?.message && line.err.message !== line.msg ? line.err.message : null].filter(Boolean).join(': ');
  const where = line.req?.method && line.req.url ? ` (${line.req.method} ${line.req.url})` : '';
  return `[api] ${name}: ${what}${where}\n`;
}

/** A logger stream for Fastify: every line to `file`, warnings and errors also to `terminal`. */
export function requestLogStream(file: string, terminal: { write(text: string): unknown } = process.stderr): { write(line: string): void } {
  mkdirSync(path.dirname(file), { recursive: true });
  const out = createWriteStream(file, { flags: 'a' });
  return {
    write(line: string) {
      out.write(line);
      const shown = terminalLine(line);
      if (shown) terminal.write(shown);
    },
  };
}
