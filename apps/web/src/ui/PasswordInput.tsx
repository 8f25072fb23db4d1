import { useState, type InputHTMLAttributes } from 'react';
import './feedback.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

/**
 * A password field with a show/hide toggle: the button says what it does ('Mostrar senha' /
 * 'Ocultar senha') and aria-pressed says whether the password is shown.
 */
export function PasswordInput({ className, id, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input
        {...input}
        id={id}
        type={shown ? 'text' : 'password'}
        className={['input', 'password-input__control', className ?? ''].filter(Boolean).join(' ')}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={id}
        aria-pressed={shown}
        // A click keeps focus in the field, so the field's on-blur check does not run on each toggle.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setShown((s) => !s)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          {shown && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
        </svg>
        <span className="visually-hidden">{shown ? 'Ocultar senha' : 'Mostrar senha'}</span>
      </button>
    </div>
  );
}
