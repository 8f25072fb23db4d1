import type { ReactNode } from 'react';
import { PagedList, type PagedListProps } from '../../ui/PagedList';

type AdminCardListProps<T> = Omit<PagedListProps<T>, 'children'> & {
  /** The list's name: 'Denúncias'. */
  label: string;
  itemKey: (item: T) => string;
  /** One column less on wide screens, for cards with more text. */
  wide?: boolean;
  /** The card of one item. */
  children: (item: T) => ReactNode;
};

/** A tab's cards as a named list, one card an item, with PagedList's loading, failure, empty and pages. */
export function AdminCardList<T>({ label, itemKey, wide = false, children, ...list }: AdminCardListProps<T>) {
  return (
    <PagedList {...list}>
      {(shown) => (
        <ul
          className={wide ? 'grid-list admin-cards admin-cards--wide' : 'grid-list admin-cards'}
          aria-label={label}
        >
          {shown.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
