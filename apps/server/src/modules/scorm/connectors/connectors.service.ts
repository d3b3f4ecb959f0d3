import crypto from 'node:crypto';
import { type ScormConnector, type ScormConnectorLaunch, type ScormConnectorNode } from '@campus/contracts';
import type { Queryable } from '../../../db/client.js';
import type { AppServices } from '../../../services/services.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { forSystem, inWorkspace, jobIn, type JobScope, type Scope, type WorkspaceScope } from '../../../lib/scope.js';
import { catalogItemWithContent, catalogItemsWithContent, type CatalogItemWithContent } from '../../catalogue/index.js';
import { buildZip } from '../../../lib/zip-writer.js';
import type { playerService } from '../player/player.service.js';
import { latestReleases, type LatestRelease } from './connector-modules.repository.js';
import { connectorServiceActive } from './connector-access.js';
import { buildConnectorPackage, packageFileName } from './connector-package.js';
import { scormNodesOf, type ScormNode } from './course-nodes.js';
import {
  attemptsOfConnectorLearner,
  connectorInWorkspace,
  connectorLearner,
  connectorsPage,
  insertConnector,
  insertConnectorAttempt,
  liveConnectorByKey,
  renewConnectorCommitKey,
  revokeConnector,
  type ConnectorListRow,
} from './connectors.repository.js';

/** A connector's launch reads the course in the package's workspace: no person of ours is asking. */
const CONNECTOR_LAUNCHES = forSystem('scorm connector launch');
/** As the player's: a save key lives a day, renewed at each launch. */
const COMMIT_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * SCORM connectors (ELMS; docs/scorm.md "SCORM connectors"): packages of a workspace's courses for
 * other learning systems, each with its own revocable key, and their launches, which play the
 * course's SCORM modules in our player for the other system's learner.
 */
export function connectorsService(
  services: Pick<AppServices, 'database' | 'config'>,
  player: Pick<ReturnType<typeof playerService>, 'presentLaunch'>,
) {
  const db = services.database.db;
  const launchUrlOf = (connectorId: string) =>
    `${services.config.publicUrl}/catalogue/modules/iframe/connector/${connectorId}`;

  /** A new package (its own key) for a catalogue item with SCORM modules. */
  async function issue(tx: Queryable, caller: WorkspaceScope, item: CatalogItemWithContent) {
    const key = crypto.randomBytes(32).toString('base64url');
    const connector = await insertConnector(tx, caller, {
      catalogItemId: item.id,
      name: item.courseName,
      keyHash: sha256(key),
    });
    const body = buildConnectorPackage({
      connectorId: connector.id,
      key,
      title: item.courseName,
      launchUrl: launchUrlOf(connector.id),
    });
    return { fileName: packageFileName(item.courseName), body };
  }

  /** 02 §7 lms-connector: the package of one catalogue item of the caller's workspace. */
  async function download(scope: Scope, catalogItemId: string) {
    const caller = inWorkspace(scope, () => new NotFoundError());
    const item = await catalogItemWithContent(db, caller, catalogItemId);
    if (!item) throw new NotFoundError();
    if (item.status !== 'active') {
      throw new ConflictError('This course is archived.').because('An archived course cannot be connected.');
    }
    if (scormNodesOf(item.contentTree).length === 0) {
      throw new ConflictError('This course has no SCORM modules.').because(
        'Only SCORM modules play in another learning system; add one to the course first.',
      );
    }
    return issue(db, caller, item);
  }

  /** 02 §7 lms-connector-multi: a zip of packages, one per course of the workspace with SCORM modules. */
  async function downloadMulti(scope: Scope, workspaceId: string, catalogItemIds?: readonly string[]) {
    const caller = inWorkspace(scope, () => new NotFoundError());
    if (workspaceId !== caller.workspaceId) throw new NotFoundError();
    const items = (await catalogItemsWithContent(db, caller, catalogItemIds)).filter(
      (item) => item.status === 'active' && scormNodesOf(item.contentTree).length > 0,
    );
    if (catalogItemIds && items.length < new Set(catalogItemIds).size) throw new NotFoundError();
    if (items.length === 0) {
      throw new ConflictError('No course here has SCORM modules.').because(
        'Only courses with SCORM modules play in another learning system.',
      );
    }
    const packages = await db.transaction(async (tx) => {
      const made = [];
      for (const item of items) made.push(await issue(tx, caller, item));
      return made;
    });
    const names = new Set<string>();
    const entries = packages.map((made) => {
      let name = made.fileName;
      for (let n = 2; names.has(name); n += 1) name = made.fileName.replace(/\.zip$/, `-${n}.zip`);
      names.add(name);
      return { name, data: made.body, method: 'store' as const };
    });
    return { fileName: 'scorm-connectors.zip', body: buildZip(entries) };
  }

  async function list(scope: Scope, query: { catalogItemId?: string; page: number; pageSize: number }) {
    const caller = inWorkspace(scope, () => new NotFoundError());
    const { rows, total } = await connectorsPage(db, caller, query);
    return { data: rows.map(present), pagination: { page: query.page, pageSize: query.pageSize, total } };
  }

  async function revoke(scope: Scope, id: string): Promise<ScormConnector> {
    const caller = inWorkspace(scope, () => new NotFoundError());
    if (!(await connectorInWorkspace(db, caller, id))) throw new NotFoundError();
    await revokeConnector(db, caller, id);
    return present((await connectorInWorkspace(db, caller, id))!);
  }

  /**
   * A package's launch for the other system's learner: a live package of a customer subscribed
   * to ELMS, whose course still has SCORM modules. Plays the node asked for, else the first not
   * completed; a node's first launch takes its module's latest release (the learner keeps it).
   */
  async function launch(
    connectorId: string,
    body: { key: string; learner: { id: string; name: string }; nodeId?: string },
  ): Promise<ScormConnectorLaunch> {
    const connector = await liveConnectorByKey(db, connectorId, sha256(body.key));
    if (!connector || !(await connectorServiceActive(db, connector))) {
      throw new NotFoundError('This course connection is not available.').because(
        'The package was withdrawn, or its organisation no longer subscribes to SCORM Connectors. Ask your administrator for a new one.',
      );
    }
    const place = jobIn(CONNECTOR_LAUNCHES, connector);
    const item = await catalogItemWithContent(db, place, connector.catalogItemId);
    const { nodes, releases } =
      item?.status === 'active'
        ? await playable(place, scormNodesOf(item.contentTree))
        : { nodes: [], releases: new Map() };
    if (nodes.length === 0) {
      throw new ConflictError('This course cannot be played now.').because(
        'It has no released SCORM modules, or it was archived.',
      );
    }
    const commitKey = crypto.randomBytes(24).toString('base64url');
    const commitKeyHash = sha256(commitKey);
    const commitKeyExpiresAt = new Date(Date.now() + COMMIT_KEY_LIFETIME_MS);

    const { learner, attempts, attempt, node } = await db.transaction(async (tx) => {
      const learner = await connectorLearner(tx, connector, { externalId: body.learner.id, name: body.learner.name });
      const before = await attemptsOfConnectorLearner(tx, learner);
      const statusOf = (candidate: ScormNode) =>
        before.find((row) => row.nodeId === candidate.nodeId && row.moduleId === candidate.moduleId);
      const node = body.nodeId
        ? nodes.find((candidate) => candidate.nodeId === body.nodeId)
        : (nodes.find((candidate) => statusOf(candidate)?.completionStatus !== 'completed') ?? nodes[0]);
      if (!node) throw new NotFoundError().because('The course has no such module.');
      let attempt = statusOf(node);
      if (attempt) {
        await renewConnectorCommitKey(tx, attempt, commitKeyHash, commitKeyExpiresAt);
      } else {
        const release = releases.get(node.moduleId)!;
        const values = {
          nodeId: node.nodeId,
          moduleId: node.moduleId,
          versionId: release.versionId,
          contentId: release.contentId,
          commitKeyHash,
          commitKeyExpiresAt,
        };
        attempt =
          (await insertConnectorAttempt(tx, connector, learner, values)) ??
          (await attemptsOfConnectorLearner(tx, learner)).find(
            (row) => row.nodeId === node.nodeId && row.moduleId === node.moduleId,
          )!;
        if (attempt.commitKeyHash !== commitKeyHash) {
          await renewConnectorCommitKey(tx, attempt, commitKeyHash, commitKeyExpiresAt);
        }
      }
      return { learner, attempts: before, attempt, node };
    });

    const launched = await player.presentLaunch(
      attempt,
      { id: node.moduleId, name: node.title },
      { id: learner.id, name: learner.name },
      commitKey,
      // Its player sits in the other system's page: the content must be allowed below it.
      { framedAnywhere: true },
    );
    const outcomes: ScormConnectorNode[] = nodes.map((candidate) => {
      const row =
        candidate.nodeId === node.nodeId
          ? attempt
          : attempts.find((found) => found.nodeId === candidate.nodeId && found.moduleId === candidate.moduleId);
      return {
        ...candidate,
        completionStatus: row?.completionStatus ?? 'not_attempted',
        successStatus: row?.successStatus ?? 'unknown',
        scoreScaled: row?.scoreScaled ?? null,
      };
    });
    return {
      connectorId: connector.id,
      course: { name: item!.courseName },
      nodes: outcomes,
      nodeId: node.nodeId,
      launch: launched,
    };
  }

  /** The nodes whose module is released (and not deleted), named as the node or else as the module's release. */
  async function playable(place: JobScope, nodes: ScormNode[]) {
    const releases: Map<string, LatestRelease> = await latestReleases(db, place, [
      ...new Set(nodes.map((node) => node.moduleId)),
    ]);
    return {
      releases,
      nodes: nodes
        .filter((node) => releases.has(node.moduleId))
        .map((node) => ({ ...node, title: node.title || releases.get(node.moduleId)!.name })),
    };
  }

  return { download, downloadMulti, list, revoke, launch };
}

function present(row: ConnectorListRow): ScormConnector {
  const { connector } = row;
  return {
    id: connector.id,
    catalogItemId: connector.catalogItemId,
    name: connector.name,
    createdAt: connector.createdAt.toISOString(),
    createdBy:
      connector.createdBy && row.creatorFirstName !== null
        ? { id: connector.createdBy, name: `${row.creatorLastName}, ${row.creatorFirstName}` }
        : null,
    revokedAt: connector.revokedAt?.toISOString() ?? null,
    lastLaunchedAt: connector.lastLaunchedAt?.toISOString() ?? null,
    learners: row.learners,
  };
}
