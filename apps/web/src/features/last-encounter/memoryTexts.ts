import { type Memory, forumMessages } from '@encontro/contracts';

/** What the memories gallery says (beyond SPEC: memories, and their deletion by their author). */
export const memoryTexts = {
  empty: 'Nenhuma memória compartilhada ainda.',
  open: (memory: Memory) => `Ver foto de ${memory.user_name}: ${memory.description}`,
  /** The thumbnail's own text, for when the photo does not load or is read alone. */
  alt: (memory: Memory) => `Memória de ${memory.user_name}: ${memory.description}`,
  remove: 'Excluir',
  removeLabel: (memory: Memory) => `Excluir memória: ${memory.description}`,
  confirm: 'Excluir esta memória?',
  confirmNote: 'Esta ação não pode ser desfeita.',
  removing: 'Excluindo...',
  deleted: forumMessages.memoryDeleted,
  deleteFailed: 'Erro ao excluir memória. Tente novamente.',
} as const;
