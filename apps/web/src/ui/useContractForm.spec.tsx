import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { emailOnlySchema, loginSchema, registerSchema } from '@encontro/contracts';
import { renderWithStore } from '../../test/utils';
import { Button } from './Button';
import { TextField } from './TextField';
import {
  contractErrors,
  useContractForm,
  type ContractFormOptions,
  type LazySchema,
  type SchemaSource,
} from './useContractForm';

type Login = { email: string; password: string };

/** A login form on the form layer: what a page does with it. */
function LoginHarness({
  schema = loginSchema,
  options = {},
  onSubmit,
}: {
  schema?: SchemaSource<Login>;
  options?: Partial<ContractFormOptions<Login>>;
  onSubmit: (values: Login) => unknown;
}) {
  const form = useContractForm(schema, {
    initial: { email: '', password: '' },
    ...options,
    onSubmit,
  });
  return (
    <form {...form.formProps}>
      <TextField label="E-mail" {...form.field('email')} required />
      <TextField label="Senha" {...form.field('password')} type="password" required />
      <Button type="submit" loading={form.submitting} loadingText="Entrando...">
        Entrar
      </Button>
      <p>{form.valid ? 'válido' : 'inválido'}</p>
    </form>
  );
}

const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const password = () => screen.getByLabelText('Senha', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: /Entrar|Entrando/ });

describe('contractErrors', () => {
  it('keeps the first pt-BR message of each field, keyed by its path', () => {
    expect(contractErrors(loginSchema, { email: 'ana@', password: '' })).toEqual({
      email: 'E-mail inválido',
      password: 'Senha é obrigatória',
    });
    expect(contractErrors(loginSchema, { email: 'ana@example.com', password: 'Senha1' })).toEqual({});
  });
});

describe('useContractForm', () => {
  it('shows a field’s error once it is left, tied to the field by aria-invalid and aria-describedby', async () => {
    const { user } = renderWithStore(<LoginHarness onSubmit={() => undefined} />);
    await user.type(email(), 'ana@');
    expect(screen.queryByText('E-mail inválido')).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('E-mail inválido');
    expect(screen.queryByText('Senha é obrigatória')).not.toBeInTheDocument();
  });

  it('refuses an invalid submit: shows every error, sends nothing and focuses the first invalid field', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithStore(<LoginHarness onSubmit={onSubmit} />);
    await user.type(password(), 'Senha1');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(email()).toHaveFocus();
  });

  it('shows errors only after a submit when asked to', async () => {
    const { user } = renderWithStore(
      <LoginHarness options={{ showErrors: 'submit' }} onSubmit={() => undefined} />,
    );
    await user.click(email());
    await user.tab();
    expect(screen.queryByText('E-mail é obrigatório')).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('E-mail é obrigatório')).toBeInTheDocument();
  });

  it('shows a field’s error as soon as it changes when asked to', async () => {
    const { user } = renderWithStore(
      <LoginHarness options={{ showErrors: 'change' }} onSubmit={() => undefined} />,
    );
    await user.type(email(), 'a');
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.queryByText('Senha é obrigatória')).not.toBeInTheDocument();
  });

  it('sends the values once they pass the schema, saying it is busy meanwhile', async () => {
    let release = () => undefined as void;
    const onSubmit = jest.fn((_values: Login) => new Promise<void>((resolve) => (release = resolve)));
    const { user } = renderWithStore(<LoginHarness onSubmit={onSubmit} />);
    await user.type(email(), 'ana@example.com');
    await user.type(password(), 'Senha1');
    expect(screen.getByText('válido')).toBeInTheDocument();
    await user.click(submit());
    expect(submit()).toHaveTextContent('Entrando...');
    expect(submit()).toBeDisabled();
    await user.type(password(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'Senha1' });
    await act(async () => release());
    expect(submit()).toHaveTextContent('Entrar');
  });

  it('trims text fields as they are left when asked to', async () => {
    const { user } = renderWithStore(
      <LoginHarness options={{ trimOnBlur: true }} onSubmit={() => undefined} />,
    );
    await user.type(email(), '  ana@example.com ');
    await user.tab();
    expect(email()).toHaveValue('ana@example.com');
  });

  it('loads a lazy schema when wanted, and a submit waits for it', async () => {
    const load = jest.fn(() => Promise.resolve(emailOnlySchema));
    const lazy: LazySchema = { load };
    const onSubmit = jest.fn();
    function Harness({ wanted }: { wanted: boolean }) {
      const form = useContractForm(lazy, {
        initial: { email: '' },
        loadSchema: wanted,
        onSubmit,
      });
      return (
        <form {...form.formProps}>
          <TextField label="E-mail" {...form.field('email')} />
          <Button type="submit">Enviar</Button>
          <p>{form.ready ? 'pronto' : 'carregando'}</p>
        </form>
      );
    }
    const { user } = renderWithStore(<Harness wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('carregando')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });
});

describe('useContractForm server errors', () => {
  type Values = { first_name: string; city: string };
  function Harness({
    onSubmit,
  }: {
    onSubmit: (form: { setServerErrors: (e: Record<string, string[]>) => void }) => void;
  }) {
    const form = useContractForm(registerSchema, {
      initial: { first_name: 'Ana', city: '' },
      // Only the two fields matter here: the rest of the schema is filled in.
      input: (v: Values) => ({
        first_name: v.first_name,
        last_name: 'Souza',
        email: 'ana@example.com',
        state: 'São Paulo',
        city: 'São Paulo',
        city_id: '3550308',
        gender: null,
        password: 'Senha123',
        password_confirmation: 'Senha123',
        terms_accepted: true,
        honeypot: '',
      }),
      aliases: { city_id: 'city' },
      onSubmit: (): void => onSubmit(form),
    });
    return (
      <form {...form.formProps}>
        <TextField label="Nome" {...form.field('first_name')} />
        <TextField label="Cidade" {...form.field('city')} />
        <Button type="submit">Criar conta</Button>
      </form>
    );
  }

  it('shows the server’s first message under its field, by alias, until the field changes', async () => {
    const { user } = renderWithStore(
      <Harness
        onSubmit={(form) =>
          form.setServerErrors({ city_id: ['Cidade inválida', 'outra'], first_name: ['Nome já usado'] })
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    const city = screen.getByRole('textbox', { name: 'Cidade' });
    expect(city).toHaveAccessibleDescription('Cidade inválida');
    expect(screen.queryByText('outra')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Nome já usado');
    await user.type(city, 'x');
    expect(city).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Nome já usado')).toBeInTheDocument();
  });
});
