import { useEffect, useRef, useState } from 'react';
import { bus, type Profile } from '@vinkompassen/shared-contracts';
import { Avatar } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { ProfileEditForm } from './ProfileEditForm';

/** Avatar, name and counts, with profile editing and logout. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [savedNotice, setSavedNotice] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the form: focus returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <div className="acc-profile-card vk-card">
      <div className="acc-profile-card__identity">
        <Avatar src={profile.avatar} alt={TEXTS.profile.avatarAlt} size={88} />
        <div className="acc-profile-card__text">
          <p className="acc-profile-card__name">{profile.name}</p>
          <p className="acc-profile-card__email">{profile.email}</p>
          <p className="acc-profile-card__counts">
            {TEXTS.profile.counts(profile.following_count, profile.followers_count, profile.lists_count)}
          </p>
        </div>
      </div>
      {!editing && (
        <div className="acc-profile-card__actions">
          <button
            ref={editButton}
            type="button"
            className="vk-button vk-button--small"
            onClick={() => {
              setSavedNotice(false);
              setEditing(true);
            }}
          >
            {TEXTS.profile.edit}
          </button>
          <button type="button" className="vk-button vk-button--small" onClick={() => bus.publish('auth/logout-requested')}>
            {TEXTS.profile.logout}
          </button>
        </div>
      )}
      <p role="status" className="acc-profile-card__status">
        {savedNotice && TEXTS.edit.saved}
      </p>
      {editing && (
        <ProfileEditForm
          profile={profile}
          onDone={(saved) => {
            setSavedNotice(saved);
            setEditing(false);
          }}
        />
      )}
    </div>
  );
}
