import { and, eq, gt, lt } from 'drizzle-orm';
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import type { Queryable } from '../../../db/client.js';
import { samlRequests } from '../../../db/schema/index.js';

/** How long an identity provider may take to answer our AuthnRequest (the person signs in there). */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000;

/**
 * node-saml's store of outstanding AuthnRequest ids, kept in the database so any server
 * instance can take the identity provider's answer. Reads never consume: the ACS consumes the
 * id with `consumeSamlRequest` after the response proved valid, in one conditional DELETE, so
 * of two concurrent posts of the same response exactly one wins.
 */
export class SamlRequestStore implements CacheProvider {
  /** Ids node-saml looked up while validating: burnt when validation fails. */
  readonly seen = new Set<string>();
  /** The id of the AuthnRequest just created, for binding it to the browser. */
  lastSavedId: string | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly subscriptionId: string,
  ) {}

  async saveAsync(key: string, value: string): Promise<CacheItem> {
    await this.db.insert(samlRequests).values({
      id: key,
      subscriptionId: this.subscriptionId,
      expiresAt: new Date(Date.now() + SAML_REQUEST_TTL_MS),
    });
    this.lastSavedId = key;
    return { value, createdAt: Date.now() };
  }

  async getAsync(key: string): Promise<string | null> {
    this.seen.add(key);
    const [row] = await this.db
      .select({ createdAt: samlRequests.createdAt })
      .from(samlRequests)
      .where(
        and(
          eq(samlRequests.id, key),
          eq(samlRequests.subscriptionId, this.subscriptionId),
          gt(samlRequests.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row ? row.createdAt.toISOString() : null;
  }

  /** Deliberately not a delete: consumption happens once, after the whole response is valid. */
  async removeAsync(key: string | null): Promise<string | null> {
    if (key) this.seen.add(key);
    return null;
  }
}

/**
 * Uses up an outstanding request id; false when it is unknown, expired, another provider's or already used.
 * @unscoped sign-in SAML sign-in, keyed by the request id the identity provider answers.
 */
export async function consumeSamlRequest(db: Queryable, id: string, subscriptionId: string): Promise<boolean> {
  const rows = await db
    .delete(samlRequests)
    .where(
      and(
        eq(samlRequests.id, id),
        eq(samlRequests.subscriptionId, subscriptionId),
        gt(samlRequests.expiresAt, new Date()),
      ),
    )
    .returning({ id: samlRequests.id });
  return rows.length === 1;
}

/**
 * Housekeeping on each new request: ids nobody answered are of no further use.
 * @unscoped global Housekeeping for the system, in no tenant's table.
 */
export async function deleteExpiredSamlRequests(db: Queryable): Promise<void> {
  await db.delete(samlRequests).where(lt(samlRequests.expiresAt, new Date()));
}
