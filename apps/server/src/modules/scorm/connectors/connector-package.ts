import { readFileSync } from 'node:fs';
import { buildZip } from '../../../lib/zip-writer.js';
import { writeManifest } from '../package/manifest-writer.js';

const ASSETS = new URL('../../../../assets/scorm-connector/', import.meta.url);
/** The package's own files, the same in every package (read once). */
const CONNECTOR_SCRIPT = readFileSync(new URL('connector.js', ASSETS), 'utf8');
const INDEX_PAGE = readFileSync(new URL('index.html', ASSETS), 'utf8');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a script: no `</script>` or line separators can end or break it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface ConnectorPackage {
  connectorId: string;
  key: string;
  title: string;
  /** The Campus page the package frames: the connector player for this package. */
  launchUrl: string;
}

/**
 * A SCORM connector package (docs/scorm.md "SCORM connectors"): a SCORM 1.2 manifest with one
 * SCO, `index.html`, whose script (assets/scorm-connector/connector.js) frames the Campus player
 * and reports to the host's API; `config.js` carries this package's address and key.
 */
export function buildConnectorPackage(made: ConnectorPackage): Buffer {
  const config = {
    connectorId: made.connectorId,
    key: made.key,
    title: made.title,
    launchUrl: made.launchUrl,
  };
  return buildZip([
    {
      name: 'imsmanifest.xml',
      data: writeManifest('scorm12', made.title, [
        { identifier: 'campus_course', title: made.title, launch: 'index.html' },
      ]),
    },
    { name: 'index.html', data: INDEX_PAGE.replaceAll('{{title}}', escapeHtml(made.title)) },
    { name: 'config.js', data: `window.CAMPUS_CONNECTOR = ${scriptJson(config)};\n` },
    { name: 'connector.js', data: CONNECTOR_SCRIPT },
  ]);
}

/** A file name from a course name: letters, digits and dashes. */
export const packageFileName = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .slice(0, 80) || 'course'
  }-scorm-connector.zip`;
