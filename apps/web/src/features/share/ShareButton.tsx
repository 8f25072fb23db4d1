import { lazy, Suspense, useId, useRef, useState } from 'react';
import { meetupPagePath } from '@encontro/contracts';
import { Button, type ButtonVariant } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { publicPageUrl } from './shareLinks';
import { shareTexts } from './shareTexts';
import './share.css';

// Only a browser without a share sheet opens it: the pages that show "Compartilhar" do not wait for it.
const ShareMenu = lazy(() => import('./ShareMenu').then((m) => ({ default: m.ShareMenu })));

type ShareButtonProps = {
  /** The public page shared, from the web origin (`meetupPagePath(id)`, `cityPagePath(slug)`). */
  path: string;
  title: string;
  /** The pt-BR message that goes with the link. */
  text: string;
  variant?: ButtonVariant;
  className?: string;
};

/** The browser's share sheet, where there is one and it takes a link with a text. */
function webShareFor(data: ShareData): boolean {
  if (typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare({ url: data.url, text: data.text });
}

const closedByPerson = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * "Compartilhar" (issue 31): the Web Share API where the browser has it; elsewhere a small menu with
 * WhatsApp, Telegram and "Copiar link". The link is the page's clean public address, nothing more.
 */
export function ShareButton({ path, title, text, variant = 'secondary', className }: ShareButtonProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const url = publicPageUrl(path);

  const onShare = async () => {
    if (open) return setOpen(false);
    const data = { title, text, url };
    if (webShareFor(data)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The person closed the sheet: nothing to say. Any other failure offers the menu instead.
        if (closedByPerson(error)) return;
        console.error('Falha ao compartilhar pelo navegador', error);
      }
    }
    setOpen(true);
  };

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(shareTexts.copied);
    } catch (error) {
      console.error('Falha ao copiar o link', error);
      toast(shareTexts.copyFailed, 'error');
    }
  };

  return (
    <div
      className={['share', className ?? ''].filter(Boolean).join(' ')}
      ref={wrapper}
      // Tabbing out of the menu closes it, as a press outside does.
      onBlur={(e) => {
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        variant={variant}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => void onShare()}
      >
        {shareTexts.button}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareMenu
            id={menuId}
            url={url}
            text={text}
            button={button}
            inside={wrapper}
            onClose={() => setOpen(false)}
            onCopy={() => void onCopy()}
          />
        </Suspense>
      )}
    </div>
  );
}

/** A winner's meetup as it is shared: its public page `/encontro/<indication id>`, the venue and the city. */
type SharedMeetup = { indication_id: string; name: string; city: string };

/** "Compartilhar" of one winner's meetup: its card, its forum, its public page. */
export function MeetupShareButton({
  meetup,
  variant,
  className,
}: {
  meetup: SharedMeetup;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <ShareButton
      path={meetupPagePath(meetup.indication_id)}
      title={shareTexts.title(meetup.city)}
      text={shareTexts.winner(meetup.name, meetup.city)}
      variant={variant}
      className={className}
    />
  );
}
