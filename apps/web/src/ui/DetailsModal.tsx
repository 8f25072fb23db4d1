import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal, type ModalProps } from './Modal';

type DetailsModalProps = Omit<ModalProps, 'open' | 'footer'> & {
  open?: boolean;
  /** Buttons before Fechar: what can be done with what is shown. */
  actions?: ReactNode;
};

/** A dialog that shows something in full, with Fechar (after its actions) in its footer. */
export function DetailsModal({ open = true, actions, ...modal }: DetailsModalProps) {
  return (
    <Modal
      {...modal}
      open={open}
      footer={
        <>
          {actions}
          <Button variant="secondary" onClick={modal.onClose}>
            Fechar
          </Button>
        </>
      }
    />
  );
}
