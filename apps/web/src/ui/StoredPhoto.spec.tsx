import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../test/utils';
import { StoredPhoto } from './StoredPhoto';
import { VenueCover } from './VenueCover';

describe(VenueCover.name, () => {
  it('shows the venue’s photo from the API origin', () => {
    renderWithStore(
      <VenueCover path="storage/indications/1/a.webp" name="Bar da Lagoa" className="venue-card__photo" />,
    );
    expect(screen.getByRole('img', { name: 'Foto de Bar da Lagoa' })).toHaveAttribute(
      'src',
      'http://localhost/storage/indications/1/a.webp',
    );
  });

  it('shows the placeholder, not a broken image with its alt text, once the photo fails to load', () => {
    const { container } = renderWithStore(
      <VenueCover path="storage/indications/1/gone.webp" name="Bar da Lagoa" className="venue-card__photo" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Foto de Bar da Lagoa' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Foto de Bar da Lagoa')).not.toBeInTheDocument();
    const placeholder = container.querySelector('.photo-placeholder');
    expect(placeholder).toHaveClass('venue-card__photo');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the placeholder where the venue has no photo', () => {
    const { container } = renderWithStore(
      <VenueCover path={null} name="Bar da Lagoa" className="venue-card__photo" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.photo-placeholder')).toBeInTheDocument();
  });
});

describe(StoredPhoto.name, () => {
  it('tries a new photo again after an earlier one failed', () => {
    const { container, rerender } = renderWithStore(
      <StoredPhoto path="storage/memories/1/gone.webp" alt="Mesa cheia" className="memory-grid__photo" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Mesa cheia' }));
    expect(container.querySelector('.photo-placeholder')).toBeInTheDocument();
    rerender(
      <StoredPhoto path="storage/memories/1/new.webp" alt="Mesa cheia" className="memory-grid__photo" />,
    );
    expect(screen.getByRole('img', { name: 'Mesa cheia' })).toHaveAttribute(
      'src',
      'http://localhost/storage/memories/1/new.webp',
    );
  });
});
