import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../../test/utils';
import { makeStore } from '../../app/store';
import { initialized } from '../auth/authSlice';
import { Splash } from './Splash';

afterEach(() => {
  jest.useRealTimers();
});

describe('Splash', () => {
  it('stays until auth initialisation, starts fading 300 ms later and then goes away', () => {
    jest.useFakeTimers();
    const store = makeStore();
    renderWithStore(<Splash />, store);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => {
      store.dispatch(initialized());
    });
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(document.querySelector('.splash')).not.toHaveClass('splash--fading');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(document.querySelector('.splash')).toHaveClass('splash--fading');
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(document.querySelector('.splash')).toBeNull();
  });
});
