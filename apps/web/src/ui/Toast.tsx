import { useCallback, useEffect } from 'react';
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
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);

  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span className="toast__icon" aria-hidden="true">
        {toast.kind === 'error' ? '!' : toast.kind === 'success' ? '✓' : 'i'}
      </span>
      <p className="toast__message">{toast.message}</p>
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

export function ToastRegion() {
  const toasts = useAppSelector(selectToasts);
  return (
    <section className="toast-region" aria-label="Notificações">
      {toasts.map((t) => (
        <Toast key={t.id} toast={t} />
      ))}
    </section>
  );
}
