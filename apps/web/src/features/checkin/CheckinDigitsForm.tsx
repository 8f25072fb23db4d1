import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { checkinTexts } from './checkinTexts';

type CheckinDigitsFormProps = {
  sending: boolean;
  /** The server's word on the field (a code that never was valid). */
  error: string | null;
  onSubmit: (digits: string) => void;
};

/** The 6 digits the host reads aloud: numeric keyboard, and the phone may fill them in itself. */
export function CheckinDigitsForm({ sending, error, onSubmit }: CheckinDigitsFormProps) {
  const [digits, setDigits] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(digits)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(digits);
  };

  return (
    <form className="checkin-form" onSubmit={submit} noValidate>
      <TextField
        label={checkinTexts.digitsLabel}
        hint={checkinTexts.digitsHint}
        value={digits}
        onChange={(value) => setDigits(value.replace(/\D/g, '').slice(0, 6))}
        error={invalid ? checkinTexts.digitsInvalid : error}
        announce
        required
        className="checkin-form__digits"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        name="code"
      />
      <Button type="submit" block loading={sending} loadingText={checkinTexts.sending}>
        {checkinTexts.send}
      </Button>
    </form>
  );
}
