import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'info';
export type ToastItem = { id: string; kind: ToastKind; message: string };

/** SPEC §9: every toast lives 5 s unless dismissed. */
export const TOAST_LIFETIME_MS = 5000;

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as ToastItem[] },
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<ToastItem>) => {
        state.items.push(action.payload);
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
