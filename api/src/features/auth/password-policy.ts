/**
 * What a new password may not be (NIST SP 800-63B §5.1.1.2): a value from a list of commonly used or breached
 * passwords, or nothing but white space. Length rules are in the contract's schema (8–128 characters). The list is
 * the common-passwords dictionary of zxcvbn-ts (`@zxcvbn-ts/language-common`, ~49,000 passwords seen in breaches),
 * of which only the entries of 8 or more characters can matter here; it stays on the server.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '@/http/errors';

export const PASSWORD_TEXTS = {
  blank: 'Lösenordet kan inte bara bestå av mellanslag.',
  common: 'Lösenordet är för vanligt och lätt att gissa. Välj ett annat.',
  sameAsEmail: 'Lösenordet får inte vara din mejladress.',
} as const;

let common: Set<string> | null = null;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= 8)));

/** The Swedish reason a new password is refused, or null. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.trim() === '') return PASSWORD_TEXTS.blank;
  const folded = password.normalize('NFKC').toLowerCase();
  if (email && folded === email.trim().toLowerCase()) return PASSWORD_TEXTS.sameAsEmail;
  if (commonPasswords().has(folded)) return PASSWORD_TEXTS.common;
  return null;
}

/** 400 `{field: [message]}` when the password may not be used. */
export function refuseWeakPassword(field: string, password: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw badRequest({ [field]: [problem] });
}
