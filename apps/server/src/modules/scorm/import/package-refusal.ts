import { SCORM_ERROR_CODES } from '@campus/contracts';
import { AppError } from '../../../lib/errors.js';

/**
 * A package the import refuses: always a 400 naming what is wrong (`message`) and what to do
 * about it (`details.reason`), plus the zip entry concerned where there is one. Every check of
 * docs/scorm.md "Import checks" ends in one of these, never in a 500.
 */
export class PackageRefusal extends AppError {
  constructor(message: string, reason: string, entry?: string) {
    super(400, SCORM_ERROR_CODES.invalidPackage, message, undefined, {
      reason,
      ...(entry === undefined ? {} : { entry }),
    });
  }
}

/** 1 GB, 8 MB, 512 KB: a cap as people read it. */
const bytes = (count: number) =>
  count >= 1024 ** 3
    ? `${+(count / 1024 ** 3).toFixed(1)} GB`
    : count >= 1024 ** 2
      ? `${+(count / 1024 ** 2).toFixed(1)} MB`
      : `${+(count / 1024).toFixed(1)} KB`;

/** The refusals, one function each, so the texts live in one place (docs/scorm.md lists them). */
export const REFUSE = {
  notZip: (detail: string) =>
    new PackageRefusal(
      'The file is not a readable zip archive.',
      `Upload the SCORM package as a .zip file (${detail}).`,
    ),
  tooManyEntries: (count: number, cap: number) =>
    new PackageRefusal(
      `The package has ${count} entries; at most ${cap} are accepted.`,
      'Remove files the course does not use and zip it again.',
    ),
  tooLarge: (cap: number) =>
    new PackageRefusal(
      `The package would unpack to more than ${bytes(cap)}.`,
      'Make the package smaller: compress its videos or host them elsewhere.',
    ),
  bomb: (entry: string, ratio: number) =>
    new PackageRefusal(
      `The package's file ${entry} is compressed ${Math.round(ratio)} times, more than any real content: it looks like a zip bomb.`,
      'Zip the course again with an ordinary archiver.',
      entry,
    ),
  traversal: (entry: string) =>
    new PackageRefusal(
      `The package's files would unpack outside its folder: ${entry}`,
      'Zip the course folder again with relative paths only.',
      entry,
    ),
  badName: (entry: string) =>
    new PackageRefusal(
      `The package has a file name that cannot be used: ${JSON.stringify(entry)}`,
      'Rename the file without control characters and zip the course again.',
      entry,
    ),
  duplicate: (entry: string) =>
    new PackageRefusal(
      `The package holds two files at the same path: ${entry}`,
      'Zip the course folder again so each file appears once.',
      entry,
    ),
  link: (entry: string) =>
    new PackageRefusal(
      `The package contains a symbolic link: ${entry}`,
      'Replace links with the files they point to and zip the course again.',
      entry,
    ),
  encrypted: (entry: string) =>
    new PackageRefusal(`The package's file ${entry} is encrypted.`, 'Zip the course again without a password.', entry),
  compression: (entry: string, method: number) =>
    new PackageRefusal(
      `The package's file ${entry} uses a compression method we cannot read (${method}).`,
      'Zip the course again with ordinary (deflate) compression.',
      entry,
    ),
  damaged: (entry: string, detail: string) =>
    new PackageRefusal(
      `The package's file ${entry} is damaged: ${detail}`,
      'Export the package from the authoring tool again.',
      entry,
    ),
  noManifest: () =>
    new PackageRefusal(
      'The package has no imsmanifest.xml at its root.',
      'A SCORM package has imsmanifest.xml at the top of the zip (or of its single folder). Export it from the authoring tool as SCORM 1.2 or 2004.',
    ),
  manifestTooLarge: (cap: number) =>
    new PackageRefusal(
      `The package's imsmanifest.xml is larger than ${bytes(cap)}.`,
      'Export the package from the authoring tool again.',
      'imsmanifest.xml',
    ),
  manifestNotXml: (detail: string) =>
    new PackageRefusal(
      `The manifest is not valid XML: ${detail}`,
      'Correct imsmanifest.xml or export the package from the authoring tool again.',
      'imsmanifest.xml',
    ),
  manifestEntities: () =>
    new PackageRefusal(
      'The manifest declares XML entities, which are not accepted.',
      'Remove the DOCTYPE entity declarations from imsmanifest.xml.',
      'imsmanifest.xml',
    ),
  notScorm: (detail: string) =>
    new PackageRefusal(
      `The manifest is not a SCORM 1.2 or 2004 manifest: ${detail}`,
      'Export the package from the authoring tool as SCORM 1.2 or SCORM 2004.',
      'imsmanifest.xml',
    ),
  nothingToLaunch: () =>
    new PackageRefusal(
      'The manifest names nothing to launch: no item of its organisation points at a resource with a file.',
      'Export the package from the authoring tool again.',
      'imsmanifest.xml',
    ),
  launchOutside: (href: string) =>
    new PackageRefusal(
      `The manifest's launch address points outside the package: ${href}`,
      'Correct the resource href in imsmanifest.xml.',
      'imsmanifest.xml',
    ),
  launchMissing: (path: string) =>
    new PackageRefusal(
      `The manifest launches ${path}, which is not in the package.`,
      'Add the file or correct the resource href in imsmanifest.xml.',
      path,
    ),
} as const;
