import { useId, type Ref } from 'react';
import { TEXTS } from '../texts';
import { DESCRIPTION_MAX, NAME_MAX } from './listForm';

interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown once the field has been visited or a submit was tried. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

export function ListNameField({ value, onChange, onBlur, error, inputRef }: TextFieldProps) {
  const id = useId();
  return (
    <div className="vk-field">
      <label htmlFor={id}>{TEXTS.listForm.name}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name="name"
        value={value}
        maxLength={NAME_MAX}
        required
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <p id={`${id}-error`} className="vk-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function ListDescriptionField({ value, onChange, error }: Omit<TextFieldProps, 'inputRef' | 'onBlur'>) {
  const id = useId();
  const used = value.length;
  return (
    <div className="vk-field">
      <label htmlFor={id}>{TEXTS.listForm.description}</label>
      <textarea
        id={id}
        name="description"
        rows={3}
        value={value}
        maxLength={DESCRIPTION_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="soc-field-hint">
        <span>{TEXTS.listForm.descriptionHint}</span>
        <span className="soc-counter" aria-hidden="true">
          {TEXTS.listForm.counter(used, DESCRIPTION_MAX)}
        </span>
        <span className="vk-visually-hidden">{TEXTS.listForm.counterLabel(DESCRIPTION_MAX - used)}</span>
      </p>
      {error && (
        <p id={`${id}-error`} className="vk-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Offentlig / Privat with the spec's explanation of the chosen state (section 4). */
export function VisibilityField({
  isPublic,
  onChange,
}: {
  isPublic: boolean;
  onChange: (isPublic: boolean) => void;
}) {
  const id = useId();
  return (
    <fieldset className="soc-visibility" aria-describedby={`${id}-info`}>
      <legend>{TEXTS.userList.visibilityLegend}</legend>
      <div className="soc-visibility__options">
        <label className="soc-visibility__option">
          <input type="radio" name={`${id}-visibility`} checked={isPublic} onChange={() => onChange(true)} />
          <span>{TEXTS.visibility.public}</span>
        </label>
        <label className="soc-visibility__option">
          <input type="radio" name={`${id}-visibility`} checked={!isPublic} onChange={() => onChange(false)} />
          <span>{TEXTS.visibility.private}</span>
        </label>
      </div>
      <p id={`${id}-info`} className="soc-visibility__info">
        {isPublic ? TEXTS.visibility.publicInfo : TEXTS.visibility.privateInfo}
      </p>
    </fieldset>
  );
}
