import { useState, type FormEvent } from 'react';
import { ROUTES, bus, errorLines } from '@vinkompassen/shared-contracts';
import { useRegisterMutation } from '../ui/accountApi';
import { FormErrors, SubmitButton, TextField, useForm, PASSWORD_MIN_LENGTH, email, maxLength, minLength, required, sameAs, type Rule } from '../forms';
import { TEXTS } from '../texts';
import { FormControls } from '@vinkompassen/ui-kit';

/** The API's USER_NAME_MAX_LENGTH. */
const NAME_MAX_LENGTH = 100;

type Field = 'name' | 'email' | 'password1' | 'password2';

const RULES: Record<Field, Rule<Field>[]> = {
  name: [maxLength(NAME_MAX_LENGTH, TEXTS.edit.nameTooLong)],
  email: [required(), email()],
  password1: [required(), minLength(PASSWORD_MIN_LENGTH)],
  password2: [required(), sameAs('password1')],
};

/**
 * Registration. The API answers with a token (the new user is logged in), which goes to the shell like
 * a login's: in the modal a wine awaiting a like gets liked, on the page the shell navigates on.
 */
export function RegisterForm({ via }: { via: 'modal' | 'page' }) {
  const [register, { isLoading }] = useRegisterMutation();
  const form = useForm<Field>(RULES);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || isLoading) return;
    setServerErrors([]);
    const { name, email: address, password1, password2 } = form.values;
    const result = await register({ email: address.trim(), password1, password2, ...(name.trim() && { name: name.trim() }) });
    if (result.data) bus.publish('auth/login-succeeded', { token: result.data.key, via });
    else setServerErrors(errorLines(result.error, TEXTS.defaultError));
  };

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormControls>
        <TextField {...form.field('name')} label={TEXTS.register.name} hint={TEXTS.register.nameHint} autoComplete="name" />
        <TextField {...form.field('email')} label={TEXTS.register.email} type="email" autoComplete="email" inputMode="email" required />
        <TextField
          {...form.field('password1')}
          label={TEXTS.register.password}
          hint={TEXTS.register.passwordHint}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField {...form.field('password2')} label={TEXTS.register.passwordRepeat} type="password" autoComplete="new-password" required />
        <p className="acc-form__note">
          {TEXTS.register.terms}{' '}
          <a href={ROUTES.terms} target="_blank" rel="noopener">
            {TEXTS.register.termsLink}
            <span className="vk-visually-hidden"> {TEXTS.newTab}</span>
          </a>
          .
        </p>
        <FormErrors lines={serverErrors} />
        <SubmitButton blocked={form.invalid} busy={isLoading}>
          {isLoading ? TEXTS.register.sending : TEXTS.register.submit}
        </SubmitButton>
      </FormControls>
    </form>
  );
}
