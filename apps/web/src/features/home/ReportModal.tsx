import { useState, type FormEvent } from 'react';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import { useReportIndicationMutation } from './homeApi';
import { homeMessages, type Venue } from './venue';

const MAX_REASON = 200;

/** SPEC §2/§5 Report: an optional reason of up to 200 characters. */
export function ReportModal({ venue, onClose }: { venue: Venue | null; onClose: () => void }) {
  const toast = useToast();
  const [report, { isLoading }] = useReportIndicationMutation();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!venue) return;
    try {
      await report({ id: venue.indication_id, message: reason.trim() }).unwrap();
      toast(homeMessages.reported);
      close();
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      if (status === 401) return;
      // A 404 is the route itself missing (reports arrive in a later issue), not a useful text.
      const text = status === 404 ? null : (errors.general?.[0] ?? message);
      toast(text ?? homeMessages.reportFailed, 'error');
    }
  };
  return (
    <Modal
      open={venue !== null}
      title="Denunciar indicação"
      description={venue ? `Conte-nos o que há de errado com "${venue.name}".` : undefined}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form="report-form"
            variant="danger"
            loading={isLoading}
            loadingText="Enviando..."
          >
            Enviar denúncia
          </Button>
        </>
      }
    >
      <form id="report-form" className="form" onSubmit={onSubmit} noValidate>
        <Field label="Motivo (opcional)" hint={`${reason.length}/${MAX_REASON} caracteres`}>
          {(control) => (
            <textarea
              {...control}
              className="input textarea"
              name="message"
              rows={4}
              maxLength={MAX_REASON}
              value={reason}
              onChange={(e) => setReason(e.target.value.slice(0, MAX_REASON))}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
