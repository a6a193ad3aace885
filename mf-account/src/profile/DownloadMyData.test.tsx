import { screen } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import type { MyDataExport } from '@vinkompassen/shared-contracts/schemas';
import { fail, mockApi, recordBus, renderScreen } from '@vinkompassen/test-kit';
import { testProfile } from '../test/fixtures';
import ProfilePage from './ProfilePage';

// No timer between keystrokes, as the profile page's tests: the page is large.
const userEvent = userEventBase.setup({ delay: null });

const myData: MyDataExport = {
  exported_at: '2025-03-01T10:00:00.000Z',
  profile: { id: 7, slug: 'anna', name: 'Anna', email: 'anna@example.se', avatar: null, likes_are_public: false, created_at: '2025-01-01T00:00:00.000Z' },
  saved_wines: [],
  lists: [],
  saved_lists: [],
  notes: [],
  ratings: [{ product: 3, rating: 4, updated_at: '2025-02-01T00:00:00.000Z' }],
  following: [],
  followers: [],
  reported_notes: [],
};

describe('Ladda ner mina uppgifter', { timeout: 20_000 }, () => {
  let saved: { name: string; blob: Blob } | null;
  beforeEach(() => {
    saved = null;
    const blobs = new Map<string, Blob>();
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, blob: blobs.get(this.href)! };
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('saves everything the API holds about the user as a JSON file', async () => {
    mockApi({ 'GET /auth/profile/': () => testProfile, 'GET /auth/profile/export/': () => myData });
    renderScreen(<ProfilePage />, { path: '/profile', route: '/profile/*', token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ladda ner mina uppgifter' }));
    expect(await screen.findByText('Filen med dina uppgifter är nedladdad.')).toBeInTheDocument();
    expect(saved?.name).toBe('vinkompassen-mina-uppgifter.json');
    // jsdom's Blob has no text(): read it as the browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved!.blob);
    });
    expect(JSON.parse(text)).toEqual(myData);
  });

  it('a failure goes to the error banner and saves nothing', async () => {
    mockApi({ 'GET /auth/profile/': () => testProfile, 'GET /auth/profile/export/': () => fail(500, {}) });
    const errors = recordBus('error/show');
    renderScreen(<ProfilePage />, { path: '/profile', route: '/profile/*', token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ladda ner mina uppgifter' }));
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(saved).toBeNull();
  });
});
