import { FormErrors } from './FormErrors';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import type { Form } from './useForm';

/** The e-mail address field every account form asks the same way. */
export function EmailField({ form, label }: { form: Pick<Form<'email'>, 'field'>; label: string }) {
  return <TextField {...form.field('email')} label={label} type="email" autoComplete="email" inputMode="email" required />;
}

/** A new password and its repetition (registration, reset, change). */
export function NewPasswordFields({ form, texts }: { form: Pick<Form<'password1' | 'password2'>, 'field'>; texts: { password: string; passwordHint: string; passwordRepeat: string } }) {
  return (
    <>
      <TextField {...form.field('password1')} label={texts.password} hint={texts.passwordHint} type="password" autoComplete="new-password" required />
      <TextField {...form.field('password2')} label={texts.passwordRepeat} type="password" autoComplete="new-password" required />
    </>
  );
}

/** The API's messages above the submit button, which says "Sparar …" while the form is sent. */
export function FormFooter({ form, texts }: { form: Pick<Form<string>, 'invalid' | 'busy' | 'serverErrors'>; texts: { submit: string; sending: string } }) {
  return (
    <>
      <FormErrors lines={form.serverErrors} />
      <SubmitButton blocked={form.invalid} busy={form.busy}>
        {form.busy ? texts.sending : texts.submit}
      </SubmitButton>
    </>
  );
}
