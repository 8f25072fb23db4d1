import { REJECTION_REASON_MAX, rejectIndicationBodySchema } from '@encontro/contracts';
import type { FieldErrors } from '../../api/errors';
import { FormModal } from '../../ui/FormModal';
import { TextAreaField } from '../../ui/TextAreaField';
import { useContractForm } from '../../ui/useContractForm';
import { adminTexts } from './adminTexts';

/**
 * Rejecting asks first (it cannot be undone) and takes an optional reason, which the nominator reads in
 * the notification and on their Home (issue 28). A refused reason stays under its field; otherwise the
 * dialog closes once the rejection settled.
 */
export function RejectDialog({
  name,
  onReject,
  onClose,
}: {
  name: string;
  onReject: (reason: string | undefined) => Promise<FieldErrors | null>;
  onClose: () => void;
}) {
  const form = useContractForm(rejectIndicationBodySchema, {
    initial: { reason: '' },
    showErrors: 'change',
    onSubmit: async ({ reason }) => {
      const refused = await onReject(reason.trim() || undefined);
      if (refused) form.setServerErrors(refused);
      else onClose();
    },
  });
  return (
    <FormModal
      title="Rejeitar indicação"
      onClose={onClose}
      form={form}
      submitLabel="Rejeitar"
      busyLabel="Rejeitando..."
      submitVariant="danger"
      submitDisabled={!form.valid}
      intro={<p className="admin-confirm__text">{adminTexts.confirmReject(name)}</p>}
    >
      <TextAreaField
        label="Motivo (opcional)"
        {...form.field('reason')}
        hint={adminTexts.rejectReasonHint}
        announce
        className="admin-textarea"
        max={REJECTION_REASON_MAX}
        limit="soft"
        countTrimmed
      />
    </FormModal>
  );
}
