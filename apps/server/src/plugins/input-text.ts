import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '@campus/contracts';
import { ValidationError } from '../lib/errors.js';
import { isInvalidText, replaceInvalidText } from '../lib/valid-text.js';

export const INVALID_TEXT_MESSAGE = 'Contains characters that are not allowed (control characters or broken text).';

/** Stops after this many findings: one is enough to refuse, a few help the caller. */
const MAX_FINDINGS = 10;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  // Query strings and forms parse into objects without Object's prototype (fast-querystring
  // uses an empty class whose prototype has none); other class instances (streams, buffers)
  // are not text a client sent.
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

/**
 * Every string (values and keys, at any depth) in `value` that is not acceptable text, as the
 * same field paths zod validation errors use (`body.items.0.name`). Walks with its own stack so
 * a deeply nested JSON body cannot overflow the call stack.
 */
export function findInvalidText(value: unknown, context: string): FieldError[] {
  // Paths are echoed with the offending characters replaced.
  const findings: FieldError[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [context] }];
  while (stack.length > 0 && findings.length < MAX_FINDINGS) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (isInvalidText(current))
        findings.push({ path: path.map(replaceInvalidText).join('.'), message: INVALID_TEXT_MESSAGE });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, String(index)] }));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (isInvalidText(key))
          findings.push({ path: [...path, key].map(replaceInvalidText).join('.'), message: INVALID_TEXT_MESSAGE });
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return findings.slice(0, MAX_FINDINGS);
}

/**
 * Whether any string in `value` (values and keys, at any depth) is not acceptable text: the same
 * walk as `findInvalidText` without building a path for every value, so the common case (all
 * text fine) allocates next to nothing. It runs on every request (decision 0020).
 */
export function containsInvalidText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (isInvalidText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (isPlainObject(current)) {
      for (const key in current) {
        if (!Object.hasOwn(current, key)) continue;
        if (isInvalidText(key)) return true;
        stack.push(current[key]);
      }
    }
  }
  return false;
}

/** Throws the usual 400 validation error when any part of the request carries invalid text. */
export function assertValidText(parts: Record<string, unknown>): void {
  if (!containsInvalidText(parts)) return;
  const findings = Object.entries(parts).flatMap(([context, value]) => findInvalidText(value, context));
  if (findings.length > 0) throw new ValidationError(findings.slice(0, MAX_FINDINGS));
}

/**
 * The edge check for every route: path parameters, query string, parsed body (JSON and forms,
 * nested) and headers are refused with a 400 before any schema, handler, database or audit
 * writer sees them. One check here instead of a refinement on every zod string. Bodies a route
 * reads itself (multipart) are not parsed yet at this point; such handlers call
 * `assertValidText` on what they keep.
 */
export const inputTextPlugin = fp(async (app) => {
  // A callback hook: the check is synchronous, so no promise per request.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    try {
      assertValidText({
        params: request.params,
        querystring: request.query,
        body: request.body,
        headers: request.headers,
      });
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
