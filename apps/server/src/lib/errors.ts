import { ERROR_CODES, MESSAGES, SIGN_IN_BUSY, type ErrorCode, type FieldError } from '@campus/contracts';

/**
 * The one error hierarchy: each carries an HTTP status, a code clients branch on and a message
 * that is safe to show (style pattern 8). The error handler turns them into the spec's shape.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly fields?: FieldError[],
    /**
     * Ids a client needs to act on the error (e.g. whom to resend a confirmation code to), and
     * `reason`: why a refusal was made, shown under the spec's title (`because`).
     */
    public details?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /**
   * Adds why the request was refused as `details.reason`, so the message can stay the spec's
   * title ('Booking hasn’t been canceled.') and the person still learns what to do about it:
   * `throw new ConflictError(title).because('The booking is already cancelled.')`.
   */
  because(reason: string): this {
    this.details = { ...this.details, reason };
    return this;
  }
}

/** One of the spec's own errors (`{code, message}` from contracts), raised with its HTTP status. */
export interface SpecError {
  code: string;
  message: string;
}

/** The one way to raise a spec error: `throw specError(409, SELF_REGISTRATION_ERRORS.userAlreadyExists)`. */
export function specError(status: number, error: SpecError): AppError {
  return new AppError(status, error.code, error.message);
}

export class ValidationError extends AppError {
  constructor(fields: FieldError[], message: string = MESSAGES.genericForm) {
    super(400, ERROR_CODES.validation, message, fields);
  }
}

export class UnauthorisedError extends AppError {
  constructor(message: string = MESSAGES.unauthorised, code: string = ERROR_CODES.unauthorised) {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = MESSAGES.forbidden) {
    super(403, ERROR_CODES.forbidden, message);
  }
}

/** Also what a scoped query miss becomes: it hides whether the record exists elsewhere. */
export class NotFoundError extends AppError {
  constructor(message: string = MESSAGES.notFound) {
    super(404, ERROR_CODES.notFound, message);
  }
}

/** A token for another tenant: the client treats it like 404 (01 §8). */
export class TokenDomainError extends AppError {
  constructor(message = 'This link belongs to another workspace.') {
    super(404, ERROR_CODES.tokenDomain, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: string = ERROR_CODES.conflict) {
    super(409, code, message);
  }
}

export class ItemInUseError extends AppError {
  constructor(message: string) {
    super(409, ERROR_CODES.itemInUse, message);
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string = MESSAGES.tooManyAttempts) {
    super(429, ERROR_CODES.rateLimited, message);
  }
}

/** More sign-ins than the server checks at once: try again after `retryAfterSeconds` (decision 0015). */
export class ServiceBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, ERROR_CODES.serviceBusy, SIGN_IN_BUSY.message, undefined, {
      retryAfterSeconds: String(retryAfterSeconds),
    });
  }
}
