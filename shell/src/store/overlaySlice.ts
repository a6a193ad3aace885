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
  /** Pages seen since the app started (the homescreen tip and the newsletter wait for PAGES_BEFORE_PROMPTS). */
  pagesSeen: number;
}

/** A first visit meets one interruption at a time: the consent question, then a page or two in peace. */
export const PAGES_BEFORE_PROMPTS = 2;

const initialState: OverlayState = { open: null, pendingLikeProductId: null, pagesSeen: 0 };

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
    /** Route changes close the login/register modal (spec section 4); other modals stay. A page more is seen. */
    routeChanged: (state) => {
      state.pagesSeen += 1;
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
