import { useId, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { Modal, type ModalProps } from './Modal';
import type { ContractForm } from './useContractForm';

type FormModalProps = Omit<ModalProps, 'open' | 'footer'> & {
  open?: boolean;
  /** The dialog's form (useContractForm): its props and whether it is being sent. */
  form: Pick<ContractForm<Record<string, unknown>>, 'formProps' | 'submitting'>;
  submitLabel: string;
  /** The submit button's text while the form is sent: 'Enviando...'. */
  busyLabel: string;
  submitVariant?: ButtonVariant;
  /** The submit button waits (a blank or unchanged text). */
  submitDisabled?: boolean;
  /** Shown above the form: what is being answered. */
  intro?: ReactNode;
};

/** A dialog around one form, with Cancelar and the form's submit button in its footer; `children` are its fields. */
export function FormModal({
  open = true,
  form,
  submitLabel,
  busyLabel,
  submitVariant,
  submitDisabled,
  intro,
  children,
  ...modal
}: FormModalProps) {
  const formId = useId();
  const footer = (
    <>
      <Button variant="ghost" onClick={modal.onClose}>
        Cancelar
      </Button>
      <Button
        type="submit"
        form={formId}
        variant={submitVariant}
        loading={form.submitting}
        loadingText={busyLabel}
        disabled={submitDisabled}
      >
        {submitLabel}
      </Button>
    </>
  );
  return (
    <Modal {...modal} open={open} footer={footer}>
      {intro}
      <form id={formId} className="form" {...form.formProps}>
        {children}
      </form>
    </Modal>
  );
}
