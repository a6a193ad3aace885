import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { vinApi } from '@vinkompassen/shared-contracts';
import { mockApi, profile } from './index';
import { expectServerRenderAndHydration, renderOnServer } from './hydration';
import type { TestState } from './render';

/** Reads localStorage while rendering: what a server-rendered screen must not do. */
function StoredName() {
  return <p>{localStorage.getItem('name') ?? 'Anonym'}</p>;
}

/** Reads it after mount instead: the first browser render equals the server's. */
function StoredNameAfterMount() {
  const [name, setName] = useState('Anonym');
  useEffect(() => setName(localStorage.getItem('name') ?? 'Anonym'), []);
  return <p>{name}</p>;
}

function Where() {
  const { pathname } = useLocation();
  const signedIn = useSelector((state: TestState) => state.auth.token !== null);
  return <p>{`${pathname} ${signedIn ? 'inloggad' : 'anonym'}`}</p>;
}

describe('expectServerRenderAndHydration', () => {
  it('renders on the server at the URL, anonymous, and hydrates the same tree', async () => {
    const { html } = await expectServerRenderAndHydration(<Where />, { path: '/user/anna', route: '/user/:slug' });
    expect(html).toContain('/user/anna anonym');
    expect(screen.getByText('/user/anna anonym')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user/anna');
  });

  it('fails when the browser renders something else than the server did', async () => {
    await expect(expectServerRenderAndHydration(<StoredName />, { storage: { name: 'Anna' } })).rejects.toThrow(
      /recoverable errors while hydrating/,
    );
  });

  it('passes when browser-only state is read after hydration, which then shows it', async () => {
    const { html } = await expectServerRenderAndHydration(<StoredNameAfterMount />, { storage: { name: 'Anna' } });
    expect(html).toContain('Anonym');
    expect(screen.getByText('Anna')).toBeInTheDocument();
  });

  it('fails when a part of the server HTML is left over at the root, where React passes over it silently', async () => {
    const Tip = () => (localStorage.getItem('dismissed') ? null : <aside>Tips</aside>);
    const Frame = () => (
      <>
        <Tip />
        <main>Sidan</main>
      </>
    );
    await expect(expectServerRenderAndHydration(<Frame />, { route: null, storage: { dismissed: '1' } })).rejects.toThrow(
      /left in the page/,
    );
  });

  it('fails when attributes differ (React logs them instead of repairing)', async () => {
    const Titled = () => <p title={localStorage.getItem('name') ?? ''}>Hej</p>;
    await expect(expectServerRenderAndHydration(<Titled />, { storage: { name: 'Anna' } })).rejects.toThrow(/errors React logged/);
  });

  it('fails when rendering throws on the server', async () => {
    const Broken = () => {
      throw new Error('window is not defined');
    };
    await expect(renderOnServer(<Broken />)).rejects.toThrow();
  });

  it("hands the server's cache to the browser's store: the screen's data is there in both renders", async () => {
    mockApi({ 'GET /auth/profile/': () => profile({ name: 'Anna Andersson' }) });
    function Name() {
      const { data } = vinApi.endpoints.getProfile.useQuery();
      return <p>{data ? data.name : 'Laddar'}</p>;
    }
    const { html } = await expectServerRenderAndHydration(<Name />, {
      serverData: (store) => store.dispatch(vinApi.endpoints.getProfile.initiate()),
    });
    expect(html).toContain('Anna Andersson');
    expect(screen.getByText('Anna Andersson')).toBeInTheDocument();
  });
});
