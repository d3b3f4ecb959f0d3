import { isSiteAdmin } from '@campus/contracts';
import type { Scope } from '../../lib/scope.js';

/**
 * Record-level rules of the media library (03 §6, decisions/0027). The repository reaches a
 * customer's library (superadmins every library); these answer who sees and changes one item.
 */

type Caller = Pick<Scope, 'actor' | 'userId'>;
type Item = { isPrivate: boolean; ownerId: string | null; uploaderId: string | null };

/** Superadmins and the customer's site administrators (owner, master_administrator) see every item. */
export const isMediaAdministrator = ({ actor }: Pick<Scope, 'actor'>): boolean =>
  actor.isSuperadmin || isSiteAdmin(actor);

/** Whether the caller is the item's owner or uploader. */
export const isOwnMediaItem = ({ userId }: Caller, item: Item): boolean =>
  userId !== null && (item.ownerId === userId || item.uploaderId === userId);

/**
 * A public item is for everyone who may use the library; a private one only for its owner or
 * uploader and the administrators. The repository puts the same rule in its WHERE
 * (`visibleMedia`), so lists, siblings and single items agree.
 */
export const mayReadMediaItem = (scope: Caller, item: Item): boolean =>
  !item.isPrivate || isMediaAdministrator(scope) || isOwnMediaItem(scope, item);

/** Whoever may see an item may edit or remove it: the library is shared work. */
export const mayChangeMediaItem = mayReadMediaItem;

/**
 * Only the owner, the uploader or an administrator makes an item private or public again, so a
 * colleague cannot hide someone's image from everyone else, nor publish someone's private file.
 */
export const mayChangePrivacy = (scope: Caller, item: Item): boolean =>
  isMediaAdministrator(scope) || isOwnMediaItem(scope, item);
