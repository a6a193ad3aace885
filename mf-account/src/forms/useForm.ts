import { useRef, useState, type ChangeEvent } from 'react';
import { validate, type Rule } from './validation';

/**
 * Field values, validation and when to show it: a field's message appears once it was left (blur)
 * or the form was submitted (spec section 5), and disappears as soon as the value is fixed.
 */
export function useForm<K extends string>(rules: Readonly<Record<K, readonly Rule<K>[]>>) {
  const keys = Object.keys(rules) as K[];
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const errors = validate(rules, values);
  const invalid = keys.some((k) => errors[k] !== null);

  const field = (name: K) => ({
    name,
    value: values[name],
    error: touched[name] ? errors[name] : null,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  /** On submit: shows every message and moves focus to the first invalid field. Returns whether the form is valid. */
  const check = (): boolean => {
    setTouched(Object.fromEntries(keys.map((k) => [k, true])) as Record<K, boolean>);
    const first = keys.find((k) => errors[k] !== null);
    if (first) inputs.current[first]?.focus();
    return !first;
  };

  return { values, errors, invalid, field, check };
}
