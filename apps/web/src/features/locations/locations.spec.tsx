import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderApp, statesAndCities, switchableReply } from '../../../test/utils';

describe('state and city fields', () => {
  it("show a failed load of the states with 'Tentar novamente', which loads them again", async () => {
    const states = switchableReply(
      { status: 503, body: {} },
      { body: { states: ['Rio de Janeiro', 'São Paulo'] } },
    );
    mockApi({ ...statesAndCities, 'GET /api/states': states.reply });
    const { user } = await renderApp('/register');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os estados.');
    states.switchOver();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'São Paulo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("show a failed load of a state's cities with 'Tentar novamente', not 'no city found'", async () => {
    const cities = switchableReply(
      { status: 500, body: {} },
      { body: { cities: [{ city: 'Santos', city_id: '3548500' }] } },
    );
    mockApi({ ...statesAndCities, 'GET /api/cities/São Paulo': cities.reply });
    const { user } = await renderApp('/register');
    // The states arrive after the field: choose only once they are there.
    await screen.findByRole('option', { name: 'São Paulo' });
    await user.selectOptions(screen.getByLabelText(/^Estado/), 'São Paulo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as cidades.');
    const city = screen.getByRole('combobox', { name: /Cidade/ });
    await user.type(city, 'san');
    expect(screen.queryByText('Nenhuma cidade encontrada.')).not.toBeInTheDocument();
    cities.switchOver();
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
