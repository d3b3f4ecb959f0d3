import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ScormStandard } from '@campus/contracts';
import { resolveLaunch } from './launch-address.js';
import { REFUSE } from './package-refusal.js';

/**
 * imsmanifest.xml as the player and the module screens need it (docs/scorm.md "Manifest"):
 * the organisations with their item trees, the resources, each launchable item's address and
 * mastery score, and SCORM 2004's sequencing and navigation data kept as parsed (attributes as
 * `@name`, text as `#text`, namespace prefixes dropped) for the runtime to read.
 */

export interface CompletionThreshold {
  completedByMeasure: boolean;
  minProgressMeasure: number | null;
  progressWeight: number | null;
}

export interface ManifestItem {
  identifier: string;
  title: string;
  identifierref: string | null;
  parameters: string | null;
  isvisible: boolean;
  /** Relative to the package's root (with its query), or an absolute http(s) address; null for a cluster. */
  launch: string | null;
  scormType: 'sco' | 'asset' | null;
  /** SCORM 1.2 adlcp:masteryscore, 0-100. */
  masteryScore: number | null;
  /** SCORM 2004 primary objective's imsss:minNormalizedMeasure when satisfiedByMeasure, -1..1. */
  scaledPassingScore: number | null;
  /** SCORM 1.2 adlcp:prerequisites (the aicc_script expression). */
  prerequisites: string | null;
  maxTimeAllowed: string | null;
  timeLimitAction: string | null;
  dataFromLms: string | null;
  completionThreshold: CompletionThreshold | null;
  /** imsss:sequencing as parsed (2004), its IDRef into the sequencing collection kept. */
  sequencing: unknown;
  /** adlnav:presentation as parsed (2004). */
  presentation: unknown;
  /** adlcp:data (2004 4th edition shared data maps). */
  data: unknown;
  items: ManifestItem[];
}

export interface ManifestOrganization {
  identifier: string;
  title: string;
  sequencing: unknown;
  objectivesGlobalToSystem: boolean;
  sharedDataGlobalToSystem: boolean;
  items: ManifestItem[];
}

export interface ManifestResource {
  identifier: string;
  type: string | null;
  scormType: 'sco' | 'asset' | null;
  href: string | null;
  /** href resolved against the xml:base chain, from the package's root. */
  launch: string | null;
  dependencies: string[];
  files: string[];
}

export interface ScormManifest {
  standard: ScormStandard;
  /** As written in <schemaversion>, or null. */
  schemaVersion: string | null;
  /** '1.2', '2004 2nd Edition', '2004 3rd Edition', '2004 4th Edition', or null when a 2004 manifest does not say. */
  edition: string | null;
  identifier: string | null;
  title: string | null;
  defaultOrganization: string | null;
  organizations: ManifestOrganization[];
  resources: ManifestResource[];
  /** imsss:sequencingCollection as parsed (2004), or null. */
  sequencingCollection: unknown;
}

/** A launchable item of the default organisation, in the organisation's order. */
export interface LaunchableItem {
  identifier: string;
  title: string;
  launch: string;
  /** On a 0-100 scale for both standards (2004's scaled score × 100), for the screens. */
  masteryScore: number | null;
}

type Node = Record<string, unknown>;

const REPEATED = new Set([
  'organization',
  'item',
  'resource',
  'file',
  'dependency',
  'objective',
  'mapInfo',
  'preConditionRule',
  'exitConditionRule',
  'postConditionRule',
  'ruleCondition',
  'rollupRule',
  'rollupCondition',
  'hideLMSUI',
  'map',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  htmlEntities: false,
  isArray: (name, jPath) =>
    REPEATED.has(name) || (name === 'sequencing' && String(jPath).endsWith('sequencingCollection.sequencing')),
});

/** Text of the manifest's bytes: UTF-8 (its usual encoding, BOM or not) or UTF-16 by its BOM. */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Parses and checks imsmanifest.xml. `fileAt` answers the package's file at a path: true or the
 * path when it is there as written, another path when only a file differing in case is (a
 * manifest written on Windows or macOS, whose file systems ignore case), false or null when
 * there is none.
 */
export function parseManifest(bytes: Buffer, fileAt: (path: string) => boolean | string | null): ScormManifest {
  const hasFile = (path: string) => Boolean(fileAt(path));
  const xml = decode(bytes);
  // Entity declarations are how XML expands a few bytes into gigabytes; no SCORM tool writes them.
  if (/<!ENTITY/i.test(xml)) throw REFUSE.manifestEntities();
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw REFUSE.manifestNotXml(`${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  const root = (parser.parse(xml) as Node).manifest;
  if (!isNode(root)) throw REFUSE.notScorm('its root element is not <manifest>');

  const metadata = node(root.metadata);
  const schemaVersion = text(metadata?.schemaversion);
  const { standard, edition } = standardOf(schemaVersion, xml);
  const manifestBase = attr(root, 'base');

  const resourcesNode = node(root.resources);
  const resourcesBase = attr(resourcesNode, 'base');
  const resources = list(resourcesNode?.resource).map((resource): ManifestResource => {
    const href = attr(resource, 'href');
    const resolved = href ? resolveLaunch([manifestBase, resourcesBase, attr(resource, 'base')], href) : null;
    return {
      identifier: attr(resource, 'identifier') ?? '',
      type: attr(resource, 'type'),
      scormType: scormTypeOf(resource),
      href,
      launch: resolved === null ? null : inPackageCase(resolved, fileAt),
      dependencies: list(resource.dependency).flatMap((dependency) => attr(dependency, 'identifierref') ?? []),
      files: list(resource.file).flatMap((file) => attr(file, 'href') ?? []),
    };
  });
  const resourceById = new Map(resources.map((resource) => [resource.identifier, resource]));

  const collection = node(root.sequencingCollection) ?? null;
  const collected = new Map(
    list(collection?.sequencing).flatMap((sequencing) => {
      const id = attr(sequencing, 'ID');
      return id ? [[id, sequencing] as const] : [];
    }),
  );

  const item = (raw: Node): ManifestItem => {
    const identifierref = attr(raw, 'identifierref');
    const resource = identifierref ? resourceById.get(identifierref) : undefined;
    const parameters = attr(raw, 'parameters');
    const launch = resource?.launch ? withParameters(resource.launch, parameters) : null;
    const sequencing = raw.sequencing ?? null;
    const masteryText = text(raw.masteryscore);
    return {
      identifier: attr(raw, 'identifier') ?? '',
      title: text(raw.title) ?? '',
      identifierref,
      parameters,
      isvisible: attr(raw, 'isvisible') !== 'false',
      launch,
      scormType: resource?.scormType ?? null,
      masteryScore: standard === 'scorm12' && masteryText !== null ? finite(masteryText) : null,
      scaledPassingScore: standard === 'scorm2004' ? scaledPassingScore(sequencing, collected) : null,
      prerequisites: text(raw.prerequisites),
      maxTimeAllowed: text(raw.maxtimeallowed),
      timeLimitAction: text(raw.timelimitaction ?? raw.timeLimitAction),
      dataFromLms: text(raw.datafromlms ?? raw.dataFromLMS),
      completionThreshold: completionThreshold(raw.completionThreshold),
      sequencing,
      presentation: raw.presentation ?? null,
      data: raw.data ?? null,
      items: list(raw.item).map(item),
    };
  };

  const organizationsNode = node(root.organizations);
  const organizations = list(organizationsNode?.organization).map((organization): ManifestOrganization => ({
    identifier: attr(organization, 'identifier') ?? '',
    title: text(organization.title) ?? '',
    sequencing: organization.sequencing ?? null,
    objectivesGlobalToSystem: attr(organization, 'objectivesGlobalToSystem') !== 'false',
    sharedDataGlobalToSystem: attr(organization, 'sharedDataGlobalToSystem') !== 'false',
    items: list(organization.item).map(item),
  }));
  const defaultOrganization = attr(organizationsNode, 'default') ?? organizations[0]?.identifier ?? null;

  const manifest: ScormManifest = {
    standard,
    schemaVersion,
    edition,
    identifier: attr(root, 'identifier'),
    title: organizations.find((o) => o.identifier === defaultOrganization)?.title || null,
    defaultOrganization,
    organizations,
    resources,
    sequencingCollection: collection,
  };
  const launchable = launchableItems(manifest);
  if (launchable.length === 0) throw REFUSE.nothingToLaunch();
  for (const { launch } of launchable) {
    const path = packagePath(launch);
    if (path !== null && !hasFile(path)) throw REFUSE.launchMissing(path);
  }
  return manifest;
}

/**
 * The default organisation's items that launch something, depth first in their order. A
 * manifest without organisations (allowed by IMS content packaging) launches its first SCO
 * resource, or its first resource with an address.
 */
export function launchableItems(manifest: ScormManifest): LaunchableItem[] {
  const organization =
    manifest.organizations.find((candidate) => candidate.identifier === manifest.defaultOrganization) ??
    manifest.organizations[0];
  const found: LaunchableItem[] = [];
  const walk = (items: ManifestItem[]) => {
    for (const item of items) {
      if (item.launch) {
        const masteryScore =
          item.masteryScore ?? (item.scaledPassingScore === null ? null : Math.round(item.scaledPassingScore * 100));
        found.push({ identifier: item.identifier, title: item.title, launch: item.launch, masteryScore });
      }
      walk(item.items);
    }
  };
  walk(organization?.items ?? []);
  if (found.length > 0 || manifest.organizations.some((o) => o.items.length > 0)) return found;
  const resource =
    manifest.resources.find((candidate) => candidate.scormType === 'sco' && candidate.launch) ??
    manifest.resources.find((candidate) => candidate.launch);
  return resource?.launch
    ? [
        {
          identifier: resource.identifier,
          title: manifest.title ?? resource.identifier,
          launch: resource.launch,
          masteryScore: null,
        },
      ]
    : [];
}

/** The file a launch address opens inside the package (decoded, without query), or null for an external one. */
export function packagePath(launch: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(launch)) return null;
  const path = launch.replace(/[?#].*$/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A launch address whose file is in the package only in another case (`Index.HTML` for
 * index.html) names that file, as written in the zip: the content origin, like any web server
 * here, matches paths exactly, where the authoring machine did not.
 */
function inPackageCase(launch: string, fileAt: (path: string) => boolean | string | null): string {
  const path = packagePath(launch);
  if (path === null) return launch;
  const found = fileAt(path);
  if (typeof found !== 'string' || found === path) return launch;
  const rest = /[?#].*$/.exec(launch)?.[0] ?? '';
  return found.split('/').map(encodeURIComponent).join('/') + rest;
}

/**
 * Which SCORM, from <schemaversion> first ('1.2', 'CAM 1.3' = 2004 2nd edition, '2004 3rd
 * Edition', '2004 4th Edition'), else from the ADL namespaces; a manifest with neither is read as
 * SCORM 1.2, as other players do.
 */
function standardOf(schemaVersion: string | null, xml: string): { standard: ScormStandard; edition: string | null } {
  const version = (schemaVersion ?? '').trim().toLowerCase();
  if (version === '1.2') return { standard: 'scorm12', edition: '1.2' };
  if (version === 'cam 1.3' || version === '2004 2nd edition')
    return { standard: 'scorm2004', edition: '2004 2nd Edition' };
  if (version.includes('3rd')) return { standard: 'scorm2004', edition: '2004 3rd Edition' };
  if (version.includes('4th')) return { standard: 'scorm2004', edition: '2004 4th Edition' };
  if (/adlcp_v1p3|imsss|adlseq_v1p3|adlnav_v1p3|imscp_v1p1"/.test(xml)) return { standard: 'scorm2004', edition: null };
  if (version.startsWith('1.') || version === '' || /adlcp_rootv1p2|imscp_rootv1p1p2/.test(xml)) {
    return { standard: 'scorm12', edition: '1.2' };
  }
  throw REFUSE.notScorm(`its schemaversion "${schemaVersion}" is not one we know`);
}

function scormTypeOf(resource: Node): 'sco' | 'asset' | null {
  const value = (attr(resource, 'scormtype') ?? attr(resource, 'scormType'))?.toLowerCase();
  return value === 'sco' || value === 'asset' ? value : null;
}

/**
 * The score that passes (2004): the primary objective's minNormalizedMeasure when it is
 * satisfied by measure (1.0 when the measure is left out, as IMS SS defaults it), looked up in
 * the sequencing collection when the item's sequencing only refers to it.
 */
function scaledPassingScore(sequencing: unknown, collected: Map<string, Node>): number | null {
  const own = node(sequencing);
  const shared = own ? collected.get(attr(own, 'IDRef') ?? '') : undefined;
  const primary = node(node(own?.objectives)?.primaryObjective) ?? node(node(shared?.objectives)?.primaryObjective);
  if (!primary || attr(primary, 'satisfiedByMeasure') !== 'true') return null;
  const measure = text(primary.minNormalizedMeasure);
  return measure === null ? 1 : finite(measure);
}

/** adlcp:completionThreshold: text in 2004 3rd edition, attributes in 4th. */
function completionThreshold(raw: unknown): CompletionThreshold | null {
  if (raw === undefined || raw === null) return null;
  if (!isNode(raw)) {
    const value = finite(String(raw));
    return value === null ? null : { completedByMeasure: true, minProgressMeasure: value, progressWeight: null };
  }
  const minProgress = attr(raw, 'minProgressMeasure') ?? text(raw['#text']);
  const weight = attr(raw, 'progressWeight');
  return {
    completedByMeasure: attr(raw, 'completedByMeasure') === 'true',
    minProgressMeasure: minProgress === null ? null : finite(minProgress),
    progressWeight: weight === null ? null : finite(weight),
  };
}

/** Appends an item's parameters to its resource's address as IMS content packaging describes. */
function withParameters(launch: string, parameters: string | null): string {
  const value = parameters?.trim();
  if (!value) return launch;
  if (value.startsWith('#')) return launch.includes('#') ? launch : launch + value;
  const query = value.replace(/^[?&]+/, '');
  if (!query) return launch;
  const [address = '', fragment] = launch.split('#', 2);
  return `${address}${address.includes('?') ? '&' : '?'}${query}${fragment === undefined ? '' : `#${fragment}`}`;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const node = (value: unknown): Node | undefined => (isNode(value) ? value : undefined);
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []);
const attr = (value: Node | undefined, name: string): string | null => {
  const found = value?.[`@${name}`];
  return typeof found === 'string' ? found : null;
};
function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isNode(value)) return text(value['#text']);
  return null;
}
const finite = (value: string): number | null => {
  const number = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(number) ? number : null;
};
