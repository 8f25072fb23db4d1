import { useState } from 'react';
import { deleteAccountSchema, USER_DATA_EXPORT_FILENAME, userLifecycleMessages } from '@encontro/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { baseApi } from '../../api/baseApi';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { useToast } from '../../ui/Toast';
import { useContractForm } from '../../ui/useContractForm';
import { loggedOut } from '../auth/authSlice';
import { useDeleteMyAccountMutation, useExportMyDataMutation } from './privacyApi';
import './privacy.css';

export const privacyTexts = {
  title: 'Privacidade e dados',
  lead: 'Baixe uma cópia de tudo o que o Encontro guarda sobre você, ou exclua sua conta.',
  download: 'Baixar meus dados',
  downloading: 'Preparando arquivo...',
  downloaded: 'Download dos seus dados iniciado!',
  downloadFailed: 'Erro ao baixar seus dados. Tente novamente.',
  deleteAccount: 'Excluir minha conta',
  deleteConfirm: 'Excluir conta definitivamente',
  deleting: 'Excluindo...',
  deleted: 'Sua conta foi excluída.',
  deleteFailed: 'Erro ao excluir conta. Tente novamente.',
  passwordRequired: userLifecycleMessages.passwordRequired,
  adminNote: userLifecycleMessages.adminSelfDelete,
  fileName: USER_DATA_EXPORT_FILENAME,
} as const;

/** Saves text as a file through a temporary object URL. */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function DeleteAccountModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [remove] = useDeleteMyAccountMutation();
  const form = useContractForm(deleteAccountSchema, {
    initial: { password: '' },
    showErrors: 'submit',
    onSubmit: async ({ password }) => {
      try {
        const result = await remove({ password }).unwrap();
        dispatch(loggedOut());
        dispatch(baseApi.util.resetApiState());
        toast(result.message || privacyTexts.deleted);
        navigate('/login', { replace: true });
      } catch (err) {
        const { status, message, errors } = readApiError(err);
        if (status === 401) return;
        const fieldError = errors.password?.[0];
        if (fieldError || status === 422)
          form.setServerErrors({ password: fieldError ?? message ?? privacyTexts.deleteFailed });
        else toast(message ?? privacyTexts.deleteFailed, 'error');
      }
    },
  });

  return (
    <Modal
      open
      title="Excluir minha conta"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={form.submitting}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form="delete-account-form"
            variant="danger"
            loading={form.submitting}
            loadingText={privacyTexts.deleting}
          >
            {privacyTexts.deleteConfirm}
          </Button>
        </>
      }
    >
      <div className="alert alert--warning tone-warning privacy-warning">
        <p>
          <strong>Esta ação não pode ser desfeita.</strong> Ao excluir sua conta:
        </p>
        <ul>
          <li>seu perfil, sua foto e seu acesso são apagados, e você sai de todos os dispositivos;</li>
          <li>
            suas postagens (com os comentários delas), seus comentários e suas memórias nos fóruns são
            excluídos;
          </li>
          <li>
            seus votos, suas presenças confirmadas e as indicações que não venceram são excluídos; locais que
            venceram continuam no histórico, com o anfitrião exibido como “Usuário removido”;
          </li>
          <li>seus tickets de suporte são excluídos, e suas mensagens de contato ficam anônimas.</li>
        </ul>
        <p>
          Detalhes na{' '}
          <Link to="/privacidade" className="link">
            Política de Privacidade
          </Link>
          . Se quiser uma cópia dos seus dados, baixe-a antes.
        </p>
      </div>
      <form id="delete-account-form" className="form" {...form.formProps}>
        <CurrentPasswordField label="Digite sua senha para confirmar" {...form.field('password')} required />
      </form>
    </Modal>
  );
}

/** LGPD self-service (beyond SPEC), as the privacy page promises: download everything, delete the account. */
export function PrivacySection({ isAdmin }: { isAdmin: boolean }) {
  const toast = useToast();
  const [exportData, exporting] = useExportMyDataMutation();
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    try {
      const text = await exportData().unwrap();
      saveFile(text, privacyTexts.fileName);
      toast(privacyTexts.downloaded);
    } catch (err) {
      const { status, message } = readApiError(err);
      if (status !== 401) toast(message ?? privacyTexts.downloadFailed, 'error');
    } finally {
      exporting.reset();
    }
  };

  return (
    <section className="card privacy-section" aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="card__title">
        {privacyTexts.title}
      </h2>
      <p className="muted">
        {privacyTexts.lead} Saiba mais na{' '}
        <Link to="/privacidade" className="link">
          Política de Privacidade
        </Link>
        .
      </p>
      <div className="privacy-section__actions">
        <Button
          variant="secondary"
          loading={exporting.isLoading}
          loadingText={privacyTexts.downloading}
          onClick={() => void download()}
        >
          {privacyTexts.download}
        </Button>
        {!isAdmin && (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {privacyTexts.deleteAccount}
          </Button>
        )}
      </div>
      {isAdmin && <p className="field__hint">{privacyTexts.adminNote}</p>}
      {deleting && <DeleteAccountModal onClose={() => setDeleting(false)} />}
    </section>
  );
}
