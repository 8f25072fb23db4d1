import type { ReactNode } from 'react';

type AdminCardListProps<T> = {
  /** The list's name: 'Denúncias'. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** One column less on wide screens, for cards with more text. */
  wide?: boolean;
  children: (item: T) => ReactNode;
};

/** A tab's cards as a named list, one card an item. */
export function AdminCardList<T>({ label, items, itemKey, wide = false, children }: AdminCardListProps<T>) {
  return (
    <ul className={wide ? 'admin-cards admin-cards--wide' : 'admin-cards'} aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
