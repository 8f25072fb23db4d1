import { useState } from 'react';
import { Button } from '../../ui/Button';
import { useToggleUserBlockMutation } from './adminApi';
import { adminTexts } from './adminTexts';
import type { AdminUser } from './adminTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { fullName } from './fullName';
import { useUserAction } from './useUserAction';

/** Bloquear asks first (it ends the person's session at once); Desbloquear does not. */
export function BlockButton({ user }: { user: AdminUser }) {
  const runAction = useUserAction();
  const [toggle, { isLoading }] = useToggleUserBlockMutation();
  const [asking, setAsking] = useState(false);
  const run = async () => {
    await runAction(toggle(user.user_id), 'Falha ao bloquear/desbloquear usuário');
    setAsking(false);
  };
  return (
    <>
      <Button
        variant="secondary"
        loading={isLoading && !asking}
        loadingText={user.blocked ? 'Desbloqueando...' : 'Bloqueando...'}
        aria-label={`${user.blocked ? 'Desbloquear' : 'Bloquear'} ${fullName(user)}`}
        onClick={() => (user.blocked ? void run() : setAsking(true))}
      >
        {user.blocked ? 'Desbloquear' : 'Bloquear'}
      </Button>
      <ConfirmDialog
        open={asking}
        title="Bloquear usuário"
        message={adminTexts.confirmBlockUser(fullName(user))}
        confirmLabel="Bloquear"
        busyLabel="Bloqueando..."
        busy={isLoading}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
