import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF file read back the way a viewer reads it: its page count and the text of each page, lines joined by spaces. */
export const readPdf = async (bytes: Buffer): Promise<{ pages: number; text: string; title: unknown }> => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = await document.getMetadata();
  await document.destroy();
  return { pages: document.numPages, text: pages.join('\n'), title: (info as { Title?: unknown }).Title };
};

/** The first page's pieces of text as a viewer places them: each with its left edge and baseline, in points. */
export const readPdfItems = async (bytes: Buffer): Promise<{ text: string; x: number; y: number }[]> => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
      : [],
  );
};
