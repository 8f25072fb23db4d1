import { useEffect, useRef } from 'react';
import { indicationPhotoRules } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import { PhotoInput } from '../../ui/PhotoInput';
import { formatBytes } from '../../ui/format';
import { usePhotoPreview } from '../../ui/usePhotoPreview';

export type Slot = { file: File | null; error: string | null };

type PhotoSlotProps = {
  index: number;
  slot: Slot;
  /** No photo at all was chosen and the person tried to send: the first slot points at this message. */
  missingErrorId: string | null;
  /** The form's check of a prepared photo (type, size, the three photos' total). */
  check: (file: File) => string | null;
  onPick: (file: File | null, error: string | null) => void;
  onRemove: () => void;
  onPreparingChange: (preparing: boolean) => void;
};

/** One of the nomination's three photo slots: a chooser, or the chosen photo's preview with Remover. */
export function PhotoSlot({
  index,
  slot,
  missingErrorId,
  check,
  onPick,
  onRemove,
  onPreparingChange,
}: PhotoSlotProps) {
  const preview = usePhotoPreview(slot.file);
  // Choosing or removing a photo swaps the slot's control: focus follows instead of falling to the page,
  // where Escape and Tab would no longer reach the dialog.
  const box = useRef<HTMLDivElement>(null);
  const hadFile = useRef(Boolean(slot.file));
  useEffect(() => {
    const changed = hadFile.current !== Boolean(slot.file);
    hadFile.current = Boolean(slot.file);
    const lost = !document.activeElement || document.activeElement === document.body;
    if (changed && lost) box.current?.querySelector<HTMLElement>('button')?.focus();
  }, [slot.file]);
  const id = `nomination-photo-${index}`;
  const label = `Foto ${index + 1}`;
  return (
    <div ref={box} className={slot.error ? 'photo-slot photo-slot--invalid' : 'photo-slot'}>
      {preview && slot.file ? (
        <>
          <img
            className="photo-slot__preview"
            src={preview}
            alt={`Pré-visualização da ${label.toLowerCase()}`}
          />
          <p className="photo-slot__meta">
            {slot.file.name} ({formatBytes(slot.file.size)})
          </p>
          <Button variant="ghost" onClick={onRemove} aria-label={`Remover ${label.toLowerCase()}`}>
            Remover
          </Button>
        </>
      ) : (
        <PhotoInput
          id={id}
          label={label}
          buttonClassName="photo-slot__add"
          rules={indicationPhotoRules}
          aria-describedby={slot.error ? `${id}-error` : (missingErrorId ?? undefined)}
          aria-invalid={slot.error || missingErrorId ? true : undefined}
          check={check}
          onPick={onPick}
          onPreparingChange={onPreparingChange}
        />
      )}
      {slot.error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {slot.error}
        </p>
      )}
    </div>
  );
}
