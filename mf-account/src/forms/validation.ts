import { TEXTS } from '../texts';

/** One rule: the error message, or null when the value passes. May look at the other fields. */
export type Rule<K extends string> = (value: string, values: Readonly<Record<K, string>>) => string | null;

/** The API's PASSWORD_MIN_LENGTH (a value import from the schemas would pull zod into the bundle). */
export const PASSWORD_MIN_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required =
  <K extends string>(message: string = TEXTS.validation.required): Rule<K> =>
  (value) =>
    value.trim() === '' ? message : null;

export const email =
  <K extends string>(message: string = TEXTS.validation.email): Rule<K> =>
  (value) =>
    EMAIL.test(value.trim()) ? null : message;

export const minLength =
  <K extends string>(n: number, message: string = TEXTS.validation.minLength(n)): Rule<K> =>
  (value) =>
    value.length >= n ? null : message;

export const maxLength =
  <K extends string>(n: number, message: string): Rule<K> =>
  (value) =>
    value.trim().length <= n ? null : message;

export const sameAs =
  <K extends string>(other: K, message: string = TEXTS.validation.passwordMismatch): Rule<K> =>
  (value, values) =>
    value === values[other] ? null : message;

/** The first failing rule's message per field. */
export function validate<K extends string>(
  rules: Readonly<Record<K, readonly Rule<K>[]>>,
  values: Readonly<Record<K, string>>,
): Record<K, string | null> {
  const errors = {} as Record<K, string | null>;
  for (const key of Object.keys(rules) as K[]) {
    errors[key] = rules[key].reduce<string | null>((found, rule) => found ?? rule(values[key], values), null);
  }
  return errors;
}
