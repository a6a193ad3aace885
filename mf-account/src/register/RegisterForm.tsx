import { ROUTES, bus } from '@vinkompassen/shared-contracts';
import { useRegisterMutation } from '../ui/accountApi';
import { EmailField, FormFooter, NewPasswordFields, TextField, failureLines, useForm, PASSWORD_MIN_LENGTH, email, maxLength, minLength, required, sameAs, type Rule } from '../forms';
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
  const form = useForm<Field>(RULES, { busy: isLoading });

  const submit = form.submit(async ({ name, email: address, password1, password2 }) => {
    const result = await register({ email: address.trim(), password1, password2, ...(name.trim() && { name: name.trim() }) });
    if (result.data) bus.publish('auth/login-succeeded', { token: result.data.key, via });
    return failureLines(result);
  });

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      <FormControls>
        <TextField {...form.field('name')} label={TEXTS.register.name} hint={TEXTS.register.nameHint} autoComplete="name" />
        <EmailField form={form} label={TEXTS.register.email} />
        <NewPasswordFields form={form} texts={TEXTS.register} />
        <p className="acc-form__note">
          {TEXTS.register.terms}{' '}
          <a href={ROUTES.terms} target="_blank" rel="noopener">
            {TEXTS.register.termsLink}
            <span className="vk-visually-hidden"> {TEXTS.newTab}</span>
          </a>
          .
        </p>
        <FormFooter form={form} texts={TEXTS.register} />
      </FormControls>
    </form>
  );
}
