import { useState, type FormEvent } from 'react';
import { ROUTES, bus, useLoginMutation, errorLines } from '@vinkompassen/shared-contracts';
import { FormErrors, SubmitButton, TextField, useForm, email, required } from '../forms';
import { TEXTS } from '../texts';
import { FormControls } from '@vinkompassen/ui-kit';

const RULES = {
  email: [email(TEXTS.login.invalidEmail)],
  password: [required()],
} as const;

/**
 * Login (spec sections 4–5). On success the token goes to the shell over the bus; the shell stores it,
 * loads the profile, then closes the modal (liking a wine awaiting it) or navigates.
 */
export function LoginForm({ via }: { via: 'modal' | 'page' }) {
  const [login, { isLoading }] = useLoginMutation();
  const form = useForm<keyof typeof RULES>(RULES);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || isLoading) return;
    setServerErrors([]);
    const result = await login({ email: form.values.email.trim(), password: form.values.password });
    if (result.data) bus.publish('auth/login-succeeded', { token: result.data.key, via });
    else setServerErrors(errorLines(result.error, TEXTS.defaultError));
  };

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormControls>
        <TextField {...form.field('email')} label={TEXTS.login.email} type="email" autoComplete="email" inputMode="email" required />
        <TextField {...form.field('password')} label={TEXTS.login.password} type="password" autoComplete="current-password" required />
        <FormErrors lines={serverErrors} />
        <SubmitButton blocked={form.invalid} busy={isLoading}>
          {isLoading ? TEXTS.login.sending : TEXTS.login.submit}
        </SubmitButton>
        <ul className="acc-form__links">
          <li>
            <a href={ROUTES.register} target="_blank" rel="noopener">
              {TEXTS.login.noAccount}
              <span className="vk-visually-hidden"> {TEXTS.newTab}</span>
            </a>
          </li>
          <li>
            <a href={ROUTES.reset} target="_blank" rel="noopener">
              {TEXTS.login.forgotPassword}
              <span className="vk-visually-hidden"> {TEXTS.newTab}</span>
            </a>
          </li>
        </ul>
      </FormControls>
    </form>
  );
}
