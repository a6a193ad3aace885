import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStorage, writeStorage } from '@vinkompassen/shared-contracts';
import { CONSENT_STORAGE_KEY, parseConsent, serializeConsent, type ConsentChoice, type StoredConsent } from './consentRecord';

export interface ConsentState {
  /**
   * Analytics are on in the runtime config: the shell dispatches `analyticsEnabled` at start. Off (the kill
   * switch, no runtime config, or tests that do not ask for it): no banner, no footer link, nothing sent.
   */
  enabled: boolean;
  /** A third-party script is configured (the banner says so). */
  thirdParty: boolean;
  /** The visitor's choice for the current CONSENT_VERSION; null: not asked yet (or asked by an older banner). */
  choice: ConsentChoice | null;
  /** When the choice was made (ISO 8601). */
  date: string | null;
  /** The banner was reopened from the footer ('Cookieinställningar'). */
  settingsOpen: boolean;
}

// Lazy: read when a store is created, so every store (and test) starts from what is stored now.
const initialState = (): ConsentState => {
  const stored = parseConsent(readStorage(CONSENT_STORAGE_KEY));
  return { enabled: false, thirdParty: false, choice: stored?.choice ?? null, date: stored?.date ?? null, settingsOpen: false };
};

const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    analyticsEnabled: (state, action: PayloadAction<{ thirdParty: boolean }>) => {
      state.enabled = true;
      state.thirdParty = action.payload.thirdParty;
    },
    /** 'Godkänn alla' or 'Endast nödvändiga', at `date` (ISO). Takes effect at once; closes the banner. */
    consentChosen: (state, action: PayloadAction<{ choice: ConsentChoice; date: string }>) => {
      state.choice = action.payload.choice;
      state.date = action.payload.date;
      state.settingsOpen = false;
    },
    consentSettingsOpened: (state) => {
      state.settingsOpen = true;
    },
    consentSettingsClosed: (state) => {
      state.settingsOpen = false;
    },
    /** The stored choice changed in another tab. */
    consentSynced: (state, action: PayloadAction<StoredConsent | null>) => {
      state.choice = action.payload?.choice ?? null;
      state.date = action.payload?.date ?? null;
    },
  },
});

export const { analyticsEnabled, consentChosen, consentSettingsOpened, consentSettingsClosed, consentSynced } =
  consentSlice.actions;
export const consentReducer = consentSlice.reducer;

type WithConsent = { consent: ConsentState };

/** The banner asks (no valid choice yet) or was reopened; the age gate comes first (the banner checks it). */
export const selectConsentBannerOpen = (state: WithConsent): boolean =>
  state.consent.enabled && (state.consent.choice === null || state.consent.settingsOpen);

/** Mirrors the choice into localStorage with its date and the banner's version. */
export function persistConsent(store: { getState: () => WithConsent; subscribe: (listener: () => void) => () => void }) {
  let last = store.getState().consent;
  return store.subscribe(() => {
    const { consent } = store.getState();
    if (consent.choice === last.choice && consent.date === last.date) return;
    last = consent;
    if (consent.choice !== null && consent.date !== null) {
      writeStorage(CONSENT_STORAGE_KEY, serializeConsent(consent.choice, consent.date));
    }
  });
}
