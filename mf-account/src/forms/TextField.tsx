import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'> {
  label: string;
  name: string;
  value: string;
  error: string | null;
  hint?: string;
  required?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
}

/** Labelled input with its hint and validation message tied to it for screen readers. */
export function TextField({ label, error, hint, inputRef, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="vk-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="acc-field__hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        ref={inputRef}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error && (
        <p id={`${id}-error`} className="vk-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
