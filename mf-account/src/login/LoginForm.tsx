import { useId, useState, type FormEvent } from 'react';
import { ROUTES, SHARED_TEXTS, bus, useLoginMutation } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { flattenLoginErrors } from './loginErrors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Login (spec sections 4–5). On success the token goes to the shell over the bus; the shell stores
 * it, loads the profile and closes the modal or navigates.
 */
export function LoginForm({ via }: { via: 'modal' | 'page' }) {
  const ids = useId();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const emailError = EMAIL.test(email.trim()) ? null : TEXTS.login.invalidEmail;
  const passwordError = password ? null : TEXTS.login.required;
  const invalid = Boolean(emailError || passwordError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (invalid || isLoading) return;
    setServerErrors([]);
    const result = await login({ email: email.trim(), password });
    if ('data' in result && result.data) {
      bus.publish('auth/login-succeeded', { token: result.data.key, via });
      return;
    }
    const error = 'error' in result ? result.error : undefined;
    const lines = error && 'data' in error ? flattenLoginErrors(error.data) : [];
    setServerErrors(lines.length > 0 ? lines : [SHARED_TEXTS.defaultError]);
  };

  const field = (name: 'email' | 'password') => ({
    id: `${ids}-${name}`,
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });
  const showEmailError = touched.email && emailError;
  const showPasswordError = touched.password && passwordError;

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="vk-field">
        <label htmlFor={`${ids}-email`}>{TEXTS.login.email}</label>
        <input
          {...field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={showEmailError ? true : undefined}
          aria-describedby={showEmailError ? `${ids}-email-error` : undefined}
        />
        {showEmailError && (
          <p id={`${ids}-email-error`} className="vk-field__error">
            {emailError}
          </p>
        )}
      </div>
      <div className="vk-field">
        <label htmlFor={`${ids}-password`}>{TEXTS.login.password}</label>
        <input
          {...field('password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={showPasswordError ? true : undefined}
          aria-describedby={showPasswordError ? `${ids}-password-error` : undefined}
        />
        {showPasswordError && (
          <p id={`${ids}-password-error`} className="vk-field__error">
            {passwordError}
          </p>
        )}
      </div>
      {serverErrors.length > 0 && (
        <ul className="acc-form__errors" role="alert">
          {serverErrors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <button type="submit" className="vk-button vk-button--primary" disabled={invalid || isLoading}>
        {isLoading ? TEXTS.login.sending : TEXTS.login.submit}
      </button>
      <ul className="acc-form__links">
        <li>
          <a href={ROUTES.register} target="_blank" rel="noopener">
            {TEXTS.login.noAccount} <span className="vk-visually-hidden">{TEXTS.login.newTab}</span>
          </a>
        </li>
        <li>
          <a href={ROUTES.reset} target="_blank" rel="noopener">
            {TEXTS.login.forgotPassword} <span className="vk-visually-hidden">{TEXTS.login.newTab}</span>
          </a>
        </li>
      </ul>
    </form>
  );
}
