import { useEffect, useId } from 'react';
import { readApiError } from '../../api/errors';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextAreaField } from '../../ui/TextAreaField';
import { useToast } from '../../ui/Toast';
import { useContractForm, type LazySchema } from '../../ui/useContractForm';
import { selectToken } from '../auth/authSlice';
import { useReportMutation, type ReportType } from './reportsApi';

/** SPEC §5 Report: the reason is optional, up to 200 characters. */
export const REPORT_REASON_MAX = 200;

const reportSchema: LazySchema = {
  load: () => import('./reportValidation').then((m) => m.reportBodySchema),
};

/** What is being reported; `name` (a venue's) is shown in the dialog when known. */
export type ReportTarget = { type: ReportType; id: string; name?: string };

type Texts = { title: string; about: (name?: string) => string; success: string; failure: string };

/** SPEC §8: Home's indication texts, the forum's post and comment texts. */
export const reportTexts: Record<ReportType, Texts> & { loggedOut: string } = {
  indication: {
    title: 'Denunciar indicação',
    about: (name) => (name ? `Conte-nos o que há de errado com "${name}".` : 'Conte-nos o que há de errado.'),
    success: 'Denúncia enviada!',
    failure: 'Erro ao denunciar indicação',
  },
  post: {
    title: 'Denunciar post',
    about: () => 'Conte-nos o que há de errado com esta postagem.',
    success: 'Post reportado com sucesso! Nossa equipe irá analisá-lo.',
    failure: 'Erro ao reportar post. Tente novamente.',
  },
  comment: {
    title: 'Denunciar comentário',
    about: () => 'Conte-nos o que há de errado com este comentário.',
    success: 'Comentário reportado com sucesso! Nossa equipe irá analisá-lo.',
    failure: 'Erro ao reportar comentário. Tente novamente.',
  },
  loggedOut: 'Você precisa estar logado para reportar conteúdo.',
};

/** The failure text: errors.general, else a refusal's own message (4xx), else the SPEC fallback. */
function failureText(error: unknown, fallback: string): string {
  const { status, message, errors } = readApiError(error);
  const general = errors.general?.[0];
  if (general) return general;
  // A 404 is the route or the item missing and a 5xx a generic text: the SPEC fallback says more.
  const ownRefusal = status !== null && status >= 400 && status < 500 && status !== 404;
  return (ownRefusal ? message : null) ?? fallback;
}

type ReportModalProps = { target: ReportTarget | null; onClose: () => void };

/** The report (denúncia) dialog shared by Home, the forum and any other Denunciar button. */
export function ReportModal({ target, onClose }: ReportModalProps) {
  const toast = useToast();
  const token = useAppSelector(selectToken);
  const formId = useId();
  const [report] = useReportMutation();
  const loggedOut = target !== null && !token;
  const form = useContractForm(reportSchema, {
    initial: { message: '' },
    loadSchema: target !== null,
    onSubmit: async ({ message }) => {
      if (!target) return;
      const texts = reportTexts[target.type];
      try {
        await report({ type: target.type, id: target.id, message: message.trim() }).unwrap();
        toast(texts.success);
        close();
      } catch (error) {
        if (readApiError(error).status === 401) {
          toast(reportTexts.loggedOut, 'error');
          return;
        }
        toast(failureText(error, texts.failure), 'error');
      }
    },
  });

  useEffect(() => {
    if (!loggedOut) return;
    toast(reportTexts.loggedOut, 'error');
    onClose();
  }, [loggedOut, onClose, toast]);

  const close = () => {
    form.reset();
    onClose();
  };

  const texts = target ? reportTexts[target.type] : null;
  return (
    <Modal
      open={target !== null && !loggedOut}
      title={texts?.title ?? ''}
      description={texts?.about(target?.name)}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={form.submitting}
            loadingText="Enviando..."
          >
            Enviar denúncia
          </Button>
        </>
      }
    >
      <form id={formId} className="form" {...form.formProps}>
        <TextAreaField
          label="Motivo (opcional)"
          {...form.field('message')}
          rows={4}
          max={REPORT_REASON_MAX}
        />
      </form>
    </Modal>
  );
}
