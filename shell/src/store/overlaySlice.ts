import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The one modal the shell shows at a time (besides the age gate, which is never stacked). */
export type Overlay =
  | { kind: 'login'; reason?: 'login-required' }
  | { kind: 'register'; reason?: 'login-required' }
  | { kind: 'create-list'; productId?: number }
  | { kind: 'add-to-list'; productId: number }
  | { kind: 'newsletter' };

export interface OverlayState {
  open: Overlay | null;
  /** A wine to like once the user has logged in through the modal (the spec's registerModalRef). */
  pendingLikeProductId: number | null;
}

const initialState: OverlayState = { open: null, pendingLikeProductId: null };

const overlaySlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    loginRequested: (
      state,
      action: PayloadAction<{ mode: 'login' | 'register'; pendingProductId?: number; reason?: 'login-required' }>,
    ) => {
      const { mode, reason } = action.payload;
      state.open = reason ? { kind: mode, reason } : { kind: mode };
      if (action.payload.pendingProductId !== undefined) state.pendingLikeProductId = action.payload.pendingProductId;
    },
    createListRequested: (state, action: PayloadAction<{ productId?: number }>) => {
      state.open = { kind: 'create-list', ...action.payload };
    },
    addToListRequested: (state, action: PayloadAction<{ productId: number }>) => {
      state.open = { kind: 'add-to-list', productId: action.payload.productId };
    },
    newsletterShown: (state) => {
      state.open = { kind: 'newsletter' };
    },
    overlayClosed: (state) => {
      state.open = null;
      state.pendingLikeProductId = null;
    },
    /** Route changes close the login/register modal (spec section 4); other modals stay. */
    routeChanged: (state) => {
      if (state.open?.kind === 'login' || state.open?.kind === 'register') {
        state.open = null;
        state.pendingLikeProductId = null;
      }
    },
  },
});

export const {
  loginRequested,
  createListRequested,
  addToListRequested,
  newsletterShown,
  overlayClosed,
  routeChanged,
} = overlaySlice.actions;
export const overlayReducer = overlaySlice.reducer;
