import { i18n } from '../i18n/i18n';
import { isExpired } from '../session/jwt';
import { refreshIdentity, renewWorkspaceToken } from '../session/renewal';
import { readFirstStageClaims } from '../session/session';
import { tokenStore } from '../session/tokenStore';
import { ApiError } from './ApiError';
import { sendRequest, type HttpRequest } from './http';
import { sectionSignal } from './sectionScope';

/**
 * Which bearer token a call carries: 'session' = the workspace (second-stage) token if one
 * is stored, else the identity token; 'identity' = always the identity token (login,
 * token exchange, workspace list); 'none' = public endpoint.
 */
export type AuthMode = 'session' | 'identity' | 'none';

/** Anything with a zod-like `parse`, e.g. a response schema from @campus/contracts. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T> extends Omit<HttpRequest, 'path' | 'token'> {
  auth?: AuthMode;
  /** 'section' (default): cancelled when the user leaves the current section; 'global': app-wide calls. */
  scope?: 'section' | 'global';
  /** Validates and types the response body. */
  schema?: Parser<T>;
}

interface ClientConfig {
  /** Called once when a 401 could not be recovered and the stored session was cleared. */
  onSessionEnded: () => void;
}

const config: ClientConfig = { onSessionEnded: () => undefined };

export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

function combineSignals(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

/** The identity token, refreshed first when it has expired and a refresh token is stored. */
async function identityToken(): Promise<string | null> {
  const { idToken, refreshToken } = tokenStore.get();
  if (!idToken) return null;
  const claims = readFirstStageClaims(idToken);
  if (claims && isExpired(claims.exp) && refreshToken) return (await refreshIdentity()) ?? idToken;
  return idToken;
}

async function tokenFor(auth: AuthMode): Promise<string | null> {
  if (auth === 'none') return null;
  if (auth === 'session') {
    const { workspaceToken } = tokenStore.get();
    if (workspaceToken) return workspaceToken;
  }
  return identityToken();
}

/** After a 401: one identity refresh, then a new workspace token if the call used one. */
async function recoverToken(auth: AuthMode): Promise<string | null> {
  const idToken = await refreshIdentity();
  if (!idToken) return null;
  if (auth === 'session' && tokenStore.get().workspaceToken) return renewWorkspaceToken(idToken);
  return idToken;
}

function endSession(error: ApiError): void {
  error.sessionEnded = true;
  const { idToken, workspaceToken } = tokenStore.get();
  if (!idToken && !workspaceToken) return;
  tokenStore.clear();
  config.onSessionEnded();
}

function parseBody<T>(body: unknown, schema: Parser<T> | undefined, path: string): T {
  if (!schema) return body as T;
  try {
    return schema.parse(body);
  } catch (cause) {
    console.error(`Unexpected response from ${path}`, cause);
    throw new ApiError({ status: 200, code: 'invalid_response', message: i18n.t('errors.invalidResponse'), path });
  }
}

/**
 * The one way the app talks to the API: standard headers, the right bearer token, section
 * cancellation, one refresh-and-retry on 401 (else the session ends), typed responses.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { auth = 'session', scope = 'section', schema, signal: callerSignal, ...request } = options;
  const signal = combineSignals(callerSignal, scope === 'section' ? sectionSignal() : undefined);
  const token = await tokenFor(auth);

  let body: unknown;
  try {
    body = await sendRequest({ ...request, path, token, signal });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    const retryToken = await recoverToken(auth);
    if (!retryToken) {
      endSession(error);
      throw error;
    }
    try {
      body = await sendRequest({ ...request, path, token: retryToken, signal });
    } catch (retryError) {
      if (retryError instanceof ApiError && retryError.status === 401) endSession(retryError);
      throw retryError;
    }
  }
  return parseBody(body, schema, path);
}
