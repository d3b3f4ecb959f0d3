/**
 * The type a file's first bytes prove, for the types whose signature is reliable. The upload
 * endpoint refuses a file whose bytes contradict its declared type.
 */
const SIGNATURES: { mimeType: string; test: (bytes: Buffer) => boolean }[] = [
  {
    mimeType: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mimeType: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mimeType: 'image/gif', test: (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8') },
  {
    mimeType: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mimeType: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { mimeType: 'application/zip', test: (b) => b[0] === 0x50 && b[1] === 0x4b },
  {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    test: (b) => b[0] === 0x50 && b[1] === 0x4b,
  },
];

export function contentMatchesType(bytes: Buffer, declared: string): boolean {
  const signature = SIGNATURES.find((entry) => entry.mimeType === declared);
  if (signature) return signature.test(bytes);
  if (declared === 'text/csv') return !bytes.subarray(0, 4096).includes(0);
  return false;
}
