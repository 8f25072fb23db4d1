const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });
const fullDateFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
const numberFormat = new Intl.NumberFormat('pt-BR');

/** A pt-BR date ("5 de março de 2024"), or the §8 fallbacks. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Data não disponível';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Data inválida';
  return dateFormat.format(date);
}

/** "sexta-feira, 5 de março de 2024" */
export function formatFullDate(date: Date): string {
  return fullDateFormat.format(date);
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1,5 MB" */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(mb)} MB`;
}
