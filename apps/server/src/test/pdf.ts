import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';

/**
 * Reads a PDF back with pdf.js (through unpdf), so tests check what was printed without poppler
 * on the machine: `npm test` needs only Node and npm.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** How many images the PDF's pages paint. */
export async function pdfImageCount(pdf: Buffer): Promise<number> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { OPS } = await getResolvedPDFJS();
  const paints = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
  let count = 0;
  for (let number = 1; number <= document.numPages; number++) {
    const operators = await (await document.getPage(number)).getOperatorList();
    count += operators.fnArray.filter((fn) => paints.has(fn)).length;
  }
  return count;
}
