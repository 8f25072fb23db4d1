import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithStore } from '../../test/utils';
import { Modal } from './Modal';

/** A venue's sheet whose Votar turns into Remover voto (another element) once the vote is in. */
function VoteSheet() {
  const [open, setOpen] = useState(false);
  const [voted, setVoted] = useState(false);
  const vote = () => setVoted((v) => !v);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Detalhes
      </button>
      <Modal
        open={open}
        title="Bar da Lagoa"
        onClose={() => setOpen(false)}
        footer={
          <>
            <button type="button">Denunciar</button>
            {voted ? (
              <button key="remove" type="button" onClick={vote}>
                Remover voto
              </button>
            ) : (
              <button key="vote" type="button" onClick={vote}>
                Votar
              </button>
            )}
          </>
        }
      >
        <p>Rua das Flores, 12</p>
      </Modal>
    </>
  );
}

/** A dialog over another one (the nomination's 'Descartar indicação?'). */
function NestedDialogs() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Modal open={outer} title="Indicar Local" onClose={() => setOuter(false)}>
      <button type="button" onClick={() => setInner(true)}>
        Cancelar
      </button>
      <Modal open={inner} title="Descartar indicação?" onClose={() => setInner(false)}>
        <button type="button">Continuar editando</button>
      </Modal>
    </Modal>
  );
}

describe(Modal.name, () => {
  it('moves focus to the button that replaced the focused one (Votar → Remover voto)', async () => {
    const { user } = renderWithStore(<VoteSheet />);
    await user.click(screen.getByRole('button', { name: 'Detalhes' }));
    await user.click(screen.getByRole('button', { name: 'Votar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remover voto' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Votar' })).toHaveFocus());
  });

  it('gives focus back to the dialog’s control when focus falls to the page', async () => {
    const { user } = renderWithStore(<VoteSheet />);
    await user.click(screen.getByRole('button', { name: 'Detalhes' }));
    const report = screen.getByRole('button', { name: 'Denunciar' });
    report.focus();
    // A tap on the page's background; nothing changed inside the dialog.
    act(() => report.blur());
    await waitFor(() => expect(report).toHaveFocus());
  });

  it('answers Tab and Escape even while focus is on the page', async () => {
    const { user } = renderWithStore(<VoteSheet />);
    const opener = screen.getByRole('button', { name: 'Detalhes' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Bar da Lagoa' });
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.body).toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.keyDown(document.body, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Votar' })).toHaveFocus();
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes only the top dialog on Escape', async () => {
    const { user } = renderWithStore(<NestedDialogs />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('dialog', { name: 'Descartar indicação?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Descartar indicação?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Indicar Local' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });
});
