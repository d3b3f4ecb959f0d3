import type { ScormStandard } from '@campus/contracts';

/** A launchable item of a package the server writes. */
export interface WrittenSco {
  identifier: string;
  title: string;
  /** Relative to the package's root, with its query if any. */
  launch: string;
  /** 0-100; written as 1.2's masteryscore or 2004's primary objective's minimum measure. */
  masteryScore?: number | null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NAMESPACES: Record<ScormStandard, string> = {
  scorm12:
    'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"',
  scorm2004:
    'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss"',
};

function masteryOf(standard: ScormStandard, score: number | null | undefined): string {
  if (score === null || score === undefined) return '';
  if (standard === 'scorm12') return `<adlcp:masteryscore>${score}</adlcp:masteryscore>`;
  return (
    '<imsss:sequencing><imsss:objectives><imsss:primaryObjective objectiveID="primary" satisfiedByMeasure="true">' +
    `<imsss:minNormalizedMeasure>${score / 100}</imsss:minNormalizedMeasure>` +
    '</imsss:primaryObjective></imsss:objectives></imsss:sequencing>'
  );
}

/**
 * An imsmanifest.xml for a package the server makes (one organisation, one SCO per item, in
 * order): SCORM 1.2, or SCORM 2004 3rd edition. Read back by the same import as any upload.
 */
export function writeManifest(standard: ScormStandard, title: string, scos: readonly WrittenSco[]): string {
  const scormType = standard === 'scorm12' ? 'adlcp:scormtype' : 'adlcp:scormType';
  const version = standard === 'scorm12' ? '1.2' : '2004 3rd Edition';
  const items = scos
    .map(
      (sco, index) =>
        `<item identifier="${escapeXml(sco.identifier)}" identifierref="resource_${index + 1}">` +
        `<title>${escapeXml(sco.title)}</title>${masteryOf(standard, sco.masteryScore)}</item>`,
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
    </organization>
  </organizations>
  <resources>
    ${resources}
  </resources>
</manifest>
`;
}
