import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readStorage, type AuthState } from '@vinkompassen/shared-contracts';

/** The stored token, else one handed over in the `?token=` query (e.g. from a login link). */
export function initialAuthState(search: string = globalThis.location?.search ?? ''): AuthState {
  const token = readStorage(STORAGE_KEYS.token) ?? (new URLSearchParams(search).get('token') || null);
  return { token, authenticated: token !== null };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: null, authenticated: false }),
  reducers: {
    tokenReceived: (_state, action: PayloadAction<string>) => ({ token: action.payload, authenticated: true }),
    sessionCleared: () => ({ token: null, authenticated: false }),
  },
});

export const { tokenReceived, sessionCleared } = authSlice.actions;
export const authReducer = authSlice.reducer;
