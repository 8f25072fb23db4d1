import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { loginSchema } from '@encontro/contracts';
import { renderWithStore } from '../../test/utils';
import { Button } from './Button';
import { focusTargetAttribute } from './focusFirstError';
import { TextField } from './TextField';
import { useContractForm } from './useContractForm';

type Login = { email: string; password: string };

/**
 * A form whose first field is a file input kept visually hidden under a button, as a photo slot is:
 * it names the button as what to focus when it is the first error.
 */
function PhotoFirstForm() {
  const form = useContractForm(loginSchema, {
    initial: { email: '', password: '' } as Login,
    // No photo was chosen.
    blocked: true,
    onSubmit: () => undefined,
  });
  return (
    <form {...form.formProps}>
      <input
        type="file"
        aria-label="Foto 1"
        className="visually-hidden"
        aria-invalid={form.submitted ? true : undefined}
        {...{ [focusTargetAttribute]: 'photo-1-button' }}
      />
      <button id="photo-1-button" type="button">
        Escolher foto
      </button>
      <TextField label="E-mail" {...form.field('email')} required />
      <Button type="submit">Enviar</Button>
    </form>
  );
}

/** A login form sent as it is: what the server refuses shows under its field. */
function ServerRefusedForm({ refusal }: { refusal: Record<string, string> }) {
  const form = useContractForm(loginSchema, {
    initial: { email: 'ana@example.com', password: 'Senha1' } as Login,
    onSubmit: (): void => form.setServerErrors(refusal),
  });
  return (
    <form {...form.formProps}>
      <TextField label="E-mail" {...form.field('email')} required />
      <TextField label="Senha" {...form.field('password')} type="password" required />
      <Button type="submit">Entrar</Button>
    </form>
  );
}

const scrolled: Element[] = [];
const scrollIntoView = jest.fn(function (this: Element) {
  scrolled.push(this);
});

afterEach(() => {
  scrolled.length = 0;
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('first error after a refused submit', () => {
  it('scrolls the first invalid field into view and focuses it', async () => {
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = renderWithStore(<ServerRefusedForm refusal={{}} />);
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveFocus();
    expect(scrolled).toEqual([email]);
  });

  it('focuses the element a hidden control names instead of the control', async () => {
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = renderWithStore(<PhotoFirstForm />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const chooser = screen.getByRole('button', { name: 'Escolher foto' });
    expect(chooser).toHaveFocus();
    expect(scrolled).toEqual([chooser]);
  });

  it('focuses the first field the server refused', async () => {
    const { user } = renderWithStore(<ServerRefusedForm refusal={{ password: 'Senha incorreta' }} />);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const password = screen.getByLabelText('Senha', { selector: 'input' });
    expect(password).toHaveAccessibleDescription('Senha incorreta');
    expect(password).toHaveFocus();
  });
});
