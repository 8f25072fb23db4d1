import { useCallback, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import {
  selectToasts,
  TOAST_LIFETIME_MS,
  toastDismissed,
  toastShown,
  type ToastItem,
  type ToastKind,
} from './toastSlice';

export function useToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (message: string, kind: ToastKind = 'success') => dispatch(toastShown(message, kind)),
    [dispatch],
  );
}

function Toast({ toast }: { toast: ToastItem }) {
  const dispatch = useAppDispatch();
  // A repeat of the same toast (a higher count) starts its 5 s again.
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.count]);

  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : undefined}>
      <span className="toast__icon" aria-hidden="true">
        {toast.kind === 'error' ? '!' : toast.kind === 'success' ? '✓' : 'i'}
      </span>
      <p className="toast__message">{toast.message}</p>
      {toast.count > 1 && (
        <span className="toast__count" aria-hidden="true">
          ×{toast.count}
        </span>
      )}
      <button
        type="button"
        className="toast__close"
        aria-label="Fechar notificação"
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The one toast layer, on top of every dialog and sheet: a portal on <body> stacked above the modal
 * backdrop. Errors are alerts (assertive); the others are read from a status region that is always
 * there, since a live region added together with its text is often not announced.
 */
export function ToastRegion() {
  const toasts = useAppSelector(selectToasts);
  return createPortal(
    <section className="toast-region" aria-label="Notificações">
      {toasts
        .filter((t) => t.kind === 'error')
        .map((t) => (
          <Toast key={t.id} toast={t} />
        ))}
      <div className="toast-region__polite" role="status">
        {toasts
          .filter((t) => t.kind !== 'error')
          .map((t) => (
            <Toast key={t.id} toast={t} />
          ))}
      </div>
    </section>,
    document.body,
  );
}
