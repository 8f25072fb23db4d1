import type { Ref } from 'react';

type AuthorActionButtonProps = {
  /** 'Editar' or 'Excluir': the button's text, and with `what` its name. */
  action: 'Editar' | 'Excluir';
  what: 'postagem' | 'comentário';
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
};

/** One of the author's link-styled buttons on their post or comment ("Excluir comentário"). */
export function AuthorActionButton({ action, what, onClick, buttonRef }: AuthorActionButtonProps) {
  const danger = action === 'Excluir' ? ' forum-author-actions__button--danger' : '';
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`link-button forum-author-actions__button${danger}`}
      aria-label={`${action} ${what}`}
      onClick={onClick}
    >
      {action}
    </button>
  );
}
