import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '@campus/contracts';
import { ValidationError } from '../lib/errors.js';
import { isInvalidOrUnsafeText, isInvalidText, isUnsafeText, nfc, replaceInvalidText } from '../lib/valid-text.js';

export const INVALID_TEXT_MESSAGE = 'Contains characters that are not allowed (control characters or broken text).';
export const UNSAFE_TEXT_MESSAGE =
  'Contains characters that are not allowed (text-direction overrides, embeddings or isolates, or Unicode noncharacters).';

/**
 * Passwords are checked and hashed exactly as typed: normalising them (or refusing a character
 * that was allowed when the password was set) would lock out whoever chose it. They are never
 * shown, so the text rules for people's eyes do not apply; the storage rule (no NUL) still does.
 */
const SECRET_KEY = /password/i;
const isSecretPath = (path: readonly string[]): boolean => SECRET_KEY.test(path[path.length - 1] ?? '');

/** Why the string at `path` is refused, or null. */
function refusalOf(value: string, path: readonly string[]): string | null {
  if (isInvalidText(value)) return INVALID_TEXT_MESSAGE;
  if (!isSecretPath(path) && isUnsafeText(value)) return UNSAFE_TEXT_MESSAGE;
  return null;
}

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
      const message = refusalOf(current, path);
      if (message) findings.push({ path: path.map(replaceInvalidText).join('.'), message });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, String(index)] }));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        const message = refusalOf(key, []);
        if (message) findings.push({ path: [...path, key].map(replaceInvalidText).join('.'), message });
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return findings.slice(0, MAX_FINDINGS);
}

/**
 * Whether any string in `value` (values and keys, at any depth) may not be acceptable text: the
 * same walk as `findInvalidText` without building a path for every value, so the common case (all
 * text fine) allocates next to nothing. It runs on every request (decision 0020). A password with
 * a direction override passes `findInvalidText` after this said yes: that rare case pays the walk.
 */
export function containsInvalidText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (isInvalidOrUnsafeText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (isPlainObject(current)) {
      for (const key in current) {
        if (!Object.hasOwn(current, key)) continue;
        if (isInvalidOrUnsafeText(key)) return true;
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
 * Every string value in `value` (at any depth; not keys, not passwords) in Unicode NFC, changed in
 * place; returns the value, or its NFC form when it is a string itself. Query strings and path
 * parameters are objects Fastify hands out, so their entries are replaced rather than the objects.
 */
export function normaliseText(value: unknown): unknown {
  if (typeof value === 'string') return nfc(value);
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        const item: unknown = current[index];
        if (typeof item === 'string') current[index] = nfc(item);
        else if (item && typeof item === 'object') stack.push(item);
      }
    } else if (isPlainObject(current)) {
      for (const key in current) {
        if (!Object.hasOwn(current, key)) continue;
        const item = current[key];
        if (typeof item === 'string') {
          if (!SECRET_KEY.test(key)) current[key] = nfc(item);
        } else if (item && typeof item === 'object') stack.push(item);
      }
    }
  }
  return value;
}

/**
 * The edge check for every route (then NFC for what passes, decision 0043): path parameters, query string, parsed body (JSON and forms,
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
      // Then the text every schema, handler and table sees is NFC (decision 0043). Headers are
      // left as they came: Node already keeps them to Latin-1, which NFC does not change.
      normaliseText(request.params);
      normaliseText(request.query);
      request.body = normaliseText(request.body);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
