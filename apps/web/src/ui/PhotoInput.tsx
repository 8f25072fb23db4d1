import type { InputHTMLAttributes, Ref } from 'react';

type PhotoInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'aria-invalid' | 'aria-describedby' | 'aria-required'
> & {
  id: string;
  /** What the button-like label says: 'Alterar foto', 'Escolher foto', 'Foto 1'. */
  label: string;
  /** The label's look: 'btn btn--secondary', 'photo-slot__add'. */
  labelClassName: string;
  /** The accepted MIME types. */
  accept: readonly string[];
  /** The chosen file; the input is emptied after each choice, so the same file may be chosen again. */
  onChoose: (file: File) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A photo chooser speaking pt-BR: the browser's own file button speaks the browser's language, so the
 * input is visually hidden and its label is the button (focus shows on the label).
 */
export function PhotoInput({
  id,
  label,
  labelClassName,
  accept,
  onChoose,
  inputRef,
  ...aria
}: PhotoInputProps) {
  return (
    <>
      <input
        {...aria}
        ref={inputRef}
        id={id}
        type="file"
        accept={accept.join(',')}
        className="visually-hidden file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onChoose(file);
        }}
      />
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
    </>
  );
}
