import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi, renderApp, renderWithStore } from '../../test/utils';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it("reveals and hides the password with a toggle button ('Mostrar senha' / 'Ocultar senha', aria-pressed)", async () => {
    const { user } = renderWithStore(
      <Field label="Senha">{(control) => <PasswordInput {...control} defaultValue="Segredo1" />}</Field>,
    );
    const field = screen.getByLabelText('Senha');
    expect(field).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', field.id);

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('Segredo1');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('keeps the label, description and validity of the field', () => {
    renderWithStore(
      <Field label="Senha" error="Senha é obrigatória">
        {(control) => <PasswordInput {...control} />}
      </Field>,
    );
    const field = screen.getByLabelText('Senha');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Senha é obrigatória');
  });

  it.each([
    ['/login', 1],
    ['/register', 2],
    ['/reset-password?token=abc', 2],
  ])('is on every password field of %s', async (path, count) => {
    mockApi({ 'GET /api/states': { body: { states: [] } } });
    await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(count);
  });
});
