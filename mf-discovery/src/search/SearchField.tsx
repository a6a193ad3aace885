import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { SUGGEST_MIN_CHARS } from '@vinkompassen/shared-contracts';
import { CloseIcon, FormControls, SearchIcon } from '@vinkompassen/ui-kit';
import { SEARCH_TEXTS, SUGGEST_TEXTS } from '../texts';
import { useDebouncedValue } from '../ui/hooks';
import { SUGGESTION_GROUPS, highlight, toSuggestions, type Suggestion } from './suggestions';
import './search-field.css';
import { useSuggestQuery } from '../ui/discoveryApi';

/** Short enough to feel instant, long enough not to ask for every letter. */
export const SUGGEST_DEBOUNCE_MS = 150;

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter without a chosen suggestion: the full search. */
  onSubmit: () => void;
  /** Suggest wines, producers, grapes, regions and dishes as you type (an ARIA combobox). */
  suggest?: boolean;
}

/**
 * A labelled search box with a clear button. With `suggest`, it is a WAI-ARIA combobox with a grouped listbox
 * (APG "combobox with listbox popup"): focus stays in the input, the active option is aria-activedescendant.
 */
export function SearchField({ label, placeholder, value, onChange, onSubmit, suggest = false }: SearchFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The active option by key, not index: a newer response keeps it only if it still holds that option.
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const query = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const enough = suggest && value.trim().length >= SUGGEST_MIN_CHARS && query.length >= SUGGEST_MIN_CHARS;
  // `data` stays the previous answer while the next one loads, so the list does not flicker as you type.
  const { data } = useSuggestQuery(enough ? query : skipToken);
  const options = enough ? toSuggestions(data) : [];
  const expanded = open && options.length > 0;
  const active = expanded ? options.find((o) => o.key === activeKey) : undefined;
  const optionId = (o: Suggestion) => `${listId}-${o.key}`;
  const activeId = active ? optionId(active) : undefined;

  // Focus stays in the input, so the browser does not scroll the list to the active option by itself.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const choose = (option: Suggestion) => {
    close();
    if (option.text !== null) onChange(option.text);
    void navigate(option.href);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    close();
    onSubmit();
  };

  const move = (step: 1 | -1) => {
    const at = active ? options.indexOf(active) : -1;
    const next = at === -1 ? (step === 1 ? 0 : options.length - 1) : (at + step + options.length) % options.length;
    setActiveKey(options[next]!.key);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!suggest) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      if (!expanded) {
        // Alt+ArrowDown only opens; a plain arrow opens and moves onto the first (or last) option.
        setOpen(true);
        if (!e.altKey) setActiveKey(options[e.key === 'ArrowDown' ? 0 : options.length - 1]!.key);
        return;
      }
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && active) {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape') {
      // First Escape closes the list, a second one clears the box (APG); the browser's own clearing is held back.
      if (expanded) {
        e.preventDefault();
        close();
      } else if (value) {
        e.preventDefault();
        onChange('');
      }
    }
  };

  return (
    <form role="search" className="disc-search-field" onSubmit={submit}>
      <FormControls>
        <label htmlFor={id} className="vk-visually-hidden">
          {label}
        </label>
        <SearchIcon />
        <input
          ref={input}
          id={id}
          // A combobox may not be an input of type search in valid HTML (its role is fixed there): text then.
          type={suggest ? 'text' : 'search'}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={suggest ? close : undefined}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          {...(suggest && {
            role: 'combobox',
            'aria-autocomplete': 'list' as const,
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': activeId,
          })}
        />
        {value && (
          <button type="button" className="vk-icon-button" onClick={() => {
              onChange('');
              close();
              input.current?.focus();
            }} aria-label={SEARCH_TEXTS.clear}>
            <CloseIcon />
          </button>
        )}
        {suggest && (
          <>
            {/* Pressing an option must not blur the input (that would close the list before the click). */}
            <div
              id={listId}
              role="listbox"
              aria-label={SUGGEST_TEXTS.label}
              className="disc-suggest"
              hidden={!expanded}
              onMouseDown={(e) => e.preventDefault()}
            >
              {expanded &&
                SUGGESTION_GROUPS.map((group) => {
                  const items = options.filter((o) => o.group === group);
                  if (!items.length) return null;
                  const groupId = `${listId}-${group}`;
                  return (
                    <ul key={group} role="group" aria-labelledby={groupId} className="disc-suggest__group">
                      <li role="presentation" id={groupId} className="disc-suggest__label">
                        {SUGGEST_TEXTS.groups[group]}
                      </li>
                      {items.map((option) => (
                        <li
                          key={option.key}
                          id={optionId(option)}
                          role="option"
                          aria-selected={option === active}
                          className="disc-suggest__option"
                          onClick={() => choose(option)}
                        >
                          <span className="disc-suggest__name">
                            {highlight(option.label, value).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))}
                          </span>
                          <span className="disc-suggest__detail">{option.detail}</span>
                        </li>
                      ))}
                    </ul>
                  );
                })}
            </div>
            <div role="status" className="vk-visually-hidden">
              {expanded ? SUGGEST_TEXTS.count(options.length) : ''}
            </div>
          </>
        )}
      </FormControls>
    </form>
  );
}
