import { useId, useState, type FormEvent } from 'react';
import { TEXTS } from '../texts';
import { FormControls } from '@vinkompassen/ui-kit';

/** The API reads at most this much free text. */
const MAX_LENGTH = 500;

/** Free text to the sommelier ('något till lax under 150 kr'); after the reply, focus moves to the new question. */
export function MessageForm({ busy, onSend }: { busy: boolean; onSend: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || busy) return;
    onSend(message);
    setText('');
  };
  return (
    <form className="wf-message" onSubmit={submit}>
      <FormControls>
        <label htmlFor={id} className="wf-message__label">
          {TEXTS.chat.messageLabel}
        </label>
        <div className="wf-message__row">
          <input
            id={id}
            type="text"
            className="wf-message__input"
            value={text}
            maxLength={MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="send"
            placeholder={TEXTS.chat.messagePlaceholder}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="vk-button vk-button--primary wf-message__send" aria-disabled={busy || !text.trim()}>
            {TEXTS.chat.send}
          </button>
        </div>
      </FormControls>
    </form>
  );
}
