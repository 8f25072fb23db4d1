import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { photoPreparationMessages, preparePhoto, type PhotoRules } from './preparePhoto';
import { useLatest } from './useLatest';

type PhotoInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'aria-invalid' | 'aria-describedby' | 'aria-required'
> & {
  /** The file input's id: a Field's label ("Foto") opens the chooser too. */
  id: string;
  /** What the button says, and the file input's name: 'Alterar foto', 'Escolher foto', 'Foto 1'. */
  label: string;
  /** The button's look: 'btn btn--secondary', 'photo-slot__add'. */
  buttonClassName: string;
  /** The accepted types and the size rule the prepared photo must meet. */
  rules: PhotoRules;
  /** The form's own check of the prepared photo (type, size, total): its pt-BR refusal, or null. */
  check: (file: File) => string | null;
  /** The photo to keep (null when refused) and why it was refused. */
  onPick: (file: File | null, problem: string | null) => void;
  /** Told when preparing starts and ends, so the form waits for the photo instead of sending without it. */
  onPreparingChange?: (preparing: boolean) => void;
};

/**
 * A photo chooser speaking pt-BR: a button opens the browser's file chooser (visually hidden, as its
 * own button speaks the browser's language). The chosen photo is prepared on the device first
 * (`preparePhoto`: resized, compressed, upright) while the button says 'Preparando foto…'. A refused
 * photo brings the focus back to the button, in view, with the refusal it describes.
 */
export function PhotoInput({
  id,
  label,
  buttonClassName,
  rules,
  check,
  onPick,
  onPreparingChange,
  name,
  'aria-required': required,
  ...aria
}: PhotoInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [preparing, setPreparing] = useState(false);
  const latest = useLatest({ check, onPick, onPreparingChange });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const choose = async (file: File) => {
    setPreparing(true);
    latest.current.onPreparingChange?.(true);
    let photo: File | null = null;
    let problem: string | null;
    try {
      photo = await preparePhoto(file, rules);
      problem = latest.current.check(photo);
    } catch {
      problem = photoPreparationMessages.unreadable;
    }
    latest.current.onPreparingChange?.(false);
    // A form closed meanwhile keeps no photo.
    if (!mounted.current) return;
    setPreparing(false);
    latest.current.onPick(problem ? null : photo, problem);
    if (problem) {
      button.current?.focus({ preventScroll: true });
      button.current?.scrollIntoView?.({ block: 'center' });
    }
  };

  return (
    <>
      <button
        {...aria}
        ref={button}
        id={`${id}-button`}
        type="button"
        className={buttonClassName}
        aria-busy={preparing || undefined}
        aria-live="polite"
        onClick={() => {
          if (!preparing) input.current?.click();
        }}
      >
        {preparing ? photoPreparationMessages.preparing : label}
      </button>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={rules.mimeTypes.join(',')}
        aria-label={label}
        aria-required={required}
        aria-hidden="true"
        tabIndex={-1}
        className="visually-hidden file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Emptied, so that the same file may be chosen again.
          e.target.value = '';
          if (file && !preparing) void choose(file);
        }}
      />
    </>
  );
}
