import { useChangePasswordMutation } from '../ui/accountApi';
import { FormFooter, NewPasswordFields, TextField, failureLines, useForm, PASSWORD_MIN_LENGTH, minLength, required, sameAs, type Rule } from '../forms';
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
  const form = useForm<Field>(RULES, { busy: isLoading });

  const submit = form.submit(async (values) => {
    const result = await change({ old_password: values.current, new_password1: values.password1, new_password2: values.password2 });
    if (!result.error) onDone(true);
    return failureLines(result);
  });

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      <TextField {...form.field('current')} label={TEXTS.changePassword.current} type="password" autoComplete="current-password" required />
      <NewPasswordFields form={form} texts={TEXTS.changePassword} />
      <div className="acc-form__row">
        <FormFooter form={form} texts={TEXTS.changePassword} />
        <button type="button" className="vk-button" onClick={() => onDone(false)}>
          {TEXTS.changePassword.cancel}
        </button>
      </div>
    </form>
  );
}
