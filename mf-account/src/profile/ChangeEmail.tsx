import { useState, type FormEvent } from 'react';
import { errorLines } from '@vinkompassen/shared-contracts';
import { useChangeEmailMutation } from '../ui/accountApi';
import { FormErrors, SubmitButton, TextField, useForm, email, required, type Rule } from '../forms';
import { TEXTS } from '../texts';
import { SettingSection } from './SettingSection';

type Field = 'email' | 'password';
const RULES: Record<Field, Rule<Field>[]> = {
  email: [email(TEXTS.login.invalidEmail)],
  password: [required()],
};

/**
 * The own e-mail address, behind a button, confirmed with the password. The API's field messages (a wrong password,
 * an address another account has) show in the form; the address changes only when the new address's link is followed
 * (email-change/EmailChangePage.tsx), so the profile keeps showing the current one.
 */
export function ChangeEmail() {
  return (
    <SettingSection
      heading={TEXTS.changeEmail.heading}
      start={TEXTS.changeEmail.start}
      done={TEXTS.changeEmail.done}
      form={(onDone) => <EmailForm onDone={onDone} />}
    />
  );
}

function EmailForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const [change, { isLoading }] = useChangeEmailMutation();
  const form = useForm<Field>(RULES);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || isLoading) return;
    setServerErrors([]);
    const result = await change({ new_email: form.values.email.trim(), password: form.values.password });
    if ('error' in result && result.error) setServerErrors(errorLines(result.error, TEXTS.defaultError));
    else onDone(true);
  };

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField {...form.field('email')} label={TEXTS.changeEmail.email} type="email" autoComplete="email" inputMode="email" required />
      <TextField
        {...form.field('password')}
        label={TEXTS.changeEmail.password}
        hint={TEXTS.changeEmail.passwordHint}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormErrors lines={serverErrors} />
      <div className="acc-form__row">
        <SubmitButton blocked={form.invalid} busy={isLoading}>
          {isLoading ? TEXTS.changeEmail.sending : TEXTS.changeEmail.submit}
        </SubmitButton>
        <button type="button" className="vk-button" onClick={() => onDone(false)}>
          {TEXTS.changeEmail.cancel}
        </button>
      </div>
    </form>
  );
}
