import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../../services/storage/local-storage.js';
import { S3Storage } from '../../../services/storage/s3-storage.js';
import { buildZip, scorm12Manifest, type ZipEntry } from '../../../test/zip.js';
import { importPackage, type ImportedPackage } from './import-package.js';
import type { ManifestItem } from './manifest.js';
import { PACKAGE_LIMITS } from './package-zip.js';
import { PackageRefusal } from './package-refusal.js';

/**
 * The import pipeline on the local driver: the real packages of ../shared/fixtures/scorm (kept
 * in assets/demo-scorm) and packages made here, good and bad. Through HTTP: scorm-modules.test.ts.
 */
const FIXTURES = new URL('../../../../assets/demo-scorm/', import.meta.url);
let root: string;
let storage: LocalStorage;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-scorm-import-'));
  storage = new LocalStorage(root, 'secret');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function upload(zip: Buffer, name = 'package.zip') {
  const storageKey = `uploads/${crypto.randomUUID()}/${name}`;
  await storage.put(storageKey, zip, 'application/zip');
  return { storageKey, name };
}
const importZip = async (entries: ZipEntry[], limits = PACKAGE_LIMITS) =>
  importPackage(storage, await upload(buildZip(entries)), { limits });
const page = (name: string) => ({ name, data: `<html><body>${name}</body></html>` });
const page_ = page;

/** The refusal an import ends in, checked to be a 400 with a reason. */
async function refusal(importing: Promise<ImportedPackage>) {
  const error = await importing.then(
    () => {
      throw new Error('The package was imported');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PackageRefusal);
  const refused = error as PackageRefusal;
  expect(refused.statusCode).toBe(400);
  expect(refused.details?.reason).toBeTruthy();
  return refused;
}

/** Nothing of any import is left in storage (each test's failed import removed its files). */
const storedPackages = () => (fs.existsSync(path.join(root, 'scorm')) ? fs.readdirSync(path.join(root, 'scorm')) : []);

describe('importing the real packages', () => {
  it('reads the SCORM 1.2 package: one SCO launching shared/launchpage.html, every file stored', async () => {
    const zip = fs.readFileSync(new URL('RuntimeBasicCalls_SCORM12.zip', FIXTURES));
    const imported = await importPackage(storage, await upload(zip, 'RuntimeBasicCalls_SCORM12.zip'));
    expect(imported.manifest).toMatchObject({
      standard: 'scorm12',
      schemaVersion: '1.2',
      edition: '1.2',
      defaultOrganization: 'golf_sample_default_org',
      title: 'Golf Explained - Run-time Basic Calls',
    });
    expect(imported.name).toBe('Golf Explained - Run-time Basic Calls');
    expect(imported.scos).toEqual([
      { identifier: 'item_1', title: 'Golf Explained', launch: 'shared/launchpage.html', masteryScore: null },
    ]);
    expect(imported.manifest.resources[0]).toMatchObject({ scormType: 'sco', launch: 'shared/launchpage.html' });
    expect(await storage.head(`${imported.storagePrefix}/shared/launchpage.html`)).toMatchObject({
      mimeType: 'text/html; charset=utf-8',
    });
    expect(await storage.head(`${imported.storagePrefix}/imsmanifest.xml`)).not.toBeNull();
    const launchPage = await storage.get(`${imported.storagePrefix}/shared/launchpage.html`);
    expect(launchPage?.toString('utf8')).toContain('<html');
    expect(imported.size).toBeGreaterThan(300_000);
  });

  it('reads the SCORM 2004 3rd edition package and keeps its sequencing', async () => {
    const zip = fs.readFileSync(new URL('RuntimeBasicCalls_SCORM20043rdEdition.zip', FIXTURES));
    const imported = await importPackage(storage, await upload(zip));
    const [organization] = imported.manifest.organizations;
    expect(imported.manifest).toMatchObject({ standard: 'scorm2004', edition: '2004 3rd Edition' });
    expect(organization).toMatchObject({
      objectivesGlobalToSystem: false,
      sequencing: { controlMode: { '@choice': 'true', '@flow': 'true' } },
    });
    expect(organization?.items[0]).toMatchObject({
      launch: 'shared/launchpage.html',
      scormType: 'sco',
      sequencing: { deliveryControls: { '@completionSetByContent': 'true', '@objectiveSetByContent': 'true' } },
    });
    expect(imported.scos.map(({ launch }) => launch)).toEqual(['shared/launchpage.html']);
  });
});

const MULTI_SCO_2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="multi" version="1" xml:base="course/"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3" xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="second">
    <organization identifier="first"><title>Unused</title>
      <item identifier="unused" identifierref="r_intro"><title>Unused</title></item>
    </organization>
    <organization identifier="second"><title>Safety &amp; you</title>
      <item identifier="module_1"><title>Module 1</title>
        <item identifier="intro" identifierref="r_intro" parameters="?lang=en"><title>Introduction</title>
          <adlnav:presentation><adlnav:navigationInterface>
            <adlnav:hideLMSUI>continue</adlnav:hideLMSUI><adlnav:hideLMSUI>previous</adlnav:hideLMSUI>
          </adlnav:navigationInterface></adlnav:presentation>
          <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.75"/>
        </item>
        <item identifier="quiz" identifierref="r_quiz"><title>Quiz</title>
          <imsss:sequencing IDRef="scored"/>
        </item>
      </item>
      <item identifier="summary" identifierref="r_summary" isvisible="false"><title>Summary</title></item>
      <imsss:sequencing><imsss:controlMode choice="false" flow="true"/></imsss:sequencing>
    </organization>
  </organizations>
  <resources xml:base="content/">
    <resource identifier="r_intro" type="webcontent" adlcp:scormType="sco" href="intro/index.html?start=1">
      <file href="intro/index.html"/>
    </resource>
    <resource identifier="r_quiz" type="webcontent" adlcp:scormType="sco" xml:base="quiz/" href="quiz%20page.html">
      <file href="quiz page.html"/><dependency identifierref="r_shared"/>
    </resource>
    <resource identifier="r_summary" type="webcontent" adlcp:scormType="asset" href="summary.html"/>
    <resource identifier="r_shared" type="webcontent" adlcp:scormType="asset"><file href="shared.js"/></resource>
  </resources>
  <imsss:sequencingCollection>
    <imsss:sequencing ID="scored">
      <imsss:objectives>
        <imsss:primaryObjective objectiveID="pass" satisfiedByMeasure="true">
          <imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>
        </imsss:primaryObjective>
      </imsss:objectives>
    </imsss:sequencing>
  </imsss:sequencingCollection>
</manifest>`;

describe('reading manifests', () => {
  it('walks a multi-SCO 2004 manifest: default organisation, clusters, xml:base, parameters, mastery from the collection', async () => {
    const imported = await importZip([
      { name: 'imsmanifest.xml', data: MULTI_SCO_2004 },
      page('course/content/intro/index.html'),
      page('course/content/quiz/quiz page.html'),
      page('course/content/summary.html'),
    ]);
    expect(imported.manifest).toMatchObject({
      standard: 'scorm2004',
      edition: '2004 4th Edition',
      title: 'Safety & you',
    });
    expect(imported.scos).toEqual([
      {
        identifier: 'intro',
        title: 'Introduction',
        launch: 'course/content/intro/index.html?start=1&lang=en',
        masteryScore: null,
      },
      { identifier: 'quiz', title: 'Quiz', launch: 'course/content/quiz/quiz%20page.html', masteryScore: 80 },
      { identifier: 'summary', title: 'Summary', launch: 'course/content/summary.html', masteryScore: null },
    ]);
    const organization = imported.manifest.organizations.find(({ identifier }) => identifier === 'second');
    const [cluster, summary] = organization?.items ?? [];
    expect(cluster).toMatchObject({ identifier: 'module_1', launch: null, identifierref: null });
    const [intro, quiz] = cluster?.items ?? [];
    expect(intro).toMatchObject<Partial<ManifestItem>>({
      completionThreshold: { completedByMeasure: true, minProgressMeasure: 0.75, progressWeight: null },
      presentation: { navigationInterface: { hideLMSUI: ['continue', 'previous'] } },
    });
    expect(quiz).toMatchObject({ scaledPassingScore: 0.8, sequencing: { '@IDRef': 'scored' } });
    expect(summary).toMatchObject({ isvisible: false, scormType: 'asset' });
    expect(imported.manifest.sequencingCollection).toMatchObject({ sequencing: [{ '@ID': 'scored' }] });
    expect(imported.manifest.resources.find(({ identifier }) => identifier === 'r_quiz')?.dependencies).toEqual([
      'r_shared',
    ]);
  });

  it('reads a SCORM 1.2 mastery score', async () => {
    const imported = await importZip([
      { name: 'imsmanifest.xml', data: scorm12Manifest({ masteryScore: 80 }) },
      page('index.html'),
    ]);
    expect(imported.scos).toEqual([{ identifier: 'item_1', title: 'Lesson', launch: 'index.html', masteryScore: 80 }]);
    expect(imported.manifest.organizations[0]?.items[0]).toMatchObject({ masteryScore: 80, scaledPassingScore: null });
  });

  it('takes a package zipped with its folder, the manifest at the top of the one folder', async () => {
    const imported = await importZip([
      { name: 'My course/', data: '' },
      { name: 'My course/imsmanifest.xml', data: scorm12Manifest() },
      page('My course/index.html'),
      { name: '__MACOSX/My course/._index.html', data: 'resource fork' },
    ]);
    expect(imported.scos[0]?.launch).toBe('index.html');
    expect(await storage.head(`${imported.storagePrefix}/index.html`)).not.toBeNull();
    expect(await storage.head(`${imported.storagePrefix}/__MACOSX/My course/._index.html`)).toBeNull();
  });
});

describe('reading names as archivers write them', () => {
  it('reads ./ before names and doubled slashes as the plain path', async () => {
    const imported = await importZip([
      { name: './', data: '' },
      { name: './imsmanifest.xml', data: scorm12Manifest() },
      { name: './/index.html', data: '<html></html>' },
      { name: 'a/./b.js', data: 'b' },
    ]);
    expect(imported.scos[0]?.launch).toBe('index.html');
    expect(await storage.head(`${imported.storagePrefix}/a/b.js`)).not.toBeNull();
  });

  it('launches a file whose name differs from the manifest’s only in case, as the zip names it', async () => {
    // Written on Windows or macOS, where Course/Index.HTML opens course/index.html.
    const manifest = scorm12Manifest().replace(
      '<resource identifier="res_1" type="webcontent" adlcp:scormtype="sco" href="index.html">',
      '<resource identifier="res_1" type="webcontent" adlcp:scormtype="sco" href="Course/Index.HTML?lang=en">',
    );
    const imported = await importZip([{ name: 'imsmanifest.xml', data: manifest }, page('course/index.html')]);
    expect(imported.scos[0]?.launch).toBe('course/index.html?lang=en');
    // Two files that differ only in case: the manifest's name decides nothing, so it is missing.
    const refused = await refusal(
      importZip([{ name: 'imsmanifest.xml', data: manifest }, page('course/index.html'), page('COURSE/index.html')]),
    );
    expect(refused.message).toBe('The manifest launches Course/Index.HTML, which is not in the package.');
  });

  it('refuses two names that are the same path', async () => {
    const refused = await refusal(
      importZip([{ name: 'imsmanifest.xml', data: scorm12Manifest() }, page('index.html'), page('./index.html')]),
    );
    expect(refused.message).toBe('The package holds two files at the same path: index.html');
  });
});

describe('refusing bad packages, before anything is stored', () => {
  const before = () => new Set(storedPackages());
  const nothingNewStored = (earlier: Set<string>) =>
    expect(storedPackages().filter((id) => !earlier.has(id))).toEqual([]);

  it('refuses paths that climb out of the package (zip-slip), however they are written', async () => {
    const earlier = before();
    for (const name of ['../x', 'a/../../x', '..\\evil.js', '/etc/passwd', 'C:/Windows/x.dll']) {
      const refused = await refusal(
        importZip([{ name: 'imsmanifest.xml', data: scorm12Manifest() }, page('index.html'), { name, data: 'x' }]),
      );
      expect(refused.message).toBe(`The package's files would unpack outside its folder: ${name}`);
      expect(refused.details?.entry).toBe(name);
    }
    nothingNewStored(earlier);
  });

  it('refuses a zip bomb by its compression ratio', async () => {
    const refused = await refusal(
      importZip([
        { name: 'imsmanifest.xml', data: scorm12Manifest() },
        page('index.html'),
        { name: 'video.mp4', data: Buffer.alloc(8 * 1024 ** 2) },
      ]),
    );
    expect(refused.message).toMatch(
      /^The package's file video\.mp4 is compressed \d+ times, more than any real content: it looks like a zip bomb\.$/,
    );
  });

  it('refuses a package over the unpacked size or entry caps', async () => {
    const files = [
      { name: 'imsmanifest.xml', data: scorm12Manifest() },
      page('index.html'),
      { name: 'a.bin', data: crypto.randomBytes(4096) },
    ];
    const tooLarge = await refusal(importZip(files, { ...PACKAGE_LIMITS, maxUnpackedBytes: 4096 }));
    expect(tooLarge.message).toBe('The package would unpack to more than 4 KB.');
    const tooMany = await refusal(importZip(files, { ...PACKAGE_LIMITS, maxEntries: 2 }));
    expect(tooMany.message).toBe('The package has 3 entries; at most 2 are accepted.');
  });

  it('refuses a file whose data is longer than its header says, and keeps none of the package', async () => {
    const earlier = before();
    const refused = await refusal(
      importZip([
        { name: 'imsmanifest.xml', data: scorm12Manifest() },
        page('index.html'),
        ...Array.from({ length: 8 }, (_, index) => page(`pages/${index}.html`)),
        { name: 'liar.js', data: crypto.randomBytes(50_000), declaredSize: 1000 },
      ]),
    );
    expect(refused.message).toMatch(/^The package's file liar\.js is damaged: /);
    nothingNewStored(earlier);
  });

  it('refuses symbolic links and encrypted files', async () => {
    const link = await refusal(
      importZip([
        { name: 'imsmanifest.xml', data: scorm12Manifest() },
        page('index.html'),
        { name: 'passwd', data: '/etc/passwd', unixMode: 0o120777, method: 'store' },
      ]),
    );
    expect(link.message).toBe('The package contains a symbolic link: passwd');
    const encrypted = await refusal(
      importZip([
        { name: 'imsmanifest.xml', data: scorm12Manifest() },
        { ...page('index.html'), encrypted: true },
      ]),
    );
    expect(encrypted.message).toBe("The package's file index.html is encrypted.");
  });

  it('refuses a package without imsmanifest.xml at its root', async () => {
    const none = await refusal(importZip([page('index.html')]));
    expect(none.message).toBe('The package has no imsmanifest.xml at its root.');
    const deep = await refusal(
      importZip([{ name: 'a/b/imsmanifest.xml', data: scorm12Manifest() }, page('a/b/index.html')]),
    );
    expect(deep.message).toBe('The package has no imsmanifest.xml at its root.');
    const beside = await refusal(
      importZip([
        { name: 'course/imsmanifest.xml', data: scorm12Manifest() },
        page('course/index.html'),
        page('other/x.html'),
      ]),
    );
    expect(beside.message).toBe('The package has no imsmanifest.xml at its root.');
  });

  it('refuses a file that is not a zip', async () => {
    const refused = await refusal(importPackage(storage, await upload(Buffer.from('PK but not really a zip'))));
    expect(refused.message).toBe('The file is not a readable zip archive.');
  });

  it('refuses a manifest that is not XML, with the parser’s reason', async () => {
    const refused = await refusal(
      importZip([{ name: 'imsmanifest.xml', data: '<manifest><organizations></manifest>' }, page('index.html')]),
    );
    expect(refused.message).toMatch(/^The manifest is not valid XML: .+ \(line \d+, column \d+\)$/);
    expect(refused.details?.entry).toBe('imsmanifest.xml');
  });

  it('refuses XML entity declarations (the billion laughs)', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE manifest [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><manifest>&b;</manifest>`;
    const refused = await refusal(importZip([{ name: 'imsmanifest.xml', data: xml }, page('index.html')]));
    expect(refused.message).toBe('The manifest declares XML entities, which are not accepted.');
  });

  it('refuses a manifest whose launch file is missing or outside the package', async () => {
    const missing = await refusal(
      importZip([{ name: 'imsmanifest.xml', data: scorm12Manifest() }, page('other.html')]),
    );
    expect(missing.message).toBe('The manifest launches index.html, which is not in the package.');
    const outside = await refusal(
      importZip([
        { name: 'imsmanifest.xml', data: scorm12Manifest().replace('href="index.html">', 'href="../../index.html">') },
        page('index.html'),
      ]),
    );
    expect(outside.message).toBe("The manifest's launch address points outside the package: ../../index.html");
  });

  it('refuses a manifest with nothing to launch', async () => {
    const xml = scorm12Manifest().replace(/<resources>[\s\S]*<\/resources>/, '<resources/>');
    const refused = await refusal(importZip([{ name: 'imsmanifest.xml', data: xml }, page('index.html')]));
    expect(refused.message).toMatch(/^The manifest names nothing to launch/);
  });
});

describe('importing into S3', () => {
  it('streams the real 2004 package into the bucket, and removes what it stored when the package is damaged', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-s3-import-'));
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'scorm', configs: [] }],
    });
    const { port } = await s3.run();
    try {
      const bucket = new S3Storage({
        bucket: 'scorm',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
      const zip = fs.readFileSync(new URL('RuntimeBasicCalls_SCORM20043rdEdition.zip', FIXTURES));
      await bucket.put('uploads/golf.zip', zip, 'application/zip');
      const imported = await importPackage(bucket, { storageKey: 'uploads/golf.zip', name: 'golf.zip' });
      const page = await bucket.get(`${imported.storagePrefix}/shared/launchpage.html`);
      expect(page?.toString('utf8')).toContain('<html');

      const damaged = buildZip([
        { name: 'imsmanifest.xml', data: scorm12Manifest() },
        page_('index.html'),
        ...Array.from({ length: 6 }, (_, index) => page_(`pages/${index}.html`)),
        { name: 'liar.js', data: crypto.randomBytes(50_000), declaredSize: 1000 },
      ]);
      await bucket.put('uploads/damaged.zip', damaged, 'application/zip');
      await refusal(importPackage(bucket, { storageKey: 'uploads/damaged.zip', name: 'damaged.zip' }));
      // s3rver keeps bucket/key as folders: only the good import's content is left under scorm/.
      expect(fs.readdirSync(path.join(directory, 'scorm', 'scorm'))).toEqual([imported.contentId]);
    } finally {
      await s3.close();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
