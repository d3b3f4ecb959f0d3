/** Zips for tests: the writer (lib/zip-writer.ts) and a minimal SCORM manifest. */
import yauzl from 'yauzl';
export { buildZip, type ZipEntry } from '../lib/zip-writer.js';

/** A minimal SCORM 1.2 manifest launching `index.html` (one SCO), for packages made in tests. */
export const scorm12Manifest = (options: { title?: string; masteryScore?: number } = {}) => `<?xml version="1.0"?>
<manifest identifier="test.package" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${options.title ?? 'Test package'}</title>
      <item identifier="item_1" identifierref="res_1">
        <title>Lesson</title>
        ${options.masteryScore === undefined ? '' : `<adlcp:masteryscore>${options.masteryScore}</adlcp:masteryscore>`}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res_1" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/>
    </resource>
  </resources>
</manifest>`;

/** The entries of a zip, by name (for checking zips the server wrote). */
export function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      archive.on('error', reject);
      archive.on('end', () => resolve(entries));
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}
