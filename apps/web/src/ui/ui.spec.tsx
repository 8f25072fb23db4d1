import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithStore } from '../../test/utils';
import { makeStore } from '../app/store';
import { Avatar } from './Avatar';
import { Modal } from './Modal';
import { ToastRegion } from './Toast';
import { toastShown } from './toastSlice';

afterEach(() => {
  jest.useRealTimers();
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir diálogo
      </button>
      <Modal
        open={open}
        title="Título do diálogo"
        onClose={() => setOpen(false)}
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancelar
            </button>
            <button type="button">Confirmar</button>
          </>
        }
      >
        <p>Conteúdo</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus inside, traps Tab, closes on Escape and returns focus to the opener', async () => {
    const { user } = renderWithStore(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Abrir diálogo' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Título do diálogo' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const close = screen.getByRole('button', { name: 'Fechar' });
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    confirm.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click and with its close button', async () => {
    const { user } = renderWithStore(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Abrir diálogo' }));
    await user.click(document.querySelector('.modal-backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir diálogo' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Toast', () => {
  it('disappears after 5 s', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    renderWithStore(<ToastRegion />, store);
    act(() => {
      store.dispatch(toastShown('Perfil atualizado com sucesso!'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Perfil atualizado com sucesso!');
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Perfil atualizado com sucesso!')).not.toBeInTheDocument();
  });

  it('can be dismissed, and errors are alerts', async () => {
    const store = makeStore();
    const { user } = renderWithStore(<ToastRegion />, store);
    act(() => {
      store.dispatch(toastShown('Erro ao atualizar foto', 'error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao atualizar foto');
    await user.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Erro ao atualizar foto')).not.toBeInTheDocument();
  });
});

describe('Avatar', () => {
  it('shows the default avatar without a photo', () => {
    renderWithStore(<Avatar photo={null} name="Ana Souza" size="lg" />);
    const img = screen.getByRole('img', { name: 'Foto de Ana Souza' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.closest('.avatar')).toHaveClass('avatar--lg');
  });

  it('serves a relative storage path from the API origin', () => {
    renderWithStore(<Avatar photo="storage/users/1/a.webp" name="Ana" size="sm" />);
    expect(screen.getByRole('img', { name: 'Foto de Ana' })).toHaveAttribute(
      'src',
      'http://localhost/storage/users/1/a.webp',
    );
  });

  it('uses an absolute URL as it is', () => {
    renderWithStore(<Avatar photo="https://cdn.example.com/a.png" name="Ana" size="xl" />);
    expect(screen.getByRole('img', { name: 'Foto de Ana' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.png',
    );
  });

  it('falls back to the default avatar when the image fails', () => {
    renderWithStore(<Avatar photo="storage/x.webp" name="Ana" />);
    const img = screen.getByRole('img', { name: 'Foto de Ana' });
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('img', { name: 'Foto de Ana' }).tagName.toLowerCase()).toBe('svg');
  });
});
