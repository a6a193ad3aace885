import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NavigationBridge, createNavigation, type NavigationStore } from './navigationBridge';

function Shown() {
  return <p>{useLocation().pathname}</p>;
}

function renderBridge(navigation: NavigationStore, path = '/') {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <NavigationBridge store={navigation} />
        <Shown />
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('navigation bridge', () => {
  it('knows no location before the router mounts, then publishes each one once', () => {
    const navigation = createNavigation();
    const seen: string[] = [];
    navigation.subscribe((location) => seen.push(location.pathname));
    expect(navigation.location()).toBeNull();

    renderBridge(navigation, '/toplists');
    act(() => navigation.navigate('/lists'));

    expect(seen).toEqual(['/toplists', '/lists']);
    expect(navigation.location()?.pathname).toBe('/lists');
    expect(screen.getByText('/lists')).toBeInTheDocument();
  });

  it('gives a late subscriber the current location, and stops after unsubscribe', () => {
    const navigation = createNavigation();
    renderBridge(navigation, '/about');
    const seen: string[] = [];
    const unsubscribe = navigation.subscribe((location) => seen.push(location.pathname));
    unsubscribe();
    act(() => navigation.navigate('/terms'));
    expect(seen).toEqual(['/about']);
  });

  it('runs a navigate requested before the router mounted once it has', () => {
    const navigation = createNavigation();
    navigation.navigate('/profile');
    renderBridge(navigation, '/login');
    expect(screen.getByText('/profile')).toBeInTheDocument();
    expect(navigation.location()?.pathname).toBe('/profile');
  });

  it('remembers the previous pathname, ignoring search-only changes', () => {
    const navigation = createNavigation();
    renderBridge(navigation, '/toplists');
    expect(navigation.previousPathname()).toBeNull();
    act(() => navigation.navigate('/login'));
    act(() => navigation.navigate('/login?next=1'));
    expect(navigation.previousPathname()).toBe('/toplists');
  });

  it('does not navigate through an unmounted router', () => {
    const navigation = createNavigation();
    const { unmount } = renderBridge(navigation, '/');
    unmount();
    navigation.navigate('/lists');
    renderBridge(navigation, '/');
    expect(screen.getByText('/lists')).toBeInTheDocument();
  });
});
