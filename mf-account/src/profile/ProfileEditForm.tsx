import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { type Profile, type RatingsVisibility, errorLines } from '@vinkompassen/shared-contracts';
import { useUpdateProfileMutation } from '../ui/accountApi';
import { Avatar } from '@vinkompassen/ui-kit';
import { FormErrors, SubmitButton, TextField } from '../forms';
import { TEXTS } from '../texts';
import { AVATAR_TYPES, avatarFileError } from './avatarFile';

const NAME_MAX_LENGTH = 100;

const RATINGS_VISIBILITIES: RatingsVisibility[] = ['private', 'followers', 'public'];

/** Name, avatar (upload or removal), whether saved wines are public and who sees the ratings; sent as multipart. */
export function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: (saved: boolean) => void }) {
  const ids = useId();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [name, setName] = useState(profile.chosen_name);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const [likesPublic, setLikesPublic] = useState(profile.likes_are_public);
  const [ratingsVisibility, setRatingsVisibility] = useState<RatingsVisibility>(profile.ratings_visibility);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const nameError = name.trim().length > NAME_MAX_LENGTH ? TEXTS.edit.nameTooLong : null;
  const invalid = Boolean(nameError || fileError);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const chooseFile = (chosen: File | null) => {
    const error = chosen ? avatarFileError(chosen) : null;
    setFileError(error);
    setFile(error ? null : chosen);
    if (chosen && !error) setRemoveAvatar(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || isLoading) return;
    setServerErrors([]);
    const result = await update({
      name: name.trim(),
      likes_are_public: likesPublic,
      ratings_visibility: ratingsVisibility,
      ...(removeAvatar && { remove_avatar: true }),
      ...(file && { avatar: file }),
    });
    if ('error' in result && result.error) setServerErrors(errorLines(result.error, TEXTS.defaultError));
    else onDone(true);
  };

  const shownAvatar = preview ?? (removeAvatar ? null : profile.avatar);

  return (
    <form className="acc-form acc-edit" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={heading} tabIndex={-1}>
        {TEXTS.edit.heading}
      </h2>
      <TextField
        name="name"
        label={TEXTS.edit.name}
        value={name}
        error={nameError}
        autoComplete="name"
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="acc-edit__avatar">
        <legend>{TEXTS.edit.avatar}</legend>
        <Avatar src={shownAvatar} alt={TEXTS.profile.avatarAlt} size={72} />
        <div className="acc-file">
          <p id={`${ids}-file-hint`} className="acc-field__hint">
            {TEXTS.edit.imageHint}
          </p>
          {/* The native input stays in the tab order; its label is what is seen (no browser-language "Choose file"). */}
          <input
            id={`${ids}-file`}
            className="acc-file__input"
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${ids}-file-hint ${ids}-file-error` : `${ids}-file-hint`}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          <label htmlFor={`${ids}-file`} className="vk-button vk-button--small">
            {TEXTS.edit.chooseImage}
          </label>
          <p className="acc-file__name">{file ? file.name : TEXTS.edit.noFile}</p>
          {fileError && (
            <p id={`${ids}-file-error`} className="vk-field__error">
              {fileError}
            </p>
          )}
        </div>
        {profile.avatar && !file && (
          <div className="vk-field vk-field--checkbox">
            <input
              id={`${ids}-remove`}
              type="checkbox"
              checked={removeAvatar}
              onChange={(event) => setRemoveAvatar(event.target.checked)}
            />
            <label htmlFor={`${ids}-remove`}>{TEXTS.edit.removeImage}</label>
          </div>
        )}
      </fieldset>
      <div className="vk-field vk-field--checkbox">
        <input id={`${ids}-public`} type="checkbox" checked={likesPublic} onChange={(event) => setLikesPublic(event.target.checked)} />
        <label htmlFor={`${ids}-public`}>{TEXTS.edit.likesPublic}</label>
      </div>
      <fieldset className="acc-edit__ratings" aria-describedby={`${ids}-ratings-hint`}>
        <legend>{TEXTS.edit.ratingsVisibility}</legend>
        <p id={`${ids}-ratings-hint`} className="acc-field__hint">
          {TEXTS.edit.ratingsVisibilityHint}
        </p>
        {RATINGS_VISIBILITIES.map((value) => (
          <div key={value} className="vk-field vk-field--checkbox">
            <input
              id={`${ids}-ratings-${value}`}
              type="radio"
              name="ratings_visibility"
              value={value}
              checked={ratingsVisibility === value}
              onChange={() => setRatingsVisibility(value)}
            />
            <label htmlFor={`${ids}-ratings-${value}`}>{TEXTS.edit.ratingsChoices[value]}</label>
          </div>
        ))}
      </fieldset>
      <FormErrors lines={serverErrors} />
      <div className="acc-form__row">
        <SubmitButton blocked={invalid} busy={isLoading}>
          {isLoading ? TEXTS.edit.saving : TEXTS.edit.save}
        </SubmitButton>
        <button type="button" className="vk-button" onClick={() => onDone(false)}>
          {TEXTS.edit.cancel}
        </button>
      </div>
    </form>
  );
}
