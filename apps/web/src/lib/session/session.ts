import {
  ANONYMOUS,
  actorFromSecondStage,
  identityActor,
  firstStageClaimsSchema,
  secondStageClaimsSchema,
  type Actor,
  type FirstStageClaims,
  type SecondStageClaims,
} from '@campus/contracts';
import { decodeJwtPayload } from './jwt';
import { tokenStore, type StoredTokens } from './tokenStore';

export interface Session {
  readonly tokens: StoredTokens;
  /** Claims of the first-stage (identity) token, if one is stored and readable. */
  readonly identity: FirstStageClaims | null;
  /** Claims of the second-stage (workspace or platform) token, if one is stored and readable. */
  readonly workspace: SecondStageClaims | null;
  readonly actor: Actor;
}

export function readFirstStageClaims(token: string | null): FirstStageClaims | null {
  if (!token) return null;
  const parsed = firstStageClaimsSchema.safeParse(decodeJwtPayload(token));
  return parsed.success ? parsed.data : null;
}

export function readSecondStageClaims(token: string | null): SecondStageClaims | null {
  if (!token) return null;
  const parsed = secondStageClaimsSchema.safeParse(decodeJwtPayload(token));
  return parsed.success ? parsed.data : null;
}

export function sessionFromTokens(tokens: StoredTokens): Session {
  const identity = readFirstStageClaims(tokens.idToken);
  const workspace = readSecondStageClaims(tokens.workspaceToken);
  let actor: Actor = ANONYMOUS;
  if (workspace) actor = actorFromSecondStage(workspace);
  else if (identity) actor = identityActor(identity.sub);
  return { tokens, identity, workspace, actor };
}

let cached: { tokens: StoredTokens; session: Session } | null = null;

/** The current session, derived once per token change so it can feed useSyncExternalStore. */
export function getSession(): Session {
  const tokens = tokenStore.get();
  if (cached?.tokens !== tokens) cached = { tokens, session: sessionFromTokens(tokens) };
  return cached.session;
}
