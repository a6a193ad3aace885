import { useId, useRef, type FormEvent } from 'react';
import { TEXTS } from '../texts';
import { CloseIcon, SearchIcon } from '../ui/icons';
import './search-field.css';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** A labelled search box with a clear button; results update as you type. */
export function SearchField({ label, placeholder, value, onChange, onSubmit }: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" className="disc-search-field" onSubmit={submit}>
      <label htmlFor={id} className="vk-visually-hidden">
        {label}
      </label>
      <SearchIcon />
      <input
        ref={input}
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
      {value && (
        <button type="button" className="vk-icon-button" onClick={() => {
            onChange('');
            input.current?.focus();
          }} aria-label={TEXTS.search.clear}>
          <CloseIcon />
        </button>
      )}
    </form>
  );
}
