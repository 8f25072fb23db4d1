import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { DetailsModal } from '../../ui/DetailsModal';
import { PagedList, type ListQuery } from '../../ui/PagedList';
import { adminLists } from './adminTexts';
import { ContentItem } from './ContentItem';
import type { Editing } from './EditContentModal';
import { useContentActions } from './useContentActions';
import { useLoadFailureToast } from './useLoadFailureToast';

type Kind = Editing['kind'];
type ItemOf<K extends Kind> = Extract<Editing, { kind: K }>['item'];

const listOf = {
  post: { label: 'Posts', texts: adminLists.posts, empty: 'Este fórum ainda não tem posts.' },
  comment: {
    label: 'Comentários',
    texts: adminLists.comments,
    empty: 'Este post ainda não tem comentários.',
  },
} as const;

type ContentListModalProps<K extends Kind> = {
  kind: K;
  title: string;
  description?: string;
  query: ListQuery;
  items: readonly ItemOf<K>[];
  onClose: () => void;
  /** Actions of an item before its Editar. */
  itemActions?: (item: ItemOf<K>) => ReactNode;
  /** Under the list: how many there are. */
  footnote?: string;
  /** A dialog this one opens, rendered after it. */
  children?: ReactNode;
};

/** SPEC §2: a dialog listing a forum's posts or a post's comments, each with Editar and Excluir. */
export function ContentListModal<K extends Kind>({
  kind,
  title,
  description,
  query,
  items,
  onClose,
  itemActions,
  footnote,
  children,
}: ContentListModalProps<K>) {
  const list = listOf[kind];
  useLoadFailureToast(query.isError, list.texts.loadFailed);
  const actions = useContentActions();
  return (
    <>
      <DetailsModal title={title} description={description} onClose={onClose}>
        <PagedList query={query} texts={list.texts} items={items} empty={<EmptyState title={list.empty} />}>
          {(shown) => (
            <ul className="grid-list admin-items" aria-label={list.label}>
              {shown.map((item) => (
                <ContentItem
                  key={item.id}
                  // The kind says which of the two `item` is (ItemOf<K>).
                  entry={{ kind, item } as Editing}
                  onEdit={actions.setEditing}
                  onDelete={actions.setDeleting}
                >
                  {itemActions?.(item)}
                </ContentItem>
              ))}
            </ul>
          )}
        </PagedList>
        {footnote !== undefined && <p className="muted admin-items__total">{footnote}</p>}
      </DetailsModal>
      {children}
      {actions.dialogs}
    </>
  );
}
