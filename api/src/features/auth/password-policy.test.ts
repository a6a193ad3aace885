import type { ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '@/testing/app';
import { request } from '@/testing/request';
import { freshIp, registerUser } from '@/testing/users';
import { PASSWORD_TEXTS, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('refuses blank, common and e-mail passwords; accepts the rest', () => {
    expect(passwordProblem('        ')).toBe(PASSWORD_TEXTS.blank);
    expect(passwordProblem('password1')).toBe(PASSWORD_TEXTS.common);
    expect(passwordProblem('Qwertyuiop')).toBe(PASSWORD_TEXTS.common); // any case
    expect(passwordProblem('anna@example.se', 'Anna@Example.se')).toBe(PASSWORD_TEXTS.sameAsEmail);
    expect(passwordProblem('en lång mening om vin')).toBeNull(); // spaces inside are fine
    expect(passwordProblem('hemligt-losen-1')).toBeNull();
  });
});

describe('password policy on the routes that set a password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const post = <T = ErrorBody>(url: string, body: object, headers: Record<string, string> = {}) =>
    request<T>(ctx.app, { method: 'POST', url, body, headers, remoteAddress: freshIp() });

  it('registration and password change answer 400 on the field and store nothing', async () => {
    const spaces = await post('/auth/registration/', { email: 'mellanslag@example.se', password1: '        ', password2: '        ' });
    expect(spaces.status).toBe(400);
    expect(spaces.body).toEqual({ password1: [PASSWORD_TEXTS.blank] });
    const common = await post('/auth/registration/', { email: 'vanlig@example.se', password1: 'iloveyou1', password2: 'iloveyou1' });
    expect(common.body).toEqual({ password1: [PASSWORD_TEXTS.common] });
    expect((await post('/login/', { email: 'vanlig@example.se', password: 'iloveyou1' })).status).toBe(400);

    const u = await registerUser(ctx.app);
    const change = await post('/auth/password/change/', { old_password: u.password, new_password1: 'password123', new_password2: 'password123' }, u.headers);
    expect(change.status).toBe(400);
    expect(change.body).toEqual({ new_password1: [PASSWORD_TEXTS.common] });
    expect((await post('/login/', { email: u.email, password: u.password })).status).toBe(200);
  });
});
