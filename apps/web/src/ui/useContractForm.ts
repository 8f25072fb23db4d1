import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { focusFirstError } from './focusFirstError';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** A shared contract's zod schema, as far as a form needs it. */
export type ContractSchema = {
  safeParse: (input: unknown) => { success: true } | { success: false; error: { issues: readonly Issue[] } };
};

/** A schema fetched on demand, so zod need not ship with a first screen; `load` is module-level. */
export type LazySchema = { load: () => Promise<ContractSchema> };

/** The form's schema: fixed, chosen by the values (a ticket's type), or loaded on demand. */
export type SchemaSource<V> = ContractSchema | LazySchema | ((values: V) => ContractSchema);

/**
 * When a field's own error appears: once the field was left ('blur'), only after a submit
 * ('submit'), or as soon as it was changed ('change'). Every error shows after a submit.
 */
export type ShowErrors = 'blur' | 'submit' | 'change';

type ErrorList = string | readonly string[] | undefined;

export type ContractFormOptions<V> = {
  initial: V | (() => V);
  /** What the schema checks: the values as they are sent (trimmed, renamed). The values by default. */
  input?: (values: V) => unknown;
  /** Error keys (schema paths, server fields) naming a field otherwise: `{ city_id: 'city' }`. */
  aliases?: Readonly<Record<string, keyof V & string>>;
  showErrors?: ShowErrors;
  /** Text values are trimmed as their field is left. */
  trimOnBlur?: boolean;
  /** A lazy schema starts loading once this is true (the form is open, or being filled in). */
  loadSchema?: boolean;
  /** A reason outside the schema not to send (a photo missing, the daily limit reached); read on submit. */
  blocked?: boolean | (() => boolean);
  /** Runs once the values pass the schema; a rejection is the caller's to handle. */
  onSubmit: (values: V) => unknown;
};

/** One field's value, error and handlers, whichever form it is of: what a field component takes. */
export type BoundField<T> = {
  name: string;
  value: T;
  error: string | undefined;
  onChange: (value: T) => void;
  onBlur: () => void;
};

export type FieldBinding<V, K extends keyof V> = BoundField<V[K]> & { name: K & string };

export type ContractForm<V> = {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  setValues: (update: (values: V) => V) => void;
  /** Back to `next` (or the initial values), with nothing touched, submitted or refused. */
  reset: (next?: V) => void;
  /** Marks a field as visited: its error may show. */
  touch: (field: keyof V & string) => void;
  /** The schema's first message per field (and `honeypot`, `general`), shown or not. */
  errors: Record<string, string>;
  /** The message under a field: the server's, else the schema's once it is due. */
  error: (field: string) => string | undefined;
  /** The schema is here (a lazy one has loaded). */
  ready: boolean;
  /** The schema is here and finds nothing wrong. */
  valid: boolean;
  /** A submit was tried since the last reset. */
  submitted: boolean;
  submitting: boolean;
  serverErrors: Record<string, string>;
  /** Field errors from the server (`{ field: [msg] }`) or another check; each goes when its field changes. */
  setServerErrors: (errors: Readonly<Record<string, ErrorList>>) => void;
  clearServerError: (key: string) => void;
  /** value, onChange, onBlur, error and name for one of the field components. */
  field: <K extends keyof V & string>(name: K) => FieldBinding<V, K>;
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event?: FormEvent) => Promise<void>;
    noValidate: true;
  };
  handleSubmit: (event?: FormEvent) => Promise<void>;
};

/** The first message per field of a contract schema (keys are dotted paths); empty when valid. */
export function contractErrors(schema: ContractSchema, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  // A Map, not `{}`: a field named `constructor` is just a field.
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'general';
    if (!first.has(key)) first.set(key, issue.message);
  }
  return Object.fromEntries(first);
}

const isLazy = <V>(source: SchemaSource<V>): source is LazySchema =>
  typeof source === 'object' && !('safeParse' in source);

/**
 * One form's state over a shared contract schema: values, the schema's pt-BR message per field
 * (shown on blur, on submit or on change), the server's field errors in their place, focus on the
 * first invalid field after a refused submit, and a submitting flag.
 */
export function useContractForm<V extends Record<string, unknown>>(
  schema: SchemaSource<V>,
  options: ContractFormOptions<V>,
): ContractForm<V> {
  const {
    input,
    aliases,
    showErrors = 'blur',
    trimOnBlur = false,
    loadSchema = true,
    blocked = false,
  } = options;
  const initialRef = useRef<V | null>(null);
  const [values, setValuesState] = useState<V>(() => {
    const initial = typeof options.initial === 'function' ? (options.initial as () => V)() : options.initial;
    initialRef.current = initial;
    return initial;
  });
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [changed, setChanged] = useState<Partial<Record<string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const [serverErrors, setServerErrorsState] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement | null>(null);

  const lazy = isLazy(schema) ? schema : null;
  const [loaded, setLoaded] = useState<ContractSchema | null>(null);
  const loading = useRef<Promise<ContractSchema> | null>(null);
  const ensureLoaded = useCallback(async (): Promise<ContractSchema | null> => {
    if (!lazy) return null;
    loading.current ??= lazy.load().then(
      (s) => {
        setLoaded(() => s);
        return s;
      },
      (error: unknown) => {
        loading.current = null; // a later attempt may load it
        throw error;
      },
    );
    return loading.current.catch(() => null);
    // The loader is module-level: its identity never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lazy?.load]);
  useEffect(() => {
    if (lazy && loadSchema && !loaded) void ensureLoaded();
  }, [lazy, loadSchema, loaded, ensureLoaded]);

  const fieldOf = (key: string): string => {
    if (aliases?.[key]) return aliases[key];
    const head = key.split('.')[0] ?? key;
    return aliases?.[head] ?? head;
  };
  const byField = (raw: Record<string, string>): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [key, message] of Object.entries(raw)) {
      const field = fieldOf(key);
      if (!Object.hasOwn(out, field)) out[field] = message;
    }
    return out;
  };
  const current: ContractSchema | null = lazy
    ? loaded
    : typeof schema === 'function'
      ? schema(values)
      : (schema as ContractSchema);
  const check = (s: ContractSchema, v: V) => byField(contractErrors(s, input ? input(v) : v));
  const errors = current ? check(current, values) : {};
  const valid = current !== null && Object.keys(errors).length === 0;

  const due = (field: string) =>
    submitted ||
    (showErrors === 'blur' && Boolean(touched[field])) ||
    (showErrors === 'change' && Boolean(changed[field]));
  const error = (field: string) => serverErrors[field] ?? (due(field) ? errors[field] : undefined);

  const clearServerError = useCallback((key: string) => {
    setServerErrorsState((e) => {
      if (!Object.hasOwn(e, key)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  }, []);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValuesState((v) => ({ ...v, [field]: value }));
    setChanged((c) => (c[field as string] ? c : { ...c, [field]: true }));
    clearServerError(field as string);
  };

  const touch = (field: keyof V & string) => {
    setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
    if (trimOnBlur)
      setValuesState((v) => {
        const value = v[field];
        return typeof value === 'string' && value.trim() !== value ? { ...v, [field]: value.trim() } : v;
      });
  };

  const reset = (next?: V) => {
    setValuesState(next ?? (initialRef.current as V));
    setTouched({});
    setChanged({});
    setSubmitted(false);
    setServerErrorsState({});
  };

  const setServerErrors = (raw: Readonly<Record<string, ErrorList>>) => {
    const firsts: Record<string, string> = {};
    for (const [key, list] of Object.entries(raw)) {
      const message = typeof list === 'string' ? list : list?.[0];
      if (message) firsts[key] = message;
    }
    setServerErrorsState(byField(firsts));
    if (Object.keys(firsts).length > 0) setRefusals((n) => n + 1);
  };

  // After a refused submit (here or by the server), the first field that says what is wrong is
  // scrolled into view and focused.
  useEffect(() => {
    if (refusals > 0) focusFirstError(formRef.current);
  }, [refusals]);

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    setSubmitted(true);
    const s = current ?? (await ensureLoaded());
    const refused = typeof blocked === 'function' ? blocked() : blocked;
    if (!s || Object.keys(check(s, values)).length > 0 || refused) {
      setRefusals((n) => n + 1);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      await options.onSubmit(values);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return {
    values,
    set,
    setValues: setValuesState,
    reset,
    touch,
    errors,
    error,
    ready: current !== null,
    valid,
    submitted,
    submitting,
    serverErrors,
    setServerErrors,
    clearServerError,
    field: (name) => ({
      name,
      value: values[name],
      error: error(name),
      onChange: (value) => set(name, value),
      onBlur: () => touch(name),
    }),
    formProps: { ref: formRef, onSubmit: handleSubmit, noValidate: true },
    handleSubmit,
  };
}
