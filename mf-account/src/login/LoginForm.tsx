import { ROUTES, bus, useLoginMutation } from '@vinkompassen/shared-contracts';
import { EmailField, FormFooter, TextField, failureLines, useForm, email, required } from '../forms';
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
  const form = useForm<keyof typeof RULES>(RULES, { busy: isLoading });

  const submit = form.submit(async (values) => {
    const result = await login({ email: values.email.trim(), password: values.password });
    if (result.data) bus.publish('auth/login-succeeded', { token: result.data.key, via });
    return failureLines(result);
  });

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      <FormControls>
        <EmailField form={form} label={TEXTS.login.email} />
        <TextField {...form.field('password')} label={TEXTS.login.password} type="password" autoComplete="current-password" required />
        <FormFooter form={form} texts={TEXTS.login} />
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
