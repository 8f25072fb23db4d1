import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'info';
/** `count`: how many times it was shown while on screen; each repeat restarts its 5 s. */
export type ToastItem = { id: string; kind: ToastKind; message: string; count: number };

/** SPEC §9: every toast lives 5 s unless dismissed. */
export const TOAST_LIFETIME_MS = 5000;

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as ToastItem[] },
  reducers: {
    toastShown: {
      // The same kind and text again merges into the toast on screen instead of piling up a copy.
      reducer: (state, action: PayloadAction<Omit<ToastItem, 'count'>>) => {
        const { kind, message } = action.payload;
        const same = state.items.find((t) => t.kind === kind && t.message === message);
        if (same) same.count += 1;
        else state.items.push({ ...action.payload, count: 1 });
      },
      prepare: (message: string, kind: ToastKind = 'success') => ({
        payload: { id: nanoid(), kind, message },
      }),
    },
    toastDismissed: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (s) => s.items,
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
