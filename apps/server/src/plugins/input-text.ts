import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '@campus/contracts';
import { ValidationError } from '../lib/errors.js';

/**
 * Text no field of ours means and the database cannot keep: C0 control characters other than
 * tab, line feed and carriage return (PostgreSQL refuses NUL in text and jsonb outright), and
 * UTF-16 surrogates without their pair (with the `u` flag `\p{Cs}` matches only lone ones;
 * written out they would silently become U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;

export const INVALID_TEXT_MESSAGE = 'Contains characters that are not allowed (control characters or broken text).';

/** Stops after this many findings: one is enough to refuse, a few help the caller. */
const MAX_FINDINGS = 10;

export function isInvalidText(value: string): boolean {
  return INVALID_TEXT.test(value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  // Query strings and forms parse into objects without Object's prototype (fast-querystring
  // uses an empty class whose prototype has none); other class instances (streams, buffers)
  // are not text a client sent.
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

/** A path that is safe to echo: the offending characters themselves are replaced. */
const printable = (segment: string) => segment.replace(new RegExp(INVALID_TEXT.source, 'gu'), '\uFFFD');

/**
 * Every string (values and keys, at any depth) in `value` that is not acceptable text, as the
 * same field paths zod validation errors use (`body.items.0.name`). Walks with its own stack so
 * a deeply nested JSON body cannot overflow the call stack.
 */
export function findInvalidText(value: unknown, context: string): FieldError[] {
  const findings: FieldError[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [context] }];
  while (stack.length > 0 && findings.length < MAX_FINDINGS) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (isInvalidText(current)) findings.push({ path: path.map(printable).join('.'), message: INVALID_TEXT_MESSAGE });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, String(index)] }));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (isInvalidText(key))
          findings.push({ path: [...path, key].map(printable).join('.'), message: INVALID_TEXT_MESSAGE });
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return findings.slice(0, MAX_FINDINGS);
}

/** Throws the usual 400 validation error when any part of the request carries invalid text. */
export function assertValidText(parts: Record<string, unknown>): void {
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
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertValidText({
      params: request.params,
      querystring: request.query,
      body: request.body,
      headers: request.headers,
    });
  });
});
