import { useId, useRef, useState, type FormEvent } from 'react';
import {
  bus,
  formatShortDate,
  useCreateNoteMutation,
  useDeleteNoteMutation,
  useGetNotesByProductQuery,
  useUpdateNoteMutation,
  type NotesPanelProps,
} from '@vinkompassen/shared-contracts';
import type { Note, NOTE_MAX_LENGTH } from '@vinkompassen/shared-contracts/schemas';
import { Skeleton } from '@vinkompassen/ui-kit';
import { requestLogin, useViewer } from '../session/useViewer';
import { TEXTS } from '../texts';
import '../ui/social.css';

const NOTE_MAX: typeof NOTE_MAX_LENGTH = 2000;

/**
 * The user's own notes on one wine, embedded in discovery's wine page through `RemoteSlot`
 * (`<RemoteSlot remote="social" module="./NotesPanel" props={{ productId }} />`).
 * Content only: the host page gives the section its heading ('Mina anteckningar') and frame.
 */
export default function NotesPanel({ productId }: NotesPanelProps) {
  const { authenticated } = useViewer();
  return (
    <div className="soc-notes" data-remote="social">
      {authenticated ? (
        <OwnNotes productId={productId} />
      ) : (
        <div className="soc-notes__login">
          <p>{TEXTS.notes.loginPrompt}</p>
          <button type="button" className="vk-button vk-button--small" onClick={() => requestLogin()}>
            {TEXTS.login}
          </button>
        </div>
      )}
    </div>
  );
}

function OwnNotes({ productId }: { productId: number }) {
  const notes = useGetNotesByProductQuery(productId);
  const [createNote, { isLoading: creating }] = useCreateNoteMutation();

  if (notes.isLoading) return <Skeleton lines={2} />;
  if (notes.isError) {
    return (
      <div role="alert">
        <p>{TEXTS.loadFailed}</p>
        <button type="button" className="vk-button vk-button--small" onClick={() => void notes.refetch()}>
          {TEXTS.retry}
        </button>
      </div>
    );
  }

  const add = async (text: string) => {
    const result = await createNote({ product: productId, text });
    if ('error' in result) {
      bus.publish('error/show', {});
      return false;
    }
    return true;
  };

  return (
    <>
      <p className="soc-notes__intro">{TEXTS.notes.intro}</p>
      <NoteForm label={TEXTS.notes.newLabel} submitLabel={TEXTS.notes.add} busy={creating} onSubmit={add} clearOnSuccess />
      {notes.data && notes.data.length > 0 ? (
        <ul className="soc-notes__list">
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      ) : (
        <p className="soc-notes__empty">{TEXTS.notes.empty}</p>
      )}
    </>
  );
}

function NoteItem({ note }: { note: Note }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [updateNote, { isLoading: updating }] = useUpdateNoteMutation();
  const [deleteNote, { isLoading: deleting }] = useDeleteNoteMutation();
  const edited = note.updated_at !== note.created_at;

  const save = async (text: string) => {
    const result = await updateNote({ id: note.id, product: note.product, text });
    if ('error' in result) {
      bus.publish('error/show', {});
      return false;
    }
    setMode('view');
    return true;
  };

  const remove = async () => {
    if (deleting) return;
    const result = await deleteNote({ id: note.id, product: note.product });
    if ('error' in result) {
      bus.publish('error/show', {});
      setMode('view');
    }
  };

  if (mode === 'edit') {
    return (
      <li className="soc-note">
        <NoteForm
          label={TEXTS.notes.editLabel}
          submitLabel={TEXTS.save}
          initial={note.text}
          busy={updating}
          onSubmit={save}
          onCancel={() => setMode('view')}
          autoFocus
        />
      </li>
    );
  }

  return (
    <li className="soc-note">
      <p className="soc-note__text">{note.text}</p>
      <p className="soc-note__meta">
        {edited ? TEXTS.notes.edited(formatShortDate(note.updated_at)) : TEXTS.notes.written(formatShortDate(note.created_at))}
      </p>
      {mode === 'confirm-delete' ? (
        <div className="soc-confirm" role="group" aria-label={TEXTS.notes.deleteConfirm}>
          <p>{TEXTS.notes.deleteConfirm}</p>
          <button type="button" className="vk-button vk-button--small vk-button--primary" aria-busy={deleting} onClick={() => void remove()}>
            {TEXTS.notes.deleteYes}
          </button>
          <button type="button" className="vk-button vk-button--small" onClick={() => setMode('view')}>
            {TEXTS.cancel}
          </button>
        </div>
      ) : (
        <div className="soc-note__actions">
          <button type="button" className="vk-link-button" onClick={() => setMode('edit')}>
            {TEXTS.notes.edit}
          </button>
          <button type="button" className="vk-link-button" onClick={() => setMode('confirm-delete')}>
            {TEXTS.notes.delete}
          </button>
        </div>
      )}
    </li>
  );
}

interface NoteFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  /** Resolves whether the note was saved. */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  clearOnSuccess?: boolean;
  autoFocus?: boolean;
}

function NoteForm({ label, submitLabel, initial = '', busy, onSubmit, onCancel, clearOnSuccess, autoFocus }: NoteFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const trimmed = text.trim();
  const canSubmit = trimmed !== '' && trimmed !== initial.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    if ((await onSubmit(trimmed)) && clearOnSuccess) {
      setText('');
      // The emptied form disables its button; keep focus in the form for the next note.
      textRef.current?.focus();
    }
  };

  return (
    <form className="soc-note-form" onSubmit={(e) => void submit(e)}>
      <div className="vk-field">
        <label htmlFor={id}>{label}</label>
        <textarea
          ref={textRef}
          id={id}
          rows={3}
          value={text}
          maxLength={NOTE_MAX}
          placeholder={TEXTS.notes.placeholder}
          // Focus follows the user into the edit form they opened.
          autoFocus={autoFocus}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="soc-note-form__actions">
        <button type="submit" className="vk-button vk-button--small vk-button--primary" disabled={!canSubmit}>
          {busy ? TEXTS.saving : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="vk-button vk-button--small" onClick={onCancel}>
            {TEXTS.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
