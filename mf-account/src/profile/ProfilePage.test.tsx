import { screen, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import type { UserList } from '@vinkompassen/shared-contracts/schemas';
import { fail, mockApi, noContent, recordBus, renderScreen } from '@vinkompassen/test-kit';
import { testProfile } from '../test/fixtures';
import ProfilePage from './ProfilePage';

// No timer between keystrokes: long forms stay fast on a busy machine.
const userEvent = userEventBase.setup({ delay: null });

const at = (path = '/profile') => renderScreen(<ProfilePage />, { path, route: '/profile/*', token: 'tok' });

const list = (over: Partial<UserList>): UserList => ({
  id: 1,
  slug: 'helgviner',
  name: 'Helgviner',
  description: '',
  is_public: true,
  owner: { id: 7, slug: 'anna', name: 'Anna', avatar: null },
  product_list: [],
  products_count: 2,
  is_saved: false,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  ...over,
});

describe('profile page', { timeout: 20_000 }, () => {
  it('shows the user, with the default silhouette when there is no image', async () => {
    mockApi({ 'GET /auth/profile/': () => testProfile });
    at();
    expect(await screen.findByText('anna@example.se')).toBeInTheDocument();
    expect(screen.getByText('Anna')).toBeInTheDocument();
    expect(screen.getByText('Följer 1 · 2 följare · 1 egen lista')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Din profilbild' }).tagName).toBe('svg');
  });

  it('shows a retry when the profile cannot be loaded', async () => {
    let failing = true;
    mockApi({ 'GET /auth/profile/': () => (failing ? fail(500, {}) : testProfile) });
    at();
    expect(await screen.findByText('Vi kunde inte hämta din profil just nu.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('anna@example.se')).toBeInTheDocument();
  });

  it('lists saved wines with a bottle placeholder, and removes one', async () => {
    let liked = testProfile.liked_products;
    const { calls } = mockApi({
      'GET /auth/profile/': () => ({ ...testProfile, liked_products: liked }),
      'POST /api/v1/user-product-likes/unlike-product/': () => {
        liked = [];
        return noContent();
      },
    });
    at();
    const link = await screen.findByRole('link', { name: /Château Exempel/ });
    expect(link).toHaveAttribute('href', '/product/chateau-exempel-2019');
    expect(screen.getByText('149 kr')).toBeInTheDocument();
    expect(screen.getByText('Rött vin · Frankrike')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Château Exempel Bordeaux Supérieur från sparade viner' }));
    expect(await screen.findByText(/Du har inte sparat några viner än/)).toBeInTheDocument();
    const unlike = calls.find((r) => r.path.endsWith('/unlike-product/'));
    expect(unlike!.body).toEqual({ product: 11 });
  });

  it('puts a wine back and reports when removing fails', async () => {
    mockApi({
      'GET /auth/profile/': () => testProfile,
      'POST /api/v1/user-product-likes/unlike-product/': () => fail(500, {}),
    });
    const errors = recordBus('error/show');
    at();
    await userEvent.click(await screen.findByRole('button', { name: /Ta bort Château Exempel/ }));
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(screen.getByRole('link', { name: /Château Exempel/ })).toBeInTheDocument();
  });

  it('shows own and saved lists, and asks for the create-list modal', async () => {
    mockApi({
      'GET /auth/profile/': () => testProfile,
      'GET /api/v1/user-lists/my-lists': () => [list({}), list({ id: 2, slug: 'hemligt', name: 'Hemligt', is_public: false, products_count: 1 })],
      'GET /api/v1/user-lists/saved-lists/': () =>
        [list({ id: 3, slug: 'bertils-basta', name: 'Bertils bästa', owner: { id: 8, slug: 'bertil', name: 'Bertil', avatar: null } })],
      'GET /api/v1/catalogs/saved/': () =>
        [
          {
            id: 4,
            slug: 'redaktionens-val',
            name: 'Redaktionens val',
            description: '',
            kind: 'list',
            product_count: 6,
            is_saved: true,
            saves_count: 3,
            ranked_by: null,
            image_url: null,
            preview: [],
          },
        ],
    });
    const creates = recordBus('list/create-requested');
    at('/profile/lists');
    const own = (await screen.findByRole('heading', { name: 'Mina listor' })).closest('section')!;
    await within(own).findByRole('link', { name: 'Helgviner' });
    expect(within(own).getByRole('link', { name: 'Helgviner' })).toHaveAttribute('href', '/user-list/helgviner');
    expect(within(own).getByText('Privat')).toBeInTheDocument();
    expect(within(own).getByText('1 vin')).toBeInTheDocument();
    const saved = screen.getByRole('heading', { name: 'Sparade listor' }).closest('section')!;
    expect(await within(saved).findByRole('link', { name: 'Bertils bästa' })).toHaveAttribute('href', '/user-list/bertils-basta');
    expect(within(saved).getByText('2 viner · av Bertil')).toBeInTheDocument();
    const followed = screen.getByRole('heading', { name: 'Vinlistor du följer' }).closest('section')!;
    expect(await within(followed).findByRole('link', { name: 'Redaktionens val' })).toHaveAttribute('href', '/list/redaktionens-val');
    expect(within(followed).getByText('6 viner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skapa ny lista' }));
    expect(creates[0]!.payload).toEqual({});
  });

  it('shows empty lists with a hint', async () => {
    mockApi({
      'GET /auth/profile/': () => testProfile,
      'GET /api/v1/user-lists/my-lists': () => [],
      'GET /api/v1/user-lists/saved-lists/': () => [],
      'GET /api/v1/catalogs/saved/': () => [],
    });
    at('/profile/lists');
    expect(await screen.findByText(/Du har inga egna listor än/)).toBeInTheDocument();
    expect(await screen.findByText('Du har inte sparat några andras listor än.')).toBeInTheDocument();
    expect(await screen.findByText('Du följer inga vinlistor än.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se alla vinlistor' })).toHaveAttribute('href', '/lists');
  });

  it('links to the users followed', async () => {
    mockApi({ 'GET /auth/profile/': () => testProfile });
    at('/profile/users');
    expect(screen.getByRole('link', { name: 'Följer' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Bertil' })).toHaveAttribute('href', '/user/bertil');
  });

  it('logs out through the shell', async () => {
    mockApi({ 'GET /auth/profile/': () => testProfile });
    const logouts = recordBus('auth/logout-requested');
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Logga ut' }));
    expect(logouts).toHaveLength(1);
  });
});

describe('profile edit', { timeout: 20_000 }, () => {
  it('sends name, visibility and a new image as multipart, then shows the result', async () => {
    let profile = testProfile;
    const { calls } = mockApi({
      'GET /auth/profile/': () => profile,
      'PUT /auth/profile/': () => {
        profile = { ...testProfile, name: 'Anna Berg', avatar: 'http://api.test/media/avatars/7.png' };
        return profile;
      },
    });
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Redigera profil' }));
    expect(screen.getByRole('heading', { name: 'Redigera profil' })).toHaveFocus();
    const name = screen.getByLabelText('Namn');
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna Berg');
    await userEvent.click(screen.getByLabelText('Visa mina sparade viner för andra användare'));
    // "Vem ser mina betyg?": Bara jag until changed.
    const ratings = screen.getByRole('group', { name: 'Vem ser mina betyg?' });
    expect(within(ratings).getByRole('radio', { name: 'Bara jag' })).toBeChecked();
    await userEvent.click(within(ratings).getByRole('radio', { name: 'Följare' }));
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'jag.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Välj bild'), image);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Profilen är sparad.')).toBeInTheDocument();
    expect(await screen.findByText('Anna Berg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redigera profil' })).toHaveFocus();

    const put = calls.find((r) => r.method === 'PUT')!;
    expect(put.request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = put.body as FormData;
    expect(form.get('name')).toBe('Anna Berg');
    expect(form.get('likes_are_public')).toBe('true');
    expect(form.get('ratings_visibility')).toBe('followers');
    // (jsdom's File loses its name on the way into Node's Request; browsers keep it.)
    const sent = form.get('avatar') as File;
    expect([sent.type, sent.size]).toEqual(['image/png', 4]);
    expect(form.has('remove_avatar')).toBe(false);
  });

  it('refuses a file that is not an image before sending', async () => {
    const { calls } = mockApi({ 'GET /auth/profile/': () => testProfile });
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Redigera profil' }));
    // userEvent.upload honours `accept`; a drop or a picker set to "all files" can still deliver anything.
    await userEventBase
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Välj bild'), new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Filen måste vara en bild (PNG, JPEG, GIF eller WebP).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(calls.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('can drop the current image and shows API messages', async () => {
    const { calls } = mockApi({
      'GET /auth/profile/': () => ({ ...testProfile, avatar: 'http://api.test/media/avatars/7.png' }),
      'PUT /auth/profile/': () => fail(413, { avatar: ['Bilden är för stor. Den får vara högst 5 MB.'] }),
    });
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Redigera profil' }));
    await userEvent.click(screen.getByLabelText('Ta bort profilbilden'));
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bilden är för stor.');
    const form = calls.find((r) => r.method === 'PUT')!.body as FormData;
    expect(form.get('remove_avatar')).toBe('true');
    expect(form.has('avatar')).toBe(false);
  });

  it('cancels without sending', async () => {
    const { calls } = mockApi({ 'GET /auth/profile/': () => testProfile });
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Redigera profil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('heading', { name: 'Redigera profil' })).not.toBeInTheDocument();
    expect(calls.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});

describe('delete account', { timeout: 20_000 }, () => {
  it('asks for confirmation, deletes, drops the session and leaves the profile', async () => {
    const { calls } = mockApi({
      'GET /auth/profile/': () => testProfile,
      'DELETE /auth/delete-account/': () => noContent(),
    });
    const dropped = recordBus('auth/unauthorized');
    const notices = recordBus('notice/show');
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Radera mitt konto' }));
    expect(screen.getByRole('heading', { name: 'Vill du verkligen radera ditt konto?' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(calls.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Radera mitt konto' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Radera mitt konto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, radera kontot' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(dropped).toHaveLength(1);
    // Home alone says nothing: the shell's toast tells what happened.
    expect(notices.map((m) => m.payload)).toEqual([{ message: 'Ditt konto är raderat' }]);
  });

  it('reports a failed deletion and keeps the session', async () => {
    mockApi({
      'GET /auth/profile/': () => testProfile,
      'DELETE /auth/delete-account/': () => fail(500, {}),
    });
    const errors = recordBus('error/show');
    const dropped = recordBus('auth/unauthorized');
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Radera mitt konto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, radera kontot' }));
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(dropped).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

});

describe('change password', { timeout: 20_000 }, () => {
  it('changes the password: the current one checked by the API, the new one twice', async () => {
    let current = 'gammalt-losen';
    const api = mockApi({
      'GET /auth/profile/': () => testProfile,
      'POST /auth/password/change/': (_request, { body }) => {
        const { old_password } = body as { old_password: string };
        if (old_password !== current) return fail(400, { old_password: ['Fel lösenord.'] });
        current = 'nytt-losen-1';
        return { detail: 'Ditt lösenord är ändrat.' };
      },
    });
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Byt lösenord' }));
    const section = screen.getByRole('region', { name: 'Byt lösenord' });
    expect(within(section).getByRole('heading', { name: 'Byt lösenord' })).toHaveFocus();

    // Checked in the browser first: nothing is sent.
    await userEvent.click(within(section).getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(within(section).getAllByText('Value is required')).toHaveLength(3);
    await userEvent.type(within(section).getByLabelText('Nuvarande lösenord'), 'fel-losen');
    await userEvent.type(within(section).getByLabelText('Nytt lösenord'), 'kort');
    await userEvent.type(within(section).getByLabelText('Upprepa det nya lösenordet'), 'annat');
    await userEvent.click(within(section).getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(within(section).getByText('This field should be at least 8 characters long')).toBeInTheDocument();
    expect(within(section).getByText('Lösenorden matchar inte.')).toBeInTheDocument();
    expect(api.bodies('POST /auth/password/change/')).toEqual([]);

    // A wrong current password: the API's message, in the form.
    await userEvent.clear(within(section).getByLabelText('Nytt lösenord'));
    await userEvent.type(within(section).getByLabelText('Nytt lösenord'), 'nytt-losen-1');
    await userEvent.clear(within(section).getByLabelText('Upprepa det nya lösenordet'));
    await userEvent.type(within(section).getByLabelText('Upprepa det nya lösenordet'), 'nytt-losen-1');
    await userEvent.click(within(section).getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Fel lösenord.');

    await userEvent.clear(within(section).getByLabelText('Nuvarande lösenord'));
    await userEvent.type(within(section).getByLabelText('Nuvarande lösenord'), 'gammalt-losen');
    await userEvent.click(within(section).getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(await within(section).findByText('Ditt lösenord är ändrat. Andra enheter där du var inloggad har loggats ut.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(section).queryByLabelText('Nuvarande lösenord')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Byt lösenord' })).toHaveFocus();
    expect(api.bodies('POST /auth/password/change/').at(-1)).toEqual({
      old_password: 'gammalt-losen',
      new_password1: 'nytt-losen-1',
      new_password2: 'nytt-losen-1',
    });
  });
});

describe('change e-mail', { timeout: 20_000 }, () => {
  it('changes the e-mail address, confirmed with the password; a taken address is refused in the form', async () => {
    const api = mockApi({
      'GET /auth/profile/': () => testProfile,
      'POST /auth/email/change/': (_request, { body }) => {
        const { password, new_email } = body as { password: string; new_email: string };
        if (password !== 'mitt-losen-1') return fail(400, { password: ['Fel lösenord.'] });
        if (new_email === 'upptagen@example.se') return fail(400, { new_email: ['Det finns redan ett konto med den mejladressen.'] });
        return { detail: 'Vi har skickat en länk till den nya adressen. Adressen byts när du öppnar länken.' };
      },
    });
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Byt mejladress' }));
    const section = screen.getByRole('region', { name: 'Byt mejladress' });
    expect(within(section).getByRole('heading', { name: 'Byt mejladress' })).toHaveFocus();

    await userEvent.type(within(section).getByLabelText('Ny mejladress'), 'anna@');
    await userEvent.click(within(section).getByRole('button', { name: 'Spara ny mejladress' }));
    expect(within(section).getByText('Mejladressen är inte giltig.')).toBeInTheDocument();
    expect(within(section).getByText('Value is required')).toBeInTheDocument();
    expect(api.bodies('POST /auth/email/change/')).toEqual([]);

    await userEvent.clear(within(section).getByLabelText('Ny mejladress'));
    await userEvent.type(within(section).getByLabelText('Ny mejladress'), 'upptagen@example.se');
    await userEvent.type(within(section).getByLabelText('Ditt lösenord'), 'mitt-losen-1');
    await userEvent.click(within(section).getByRole('button', { name: 'Spara ny mejladress' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Det finns redan ett konto med den mejladressen.');

    await userEvent.clear(within(section).getByLabelText('Ny mejladress'));
    await userEvent.type(within(section).getByLabelText('Ny mejladress'), ' Anna.Ny@Example.se ');
    await userEvent.click(within(section).getByRole('button', { name: 'Spara ny mejladress' }));
    expect(await within(section).findByText('Vi har skickat en länk till den nya adressen. Adressen byts när du öppnar länken.')).toHaveAttribute('role', 'status');
    expect(api.bodies('POST /auth/email/change/').at(-1)).toEqual({ new_email: 'Anna.Ny@Example.se', password: 'mitt-losen-1' });
    // Nothing changed yet: the profile keeps the current address until the new one's link is followed.
    expect(screen.getByText('anna@example.se')).toBeInTheDocument();
    expect(screen.queryByText('anna.ny@example.se')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Byt mejladress' })).toHaveFocus();
  });
});
