import { useId, useState, type ClipboardEvent, type Ref } from 'react';
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

/**
 * A paste that `maxLength` will cut short: the browser cuts it without a word, so the field says so.
 * Returns the paste handler and whether the last paste was cut (cleared by the next edit).
 */
function usePasteCut(max: number) {
  const [cut, setCut] = useState(false);
  const onPaste = (e: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = e.currentTarget;
    const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    setCut(field.value.length - selected + e.clipboardData.getData('text').length > max);
  };
  return { cut, onPaste, clear: () => setCut(false) };
}

function PasteCutNote({ id, max }: { id: string; max: number }) {
  return (
    <p id={id} className="vk-field__error" role="status">
      {TEXTS.listForm.pasteCut(max)}
    </p>
  );
}

export function ListNameField({ value, onChange, onBlur, error, inputRef }: TextFieldProps) {
  const id = useId();
  const paste = usePasteCut(NAME_MAX);
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
        aria-describedby={[error && `${id}-error`, paste.cut && `${id}-cut`].filter(Boolean).join(' ') || undefined}
        onPaste={paste.onPaste}
        onKeyDown={paste.clear}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {paste.cut && <PasteCutNote id={`${id}-cut`} max={NAME_MAX} />}
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
  const paste = usePasteCut(DESCRIPTION_MAX);
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
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}${paste.cut ? ` ${id}-cut` : ''}`}
        onPaste={paste.onPaste}
        onKeyDown={paste.clear}
        onChange={(e) => onChange(e.target.value)}
      />
      {paste.cut && <PasteCutNote id={`${id}-cut`} max={DESCRIPTION_MAX} />}
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
