import { useState } from 'react';
import type { Memory } from '@encontro/contracts';
import { assetUrl } from '../../api/config';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { formatDate } from '../../ui/format';

/** The memories of the meetup as a grid of photos; a photo opens larger in a dialog. */
export function MemoryGallery({ memories }: { memories: Memory[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const index = memories.findIndex((m) => m.id === openId);
  const current = index >= 0 ? memories[index]! : null;
  const go = (step: number) => {
    const next = memories[(index + step + memories.length) % memories.length];
    if (next) setOpenId(next.id);
  };

  if (memories.length === 0) return <p className="encounter__empty">Nenhuma memória compartilhada ainda.</p>;

  return (
    <>
      <ul className="memory-grid">
        {memories.map((memory) => (
          <li key={memory.id} className="memory-grid__item">
            <button
              type="button"
              className="memory-grid__button"
              aria-label={`Ver foto de ${memory.user_name}: ${memory.description}`}
              onClick={() => setOpenId(memory.id)}
            >
              <img src={assetUrl(memory.photo_url) ?? undefined} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
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
            <img
              className="memory-modal__photo"
              src={assetUrl(current.photo_url) ?? undefined}
              alt={current.description}
            />
            <figcaption className="memory-modal__caption">
              <p className="memory-modal__description">{current.description}</p>
              <p className="memory-modal__meta">
                Por {current.user_name} · {formatDate(current.created_at)}
              </p>
            </figcaption>
          </figure>
        )}
      </Modal>
    </>
  );
}
