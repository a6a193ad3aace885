import { useEffect, useRef, useState, type FormEvent } from 'react';
import { bus, track, type CreateListModalProps } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { ListDescriptionField, ListNameField, VisibilityField, isValid, validateListForm } from '../user-lists';
import '../ui/social.css';
import { useCreateListMutation } from '../ui/socialApi';

/** Create-list modal content (spec sections 4, 5, 8); the shell provides the dialog around it. */
export default function CreateListModal({ titleId, onClose, productId }: CreateListModalProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  // Private until the user publishes it on purpose.
  const [isPublic, setIsPublic] = useState(false);
  const [nameTouched, setNameTouched] = useState(false);
  const [failed, setFailed] = useState(false);
  const [createList, { isLoading }] = useCreateListMutation();
  const nameRef = useRef<HTMLInputElement>(null);
  const failedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failed) failedRef.current?.focus();
  }, [failed]);

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const errors = validateListForm({ name, description });
  const valid = isValid(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    if (!valid || isLoading) return;
    setFailed(false);
    const listName = name.trim();
    const result = await createList({
      name: listName,
      description: description.trim(),
      is_public: isPublic,
      ...(productId !== undefined && { products: [productId] }),
    });
    // Success: the mutation's tags reload the lists; the modal closes.
    if ('error' in result) setFailed(true);
    else {
      track('c_list_created', { is_public: isPublic, product_count: productId !== undefined ? 1 : 0 });
      // The modal closes: the shell's status toast says it worked.
      bus.publish('notice/show', { message: productId !== undefined ? TEXTS.createList.createdWithWine(listName) : TEXTS.createList.created(listName) });
      onClose();
    }
  };

  return (
    <form className="soc-modal" data-remote="social" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId}>{TEXTS.createList.heading}</h2>
      {productId !== undefined && <p className="soc-modal__note">{TEXTS.createList.withWine}</p>}
      <ListNameField
        inputRef={nameRef}
        value={name}
        onChange={setName}
        onBlur={() => setNameTouched(true)}
        error={nameTouched ? errors.name : undefined}
      />
      <ListDescriptionField value={description} onChange={setDescription} error={errors.description} />
      <VisibilityField isPublic={isPublic} onChange={setIsPublic} />
      {failed && (
        <p className="vk-inline-error" role="alert" tabIndex={-1} ref={failedRef}>
          {TEXTS.defaultError}
        </p>
      )}
      <div className="soc-modal__actions">
        <button type="submit" className="vk-button vk-button--primary" disabled={!valid}>
          {isLoading ? TEXTS.saving : TEXTS.createList.submit}
        </button>
        <button type="button" className="vk-button" onClick={onClose}>
          {TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}
