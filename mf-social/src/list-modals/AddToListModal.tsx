import { useEffect, useRef, useState, type FormEvent } from 'react';
import { bus, useGetMyListsQuery, type AddToListModalProps, errorStatus } from '@vinkompassen/shared-contracts';
import { Skeleton } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import '../ui/social.css';
import { useAddProductToListMutation } from '../ui/socialApi';

/** Add-to-list modal content (spec sections 4, 5, 8); the shell provides the dialog around it. */
export default function AddToListModal({ titleId, onClose, productId }: AddToListModalProps) {
  // Fresh lists on every opening: which lists already hold the wine decides what can be chosen.
  const lists = useGetMyListsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The failure disables Spara (a 409 marks the list as holding the wine): keep focus in the dialog, on the reason.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);
  const [addProduct, { isLoading }] = useAddProductToListMutation();
  const holdsWine = (listId: number) =>
    lists.data?.find((l) => l.id === listId)?.product_list.some((p) => p.id === productId) ?? false;
  // A 409 reloads the lists; the list then holds the wine and is no longer a valid choice.
  const canSave = chosen !== null && !holdsWine(chosen);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || chosen === null || isLoading) return;
    setMessage(null);
    const result = await addProduct({ list: chosen, product: productId });
    if (!('error' in result)) {
      onClose();
      // The shell confirms ("Tillagt i …") and offers to undo, after the dialog is gone.
      bus.publish('list/product-added', { list: { id: result.data.id, name: result.data.name }, productId });
      return;
    }
    setMessage(errorStatus(result.error) === 409 ? TEXTS.addToList.alreadyInList : TEXTS.addToList.failed);
  };

  const createNew = () => {
    // Close first: the shell then opens the create-list modal with the pending wine in the same dialog.
    onClose();
    bus.publish('list/create-requested', { productId });
  };

  return (
    <form className="soc-modal" data-remote="social" onSubmit={(e) => void submit(e)}>
      <h2 id={titleId}>{TEXTS.addToList.heading}</h2>
      {lists.isLoading ? (
        <Skeleton lines={3} />
      ) : lists.isError ? (
        <div className="soc-modal__state" role="alert">
          <p>{TEXTS.loadFailed}</p>
          <button type="button" className="vk-button vk-button--small" onClick={() => void lists.refetch()}>
            {TEXTS.retry}
          </button>
        </div>
      ) : lists.data && lists.data.length > 0 ? (
        <fieldset className="soc-choices">
          <legend>{TEXTS.addToList.choose}</legend>
          {lists.data.map((list) => {
            const inList = holdsWine(list.id);
            return (
              <label key={list.id} className={`soc-choice${inList ? ' soc-choice--disabled' : ''}`}>
                <input
                  type="radio"
                  name="list"
                  value={list.id}
                  checked={chosen === list.id}
                  disabled={inList}
                  onChange={() => {
                    setChosen(list.id);
                    setMessage(null);
                  }}
                />
                <span className="soc-choice__text">
                  <span className="soc-choice__name">{list.name}</span>
                  <span className="soc-choice__meta">
                    {inList ? TEXTS.addToList.alreadyThere : TEXTS.lists.winesCount(list.products_count)}
                    {' · '}
                    {list.is_public ? TEXTS.visibility.public : TEXTS.visibility.private}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : (
        <p>{TEXTS.addToList.noLists}</p>
      )}
      {message && (
        <p className="vk-inline-error" role="alert" tabIndex={-1} ref={messageRef}>
          {message}
        </p>
      )}
      <div className="soc-modal__actions">
        <button type="submit" className="vk-button vk-button--primary" disabled={!canSave}>
          {isLoading ? TEXTS.saving : TEXTS.save}
        </button>
        <button type="button" className="vk-button" onClick={createNew}>
          {TEXTS.addToList.createNew}
        </button>
      </div>
    </form>
  );
}
