import { useRef, useState } from 'react';
import type { Memory } from '@encontro/contracts';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { formatDate } from '../../ui/format';
import { StoredPhoto } from '../../ui/StoredPhoto';
import { DeleteMemoryDialog } from './DeleteMemoryDialog';
import { memoryTexts } from './memoryTexts';
import { thumbnailId, useMemoryDeletion } from './useMemoryDeletion';

/**
 * The memories of the meetup as a grid of photos; a photo opens larger in a dialog. Its author may
 * delete their own memory, after a confirmation.
 */
export function MemoryGallery({ memories }: { memories: Memory[] }) {
  const myId = useAppSelector((state) => state.auth.user?.user_id ?? null);
  const galleryRef = useRef<HTMLDivElement>(null);
  const deletion = useMemoryDeletion(memories, () => galleryRef.current);
  const [openId, setOpenId] = useState<string | null>(null);
  const index = memories.findIndex((m) => m.id === openId);
  const current = index >= 0 ? memories[index]! : null;
  const go = (step: number) => {
    const next = memories[(index + step + memories.length) % memories.length];
    if (next) setOpenId(next.id);
  };

  return (
    <div ref={galleryRef} className="memory-gallery" tabIndex={-1}>
      {memories.length === 0 ? (
        <p className="encounter__empty">{memoryTexts.empty}</p>
      ) : (
        <ul className="memory-grid">
          {memories.map((memory) => (
            <li key={memory.id} className="memory-grid__item">
              <button
                type="button"
                id={thumbnailId(memory)}
                className="memory-grid__button"
                aria-label={memoryTexts.open(memory)}
                onClick={() => setOpenId(memory.id)}
              >
                <StoredPhoto
                  path={memory.photo_url}
                  className="memory-grid__photo"
                  alt={memoryTexts.alt(memory)}
                  loading="lazy"
                />
              </button>
              {memory.user_id === myId && (
                <Button
                  variant="ghost"
                  className="memory-grid__delete"
                  aria-label={memoryTexts.removeLabel(memory)}
                  onClick={() => deletion.ask(memory)}
                >
                  {memoryTexts.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={current !== null}
        title={current ? `Memória de ${current.user_name}` : ''}
        onClose={() => setOpenId(null)}
        footer={
          memories.length > 1 ? (
            <>
              <Button variant="ghost" onClick={() => go(-1)}>
                Anterior
              </Button>
              <span className="memory-modal__position" aria-live="polite">
                {index + 1} de {memories.length}
              </span>
              <Button variant="ghost" onClick={() => go(1)}>
                Próxima
              </Button>
            </>
          ) : undefined
        }
      >
        {current && (
          <figure className="memory-modal">
            <StoredPhoto path={current.photo_url} className="memory-modal__photo" alt={current.description} />
            <figcaption className="memory-modal__caption">
              <p className="memory-modal__description">{current.description}</p>
              <p className="memory-modal__meta">
                Por {current.user_name} · {formatDate(current.created_at)}
              </p>
            </figcaption>
          </figure>
        )}
      </Modal>
      <DeleteMemoryDialog
        open={deletion.asked !== null}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
