import type { ScormStandard } from '@campus/contracts';

/** A launchable item of a package the server writes. */
export interface WrittenSco {
  identifier: string;
  title: string;
  /** Relative to the package's root, with its query if any. */
  launch: string;
  /** 0-100; written as 1.2's masteryscore or 2004's primary objective's minimum measure. */
  masteryScore?: number | null;
  /**
   * SCORM 2004: what goes inside the item's `<imsss:sequencing>` (control mode, rules, limit
   * conditions, objectives with map info, rollup rules), written as given; with a mastery score,
   * its primary objective follows it, so give objectives in one place only.
   */
  sequencing?: string;
}

/** SCORM 2004: the organisation's own `<imsss:sequencing>` content (its control mode, rollup rules). */
export interface WrittenManifestOptions {
  sequencing?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NAMESPACES: Record<ScormStandard, string> = {
  scorm12:
    'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"',
  scorm2004:
    'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss"',
};

function sequencingOf(standard: ScormStandard, sco: WrittenSco): string {
  const mastery = sco.masteryScore ?? null;
  if (standard === 'scorm12') return mastery === null ? '' : `<adlcp:masteryscore>${mastery}</adlcp:masteryscore>`;
  const objectives =
    mastery === null
      ? ''
      : '<imsss:objectives><imsss:primaryObjective objectiveID="primary" satisfiedByMeasure="true">' +
        `<imsss:minNormalizedMeasure>${mastery / 100}</imsss:minNormalizedMeasure>` +
        '</imsss:primaryObjective></imsss:objectives>';
  const inside = `${sco.sequencing ?? ''}${objectives}`;
  return inside ? `<imsss:sequencing>${inside}</imsss:sequencing>` : '';
}

/**
 * An imsmanifest.xml for a package the server makes (one organisation, one SCO per item, in
 * order): SCORM 1.2, or SCORM 2004 3rd edition with the items' and the organisation's sequencing
 * when given. Read back by the same import as any upload.
 */
export function writeManifest(
  standard: ScormStandard,
  title: string,
  scos: readonly WrittenSco[],
  options: WrittenManifestOptions = {},
): string {
  const scormType = standard === 'scorm12' ? 'adlcp:scormtype' : 'adlcp:scormType';
  const version = standard === 'scorm12' ? '1.2' : '2004 3rd Edition';
  const items = scos
    .map(
      (sco, index) =>
        `<item identifier="${escapeXml(sco.identifier)}" identifierref="resource_${index + 1}">` +
        `<title>${escapeXml(sco.title)}</title>${sequencingOf(standard, sco)}</item>`,
    )
    .join('\n      ');
  const resources = scos
    .map(
      (sco, index) =>
        `<resource identifier="resource_${index + 1}" type="webcontent" ${scormType}="sco" href="${escapeXml(sco.launch)}"/>`,
    )
    .join('\n    ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="campus.package" version="1" ${NAMESPACES[standard]}>
  <metadata><schema>ADL SCORM</schema><schemaversion>${version}</schemaversion></metadata>
  <organizations default="organisation">
    <organization identifier="organisation">
      <title>${escapeXml(title)}</title>
      ${items}
      ${standard === 'scorm2004' && options.sequencing ? `<imsss:sequencing>${options.sequencing}</imsss:sequencing>` : ''}
    </organization>
  </organizations>
  <resources>
    ${resources}
  </resources>
</manifest>
`;
}
