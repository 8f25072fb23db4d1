import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderApp, statesAndCities } from '../../../test/utils';

describe('state and city fields', () => {
  it("show a failed load of the states with 'Tentar novamente', which loads them again", async () => {
    let failing = true;
    mockApi({
      ...statesAndCities,
      'GET /api/states': () =>
        failing ? { status: 503, body: {} } : { body: { states: ['Rio de Janeiro', 'São Paulo'] } },
    });
    const { user } = await renderApp('/register');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os estados.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'São Paulo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("show a failed load of a state's cities with 'Tentar novamente', not 'no city found'", async () => {
    let failing = true;
    mockApi({
      ...statesAndCities,
      'GET /api/cities/São Paulo': () =>
        failing ? { status: 500, body: {} } : { body: { cities: [{ city: 'Santos', city_id: '3548500' }] } },
    });
    const { user } = await renderApp('/register');
    // The states arrive after the field: choose only once they are there.
    await screen.findByRole('option', { name: 'São Paulo' });
    await user.selectOptions(screen.getByLabelText(/^Estado/), 'São Paulo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as cidades.');
    const city = screen.getByRole('combobox', { name: /Cidade/ });
    await user.type(city, 'san');
    expect(screen.queryByText('Nenhuma cidade encontrada.')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(city);
    expect(
      await within(await screen.findByRole('listbox', { name: 'Cidades' })).findByRole('option', {
        name: 'Santos',
      }),
    ).toBeInTheDocument();
  });
});
