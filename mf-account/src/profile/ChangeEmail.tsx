import { useChangeEmailMutation } from '../ui/accountApi';
import { EmailField, FormFooter, TextField, failureLines, useForm, email, required, type Rule } from '../forms';
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
  const form = useForm<Field>(RULES, { busy: isLoading });

  const submit = form.submit(async (values) => {
    const result = await change({ new_email: values.email.trim(), password: values.password });
    if (!result.error) onDone(true);
    return failureLines(result);
  });

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      <EmailField form={form} label={TEXTS.changeEmail.email} />
      <TextField
        {...form.field('password')}
        label={TEXTS.changeEmail.password}
        hint={TEXTS.changeEmail.passwordHint}
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="acc-form__row">
        <FormFooter form={form} texts={TEXTS.changeEmail} />
        <button type="button" className="vk-button" onClick={() => onDone(false)}>
          {TEXTS.changeEmail.cancel}
        </button>
      </div>
    </form>
  );
}
