import { useState } from 'react';
import { bus } from '@vinkompassen/shared-contracts';
import { requestLogin } from '../session';
import { TEXTS } from '../texts';
import { useAddListToProfileMutation, useRemoveListFromProfileMutation } from '../ui/socialApi';

/** Follows (saves) another user's list to the own profile: add_to_profile / remove_from_profile. */
export function SaveListButton({ listId, saved, authenticated }: { listId: number; saved: boolean; authenticated: boolean }) {
  const [add, addState] = useAddListToProfileMutation();
  const [remove, removeState] = useRemoveListFromProfileMutation();
  const [loginNeeded, setLoginNeeded] = useState(false);

  const busy = addState.isLoading || removeState.isLoading;

  const toggle = async () => {
    if (!authenticated) {
      setLoginNeeded(true);
      requestLogin(true);
      return;
    }
    // Not `disabled` while busy: that would drop keyboard focus.
    if (busy) return;
    const result = await (saved ? remove({ list: listId }) : add({ list: listId }));
    if ('error' in result) bus.publish('error/show', {});
  };

  return (
    <div className="soc-follow">
      <button
        type="button"
        className={`vk-button vk-button--small${saved ? '' : ' vk-button--primary'}`}
        aria-busy={busy}
        onClick={() => void toggle()}
      >
        {saved ? TEXTS.userList.unsave : TEXTS.userList.save}
      </button>
      <p className="soc-follow__status" role="status">
        {saved ? TEXTS.userList.saved : loginNeeded && !authenticated ? TEXTS.loginRequired : ''}
      </p>
    </div>
  );
}
