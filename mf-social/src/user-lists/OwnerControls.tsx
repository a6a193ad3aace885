import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, ROUTES } from '@vinkompassen/shared-contracts';
import type { UserList } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS } from '../texts';
import { VisibilityField } from './ListFields';
import { useDeleteListMutation, useUpdateListMutation } from '../ui/socialApi';

/** Visibility, edit and delete for the list's owner. */
export function OwnerControls({ list, onEdit }: { list: UserList; onEdit: () => void }) {
  const [updateList] = useUpdateListMutation();
  const [deleteList, { isLoading: deleting }] = useDeleteListMutation();
  const [confirming, setConfirming] = useState(false);
  // Shown at once; cleared when the reloaded list agrees (or the change failed).
  const [pendingPublic, setPendingPublic] = useState<boolean | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (pendingPublic === list.is_public) setPendingPublic(null);
  }, [pendingPublic, list.is_public]);

  const changeVisibility = async (isPublic: boolean) => {
    setPendingPublic(isPublic);
    const result = await updateList({ list: list.id, is_public: isPublic });
    if ('error' in result) {
      setPendingPublic(null);
      bus.publish('error/show', {});
    }
  };

  const remove = async () => {
    if (deleting) return;
    const result = await deleteList(list.id);
    if ('error' in result) {
      setConfirming(false);
      bus.publish('error/show', {});
      return;
    }
    navigate(ROUTES.profileLists, { replace: true });
  };

  return (
    <section className="soc-owner" aria-label={TEXTS.userList.ownerActions}>
      <VisibilityField isPublic={pendingPublic ?? list.is_public} onChange={(v) => void changeVisibility(v)} />
      {confirming ? (
        <div className="soc-confirm" role="group" aria-label={TEXTS.userList.deleteConfirm}>
          <p>{TEXTS.userList.deleteConfirm}</p>
          <button type="button" className="vk-button vk-button--small vk-button--primary" aria-busy={deleting} onClick={() => void remove()}>
            {TEXTS.userList.deleteYes}
          </button>
          <button type="button" className="vk-button vk-button--small" onClick={() => setConfirming(false)}>
            {TEXTS.cancel}
          </button>
        </div>
      ) : (
        <div className="soc-owner__actions">
          <button type="button" className="vk-button vk-button--small" onClick={onEdit}>
            {TEXTS.userList.edit}
          </button>
          <button type="button" className="vk-button vk-button--small soc-button--danger" onClick={() => setConfirming(true)}>
            {TEXTS.userList.delete}
          </button>
        </div>
      )}
    </section>
  );
}
