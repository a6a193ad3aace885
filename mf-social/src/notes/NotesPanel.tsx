import { useId, useRef, useState, type FormEvent } from 'react';
import { bus, formatShortDate, type NotesPanelProps } from '@vinkompassen/shared-contracts';
import type { Note, NOTE_MAX_LENGTH, NoteVisibility } from '@vinkompassen/shared-contracts/schemas';
import { Skeleton } from '@vinkompassen/ui-kit';
import { RatingControl } from '../community';
import { requestLogin, useViewer } from '../session';
import '../ui/community.css';
import { TEXTS } from '../texts';
import '../ui/social.css';
import { useCreateNoteMutation, useDeleteNoteMutation, useGetNotesByProductQuery, useUpdateNoteMutation } from '../ui/socialApi';

const NOTE_MAX: typeof NOTE_MAX_LENGTH = 2000;

const VISIBILITIES: readonly NoteVisibility[] = ['private', 'followers', 'public'];

/**
 * The user's own rating ("Ditt betyg") and notes on one wine, embedded in discovery's wine page through `RemoteSlot`
 * (`<RemoteSlot remote="social" module="./NotesPanel" props={{ productId }} />`).
 * Content only: the host page gives the section its heading ('Mina anteckningar') and frame.
 */
export default function NotesPanel({ productId }: NotesPanelProps) {
  const { authenticated, token } = useViewer();
  return (
    <div className="soc-notes" data-remote="social">
      {authenticated ? (
        <>
          <RatingControl productId={productId} viewer={token} />
          <OwnNotes productId={productId} />
        </>
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

  const add = async (text: string, visibility: NoteVisibility) => {
    // Private is the server's default: sent only when another is chosen.
    const result = await createNote({ product: productId, text, ...(visibility !== 'private' && { visibility }) });
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

  const save = async (text: string, visibility: NoteVisibility) => {
    const result = await updateNote({ id: note.id, product: note.product, text, visibility });
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
          initialVisibility={note.visibility}
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
        <span>{edited ? TEXTS.notes.edited(formatShortDate(note.updated_at)) : TEXTS.notes.written(formatShortDate(note.created_at))}</span>
        <span aria-hidden="true"> · </span>
        <span>{TEXTS.notes.visibilityShown(TEXTS.notes.visibility[note.visibility])}</span>
      </p>
      {note.hidden && <p className="soc-note__hidden">{TEXTS.notes.hidden}</p>}
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
  initialVisibility?: NoteVisibility;
  busy: boolean;
  /** Resolves whether the note was saved. */
  onSubmit: (text: string, visibility: NoteVisibility) => Promise<boolean>;
  onCancel?: () => void;
  clearOnSuccess?: boolean;
  autoFocus?: boolean;
}

function NoteForm({ label, submitLabel, initial = '', initialVisibility = 'private', busy, onSubmit, onCancel, clearOnSuccess, autoFocus }: NoteFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [visibility, setVisibility] = useState<NoteVisibility>(initialVisibility);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const trimmed = text.trim();
  const canSubmit = trimmed !== '' && (trimmed !== initial.trim() || visibility !== initialVisibility);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    if ((await onSubmit(trimmed, visibility)) && clearOnSuccess) {
      setText('');
      setVisibility('private');
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
      {/* The same segmented control as a list's Offentlig/Privat. */}
      <fieldset className="soc-visibility" aria-describedby={`${id}-visibility-info`}>
        <legend>{TEXTS.notes.visibilityLegend}</legend>
        <div className="soc-visibility__options">
          {VISIBILITIES.map((value) => (
            <label key={value} className="soc-visibility__option">
              <input type="radio" name={`${id}-visibility`} value={value} checked={visibility === value} onChange={() => setVisibility(value)} />
              <span>{TEXTS.notes.visibility[value]}</span>
            </label>
          ))}
        </div>
        <p id={`${id}-visibility-info`} className="soc-visibility__info">
          {TEXTS.notes.visibilityHint[visibility]}
        </p>
      </fieldset>
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
