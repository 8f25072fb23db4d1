import { useRef, useState } from 'react';
import { useToast } from '../../ui/Toast';
import { authorTexts, type AuthoredKind } from './authorTexts';
import type { ContentBody } from './forumApi';
import { useFailureToast } from './useFailureToast';

type AuthorControlsOptions = {
  /** Deletes the post or comment; rejects with the RTK Query error. */
  remove: () => Promise<unknown>;
  /** After the deletion: where focus goes, now that the item is gone. */
  onDeleted?: () => void;
};

export type AuthorControls = ReturnType<typeof useAuthorControls>;

/**
 * What the author of a post or comment can do with it: edit it inline (focus back on Editar when
 * the form closes) and delete it after a confirmation, each saying how it went.
 */
export function useAuthorControls(kind: AuthoredKind, { remove, onDeleted }: AuthorControlsOptions) {
  const texts = authorTexts[kind];
  const toast = useToast();
  const failed = useFailureToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);

  const stopEditing = () => {
    setEditing(false);
    setTimeout(() => editRef.current?.focus());
  };
  const confirmDelete = async () => {
    try {
      await remove();
      setConfirming(false);
      toast(texts.deleted);
      onDeleted?.();
    } catch (error) {
      setConfirming(false);
      failed(error, texts.deleteFailed);
    }
  };

  return {
    texts,
    editing,
    editRef,
    startEditing: () => setEditing(true),
    stopEditing,
    /** The edit form's submit: sends the new text, then says so and closes the form. */
    saveWith: (update: (body: ContentBody) => Promise<unknown>) => async (body: ContentBody) => {
      await update(body);
      toast(texts.updated);
      stopEditing();
    },
    confirming,
    askDelete: () => setConfirming(true),
    confirmDelete: () => void confirmDelete(),
    cancelDelete: () => setConfirming(false),
  };
}
