const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * The paths of fields an answer carries that its parsed form dropped: zod objects strip keys they do
 * not declare, so without this a handler could send fields its contract does not know of.
 */
export function undeclaredFields(answer: unknown, parsed: unknown, path = '$'): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed))
    return answer.flatMap((item, i) => undeclaredFields(item, parsed[i], `${path}[${i}]`));
  if (!isPlainObject(answer) || !isPlainObject(parsed)) return [];
  return Object.entries(answer).flatMap(([key, value]) =>
    value === undefined
      ? []
      : key in parsed
        ? undeclaredFields(value, parsed[key], `${path}.${key}`)
        : [`${path}.${key}`],
  );
}
