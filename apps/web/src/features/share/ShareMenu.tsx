import type { RefObject } from 'react';
import { useDismiss } from '../../ui/useDismiss';
import { telegramShareUrl, whatsappShareUrl } from './shareLinks';
import { shareTexts } from './shareTexts';

type ShareMenuProps = {
  id: string;
  url: string;
  text: string;
  /** The "Compartilhar" button: focus goes back to it when the menu closes. */
  button: RefObject<HTMLButtonElement | null>;
  /** The button and the menu: a press outside both closes it. */
  inside: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** "Copiar link": the button's, which says how it went. */
  onCopy: () => void;
};

/** The menu of "Compartilhar" where the browser has no share sheet: WhatsApp, Telegram, "Copiar link". */
export function ShareMenu({ id, url, text, button, inside, onClose, onCopy }: ShareMenuProps) {
  useDismiss(true, onClose, { returnTo: button, inside });

  const close = () => {
    onClose();
    button.current?.focus();
  };

  return (
    <ul id={id} className="share__menu" aria-label={shareTexts.menuLabel}>
      <li>
        <a
          className="share__item"
          href={whatsappShareUrl(text, url)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          {shareTexts.whatsapp}
        </a>
      </li>
      <li>
        <a
          className="share__item"
          href={telegramShareUrl(text, url)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          {shareTexts.telegram}
        </a>
      </li>
      <li>
        <button
          type="button"
          className="share__item"
          onClick={() => {
            close();
            onCopy();
          }}
        >
          {shareTexts.copy}
        </button>
      </li>
    </ul>
  );
}
