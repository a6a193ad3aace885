import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorLines } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { validate, type Rule } from './validation';

/** What a form's `send` answers: the lines to show above its submit button, or nothing when it went through. */
export type SendOutcome = readonly string[] | undefined;

/** The lines of a failed mutation's answer (the API's field messages, else the generic error); none on success. */
export const failureLines = (result: { error?: unknown }): SendOutcome => (result.error ? errorLines(result.error, TEXTS.defaultError) : undefined);

/**
 * Field values, validation and when to show it: a field's message appears once it was left (blur)
 * or the form was submitted (spec section 5), and disappears as soon as the value is fixed.
 * `submit(send)` is the form's onSubmit: it checks every field, sends once at a time (not while `busy`) and shows
 * the lines `send` answers.
 */
export function useForm<K extends string>(rules: Readonly<Record<K, readonly Rule<K>[]>>, { busy = false } = {}) {
  const keys = Object.keys(rules) as K[];
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<readonly string[]>([]);
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const errors = validate(rules, values);
  const invalid = keys.some((k) => errors[k] !== null);

  // `name` as a plain string: a field block taking `field` for 'email' fits every form that has an 'email'.
  const field = (name: K) => ({
    name: name as string,
    value: values[name],
    error: touched[name] ? errors[name] : null,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  /** Shows every message and moves focus to the first invalid field. Returns whether the form is valid. */
  const check = (): boolean => {
    setTouched(Object.fromEntries(keys.map((k) => [k, true])) as Record<K, boolean>);
    const first = keys.find((k) => errors[k] !== null);
    if (first) inputs.current[first]?.focus();
    return !first;
  };

  const submit = (send: (values: Readonly<Record<K, string>>) => Promise<SendOutcome>) => (event: FormEvent) => {
    event.preventDefault();
    if (!check() || busy) return;
    setServerErrors([]);
    void send(values).then((lines) => setServerErrors(lines ?? []));
  };

  return { values, errors, invalid, busy, serverErrors, field, submit };
}

/** The hook's answer, for the field blocks that take a whole form. */
export type Form<K extends string> = ReturnType<typeof useForm<K>>;
