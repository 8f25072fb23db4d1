/** "1 comentário", "3 comentários". */
export const commentsLabel = (n: number) => (n === 1 ? '1 comentário' : `${n} comentários`);
