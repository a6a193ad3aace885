import { useState, type FormEvent } from 'react';
import { errorLines } from '@vinkompassen/shared-contracts';
import { useChangePasswordMutation } from '../ui/accountApi';
import { FormErrors, SubmitButton, TextField, useForm, PASSWORD_MIN_LENGTH, minLength, required, sameAs, type Rule } from '../forms';
import { TEXTS } from '../texts';
import { SettingSection } from './SettingSection';

type Field = 'current' | 'password1' | 'password2';
const RULES: Record<Field, Rule<Field>[]> = {
  current: [required()],
  password1: [required(), minLength(PASSWORD_MIN_LENGTH)],
  password2: [required(), sameAs('password1')],
};

/**
 * The own password, behind a button: the current one, the new one twice. The API keeps this session and logs out
 * every other; its field messages (a wrong current password) show in the form.
 */
export function ChangePassword() {
  return (
    <SettingSection
      heading={TEXTS.changePassword.heading}
      start={TEXTS.changePassword.start}
      done={TEXTS.changePassword.done}
      form={(onDone) => <PasswordForm onDone={onDone} />}
    />
  );
}

function PasswordForm({ onDone }: { onDone: (changed: boolean) => void }) {
  const [change, { isLoading }] = useChangePasswordMutation();
  const form = useForm<Field>(RULES);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || isLoading) return;
    setServerErrors([]);
    const result = await change({
      old_password: form.values.current,
      new_password1: form.values.password1,
      new_password2: form.values.password2,
    });
    if ('error' in result && result.error) setServerErrors(errorLines(result.error, TEXTS.defaultError));
    else onDone(true);
  };

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField {...form.field('current')} label={TEXTS.changePassword.current} type="password" autoComplete="current-password" required />
      <TextField
        {...form.field('password1')}
        label={TEXTS.changePassword.password}
        hint={TEXTS.changePassword.passwordHint}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField {...form.field('password2')} label={TEXTS.changePassword.passwordRepeat} type="password" autoComplete="new-password" required />
      <FormErrors lines={serverErrors} />
      <div className="acc-form__row">
        <SubmitButton blocked={form.invalid} busy={isLoading}>
          {isLoading ? TEXTS.changePassword.sending : TEXTS.changePassword.submit}
        </SubmitButton>
        <button type="button" className="vk-button" onClick={() => onDone(false)}>
          {TEXTS.changePassword.cancel}
        </button>
      </div>
    </form>
  );
}
