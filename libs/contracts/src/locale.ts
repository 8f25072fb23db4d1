import { z } from 'zod';

/**
 * zod's own messages in pt-BR, for every schema of every app (the web forms, the gateway, the
 * services): zod's Portuguese locale, with the issues it words in European Portuguese ('Demasiado
 * grande', 'ficheiro', 'registo', 'deve começar por') said the Brazilian way. Messages a schema
 * gives itself always win over these.
 */

const typeNames: Record<string, string> = {
  string: 'texto',
  number: 'número',
  int: 'número inteiro',
  bigint: 'número inteiro',
  boolean: 'verdadeiro ou falso',
  date: 'data',
  array: 'lista',
  tuple: 'lista',
  object: 'objeto',
  record: 'objeto',
  map: 'objeto',
  set: 'lista',
  file: 'arquivo',
  null: 'nulo',
  undefined: 'vazio',
  nan: 'número inválido',
  symbol: 'símbolo',
  function: 'função',
};

const typeName = (type: string) => typeNames[type] ?? type;

const units: Record<string, [string, string]> = {
  string: ['caractere', 'caracteres'],
  array: ['item', 'itens'],
  set: ['item', 'itens'],
  file: ['byte', 'bytes'],
  map: ['entrada', 'entradas'],
};

const counted = (origin: string, n: number | bigint) => {
  const unit = units[origin];
  if (!unit) return String(n);
  return `${String(n)} ${Number(n) === 1 ? unit[0] : unit[1]}`;
};

/** Origins whose bounds are a length or size ('Deve ter no máximo…'), not a value ('Deve ser no máximo…'). */
const hasLength = (origin: string) =>
  origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file';

/** The type of a value as pt-BR names it (what was received). */
function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

type Issue = z.core.$ZodRawIssue;

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** Returns the pt-BR message for the issues zod's pt locale words European-style; undefined keeps it. */
export function ptBrIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Campo obrigatório.';
      return `Tipo inválido: esperado ${typeName(issue.expected)}, recebido ${typeName(receivedType(issue.input))}.`;
    }
    case 'too_big': {
      const max = counted(issue.origin, issue.maximum);
      if (hasLength(issue.origin))
        return issue.inclusive ? `Deve ter no máximo ${max}.` : `Deve ter menos de ${max}.`;
      if (issue.origin === 'date') return `A data deve ser até ${String(issue.maximum)}.`;
      return issue.inclusive ? `Deve ser no máximo ${max}.` : `Deve ser menor que ${max}.`;
    }
    case 'too_small': {
      const min = counted(issue.origin, issue.minimum);
      if (hasLength(issue.origin)) {
        if (Number(issue.minimum) === 1 && issue.inclusive) return 'Campo obrigatório.';
        return issue.inclusive ? `Deve ter pelo menos ${min}.` : `Deve ter mais de ${min}.`;
      }
      if (issue.origin === 'date') return `A data deve ser a partir de ${String(issue.minimum)}.`;
      return issue.inclusive ? `Deve ser no mínimo ${min}.` : `Deve ser maior que ${min}.`;
    }
    case 'invalid_format': {
      if (issue.format === 'starts_with')
        return `Texto inválido: deve começar com "${String(issue.prefix)}".`;
      if (issue.format === 'ends_with') return `Texto inválido: deve terminar com "${String(issue.suffix)}".`;
      if (issue.format === 'includes') return `Texto inválido: deve conter "${String(issue.includes)}".`;
      if (issue.format === 'regex') return 'Formato inválido.';
      if (issue.format === 'uuid' || issue.format === 'guid' || issue.format.startsWith('uuidv'))
        return 'Identificador inválido.';
      return undefined;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Valor inválido: esperado ${quoted(issue.values[0])}.`
        : `Opção inválida: use ${issue.values.map(quoted).join(', ')}.`;
    case 'unrecognized_keys':
      return `Campo${issue.keys.length > 1 ? 's' : ''} não reconhecido${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'Valor inválido.';
    default:
      return undefined;
  }
}

/** Sets zod's messages to pt-BR for the whole process (idempotent). */
export function configurePtBrMessages(): void {
  z.config({ ...z.locales.pt(), customError: ptBrIssueMessage });
}

configurePtBrMessages();
