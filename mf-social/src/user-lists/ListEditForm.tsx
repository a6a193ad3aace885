import { useEffect, useRef, useState, type FormEvent } from 'react';
import { bus } from '@vinkompassen/shared-contracts';
import type { UserList } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS } from '../texts';
import { ListDescriptionField, ListNameField } from './ListFields';
import { isValid, validateListForm } from './listForm';
import { useUpdateListMutation } from '../ui/socialApi';

/** Rename and describe an own list; same rules as creating one. */
export function ListEditForm({ list, onDone }: { list: UserList; onDone: () => void }) {
  const [name, setName] = useState(list.name);
  const [description, setDescription] = useState(list.description);
  const [nameTouched, setNameTouched] = useState(false);
  const [updateList, { isLoading }] = useUpdateListMutation();
  const nameRef = useRef<HTMLInputElement>(null);
  const errors = validateListForm({ name, description });

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    if (!isValid(errors) || isLoading) return;
    const result = await updateList({ list: list.id, name: name.trim(), description: description.trim() });
    if ('error' in result) bus.publish('error/show', {});
    else onDone();
  };

  return (
    <form className="soc-edit" onSubmit={(e) => void submit(e)} noValidate aria-label={TEXTS.userList.editHeading}>
      <ListNameField
        inputRef={nameRef}
        value={name}
        onChange={setName}
        onBlur={() => setNameTouched(true)}
        error={nameTouched ? errors.name : undefined}
      />
      <ListDescriptionField value={description} onChange={setDescription} error={errors.description} />
      <div className="soc-modal__actions">
        <button type="submit" className="vk-button vk-button--primary" disabled={!isValid(errors)}>
          {isLoading ? TEXTS.saving : TEXTS.save}
        </button>
        <button type="button" className="vk-button" onClick={onDone}>
          {TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}
