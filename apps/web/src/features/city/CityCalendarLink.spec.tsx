import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { CityCalendarLink, cityCalendarUrl } from './CityCalendarLink';

describe('CityCalendarLink', () => {
  it("links to the city's feed with webcal://, explaining what it does", () => {
    render(<CityCalendarLink cityId="1302603" city="Manaus" />);
    const link = screen.getByRole('link', { name: 'Adicionar ao calendário' });
    expect(link).toHaveAttribute('href', `webcal://${window.location.host}/api/cities/1302603/calendar.ics`);
    expect(link).toHaveAccessibleDescription(
      'Os encontros de Manaus no seu aplicativo de calendário, atualizados sozinhos.',
    );
    expect(link).toHaveAttribute('title', 'Assinar os encontros de Manaus no seu aplicativo de calendário');
  });

  it('keeps the host and port of an https origin', () => {
    expect(cityCalendarUrl('3550308', 'https://encontro.app:8443')).toBe(
      'webcal://encontro.app:8443/api/cities/3550308/calendar.ics',
    );
  });
});
