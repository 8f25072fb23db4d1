import { useEffect, useState } from 'react';
import type { Memory } from '@encontro/contracts';
import { useToast } from '../../ui/Toast';
import { useLatest } from '../../ui/useLatest';
import { useDeleteMemoryMutation } from '../forum/forumApi';
import { useFailureToast } from '../forum/useFailureToast';
import { memoryTexts } from './memoryTexts';

/** The id of a memory's thumbnail button, where focus can go. */
export const thumbnailId = (memory: Pick<Memory, 'id'>) => `memory-${memory.id}`;

/**
 * The author's deletion of their memory: asked first (`ask`), then sent; says how it went and, once
 * the memory has left the list, moves focus to its neighbour (or to `fallback`, the gallery).
 */
export function useMemoryDeletion(memories: Memory[], fallback: () => HTMLElement | null) {
  const toast = useToast();
  const failed = useFailureToast();
  const [remove, state] = useDeleteMemoryMutation();
  const [asked, setAsked] = useState<Memory | null>(null);
  const [focusAfter, setFocusAfter] = useState<{ gone: string; next: string | null } | null>(null);
  const fallbackRef = useLatest(fallback);

  useEffect(() => {
    if (!focusAfter || memories.some((m) => m.id === focusAfter.gone)) return;
    const next = focusAfter.next ? document.getElementById(focusAfter.next) : null;
    (next ?? fallbackRef.current())?.focus();
    setFocusAfter(null);
  }, [memories, focusAfter, fallbackRef]);

  // Focus goes to the next thumbnail, else the previous one, else the gallery.
  const confirm = async () => {
    if (!asked) return;
    const index = memories.findIndex((m) => m.id === asked.id);
    const neighbour = memories[index + 1] ?? memories[index - 1] ?? null;
    try {
      await remove({ memoryId: asked.id }).unwrap();
      setFocusAfter({ gone: asked.id, next: neighbour ? thumbnailId(neighbour) : null });
      setAsked(null);
      toast(memoryTexts.deleted);
    } catch (error) {
      setAsked(null);
      failed(error, memoryTexts.deleteFailed);
    }
  };

  return {
    asked,
    busy: state.isLoading,
    ask: (memory: Memory) => setAsked(memory),
    cancel: () => setAsked(null),
    confirm: () => void confirm(),
  };
}
