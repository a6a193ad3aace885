import { initialAuthState, sessionCleared, tokenReceived, authReducer } from './authSlice';
import { createAppStore } from './store';

describe('auth slice', () => {
  it('starts from the stored token', () => {
    localStorage.setItem('token', 'stored');
    expect(initialAuthState('?token=from-query')).toEqual({ token: 'stored', authenticated: true });
  });

  it('takes the token from ?token= when none is stored', () => {
    expect(initialAuthState('?token=from-query')).toEqual({ token: 'from-query', authenticated: true });
  });

  it('is anonymous without either', () => {
    expect(initialAuthState('')).toEqual({ token: null, authenticated: false });
    expect(initialAuthState('?token=')).toEqual({ token: null, authenticated: false });
  });

  it('persists token and authenticated flag in localStorage', () => {
    const store = createAppStore({ auth: initialAuthState('?token=abc') });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('authenticated')).toBe('true');
    store.dispatch(sessionCleared());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('authenticated')).toBeNull();
    store.dispatch(tokenReceived('new'));
    expect(localStorage.getItem('token')).toBe('new');
  });

  it('reduces login and logout', () => {
    const loggedIn = authReducer(undefined, tokenReceived('t'));
    expect(loggedIn).toEqual({ token: 't', authenticated: true });
    expect(authReducer(loggedIn, sessionCleared())).toEqual({ token: null, authenticated: false });
  });
});
