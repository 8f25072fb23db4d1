import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../test/utils';
import { makeStore } from '../app/store';
import { Modal } from './Modal';
import { ToastRegion } from './Toast';
import { toastShown } from './toastSlice';

afterEach(() => {
  jest.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notificações' });

/** A z-index declared for `selector` in the app's shared stylesheet. */
function zIndexOf(selector: string): number {
  const css = readFileSync(new URL('../styles/ui.css', import.meta.url), 'utf8');
  const block = new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
  return Number(/z-index:\s*(\d+)/.exec(block)?.[1]);
}

describe('ToastRegion', () => {
  it('merges an identical toast into the one on screen, with its count, and restarts its 5 s', () => {
    jest.useFakeTimers();
    const store = makeStore();
    renderWithStore(<ToastRegion />, store);
    act(() => {
      store.dispatch(toastShown('Voto registrado com sucesso!'));
    });
    act(() => {
      jest.advanceTimersByTime(4000);
      store.dispatch(toastShown('Voto registrado com sucesso!'));
      store.dispatch(toastShown('Voto registrado com sucesso!'));
    });
    expect(within(region()).getAllByText('Voto registrado com sucesso!')).toHaveLength(1);
    expect(within(region()).getByText('×3')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Voto registrado com sucesso!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Voto registrado com sucesso!')).not.toBeInTheDocument();
  });

  it('keeps toasts of another kind or text apart', () => {
    const store = makeStore();
    renderWithStore(<ToastRegion />, store);
    act(() => {
      store.dispatch(toastShown('Erro ao votar. Tente novamente.', 'error'));
      store.dispatch(toastShown('Erro ao votar. Tente novamente.', 'info'));
      store.dispatch(toastShown('Voto removido com sucesso!'));
    });
    expect(within(region()).getAllByText('Erro ao votar. Tente novamente.')).toHaveLength(2);
    expect(within(region()).getByText('Voto removido com sucesso!')).toBeInTheDocument();
    expect(within(region()).queryByText(/^×\d/)).not.toBeInTheDocument();
  });

  it('announces successes from a status region that is there before any toast, and errors as alerts', () => {
    const store = makeStore();
    renderWithStore(<ToastRegion />, store);
    const status = within(region()).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(toastShown('Denúncia enviada!'));
      store.dispatch(toastShown('Erro ao denunciar indicação', 'error'));
    });
    expect(within(region()).getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Denúncia enviada!');
    expect(within(region()).getByRole('alert')).toHaveTextContent('Erro ao denunciar indicação');
  });

  it('is one layer on <body>, outside and above an open dialog', () => {
    const store = makeStore();
    renderWithStore(
      <div className="app">
        <Modal open title="Bar da Lagoa" onClose={() => undefined}>
          <p>Detalhes</p>
        </Modal>
        <ToastRegion />
      </div>,
      store,
    );
    act(() => {
      store.dispatch(toastShown('Voto registrado com sucesso!'));
    });
    expect(region().parentElement).toBe(document.body);
    expect(screen.getByRole('dialog')).not.toContainElement(region());
    expect(zIndexOf('.toast-region')).toBeGreaterThan(zIndexOf('.modal-backdrop'));
  });
});
