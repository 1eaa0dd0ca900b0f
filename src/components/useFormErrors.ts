import type { MessageDescriptor } from '@lingui/core';
import { useRef, useState } from 'react';
import type { ErrorCode } from '../gql/graphql';

/** Kept in the backend's or the rule's English and translated where shown (src/i18n/problems.ts). */
export interface FieldProblem {
  message: string;
  /** The backend's code, when the problem came from it (to offer "Log in" for a known contact, say). */
  code: ErrorCode | null;
  /** The form's own text, when neither the backend nor a rule said what went wrong. */
  descriptor?: MessageDescriptor;
  /** RATE_LIMITED: seconds until the next try, for the translated message. */
  retryAfterSeconds?: number | null;
}

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

interface ServerError {
  /** Null for a problem the client found itself (no network). */
  code: ErrorCode | null;
  message: string;
  field: string | null;
  retryAfterSeconds?: number | null;
}

/**
 * A form's problems per field: shown under the inputs, the first one focused, each cleared as
 * its field is edited. `fields` are the inputs' name attributes, in the form's order.
 */
export function useFormErrors<F extends string>(fields: readonly F[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldProblems<F>>({});

  const show = (found: FieldProblems<F>) => {
    setProblems(found);
    const first = fields.find((field) => found[field]);
    const input = first ? formRef.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  /** Shows the rules' messages (null where a field is fine); true when there are none. */
  const check = (messages: Partial<Record<F, string | null>>): boolean => {
    const found: FieldProblems<F> = {};
    for (const field of fields) {
      const message = messages[field];
      if (message) found[field] = { message, code: null };
    }
    if (Object.keys(found).length === 0) return true;
    show(found);
    return false;
  };

  /** Puts the backend's errors on the fields `fieldFor` names, first one per field; returns the rest. */
  const showServerErrors = (errors: readonly ServerError[], fieldFor: (field: string | null) => F | null): ServerError[] => {
    const found: FieldProblems<F> = {};
    const general: ServerError[] = [];
    for (const error of errors) {
      const field = fieldFor(error.field);
      if (field) found[field] ??= { message: error.message, code: error.code, retryAfterSeconds: error.retryAfterSeconds ?? null };
      else general.push(error);
    }
    show(found);
    return general;
  };

  const clear = (field: F) => {
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  return { formRef, problems, show, check, showServerErrors, clear };
}
