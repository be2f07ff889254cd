import PDFDocument from 'pdfkit';
import { GST_PERCENT, WELCOME_OFFER_LABEL, type BillingAddress, type Currency } from '@sendwell/domain';
import { drawRuns } from './invoice-bidi';
import { INVOICE_BOLD_FONT, INVOICE_FONT } from './invoice-fonts';

/** What an invoice shows: one payment received, in the account's timezone. */
export interface InvoiceData {
  invoiceNumber: string;
  paidAt: Date;
  timezone: string;
  accountName: string;
  /** The billing address the payment was made under; null when none was given. */
  billedTo: BillingAddress | null;
  description: string;
  emailsAdded: number;
  contactsAdded: number;
  currency: Currency;
  subtotal: number;
  tax: number;
  /** Taken off by the welcome offer; 0 without it. */
  discount?: number;
  total: number;
  provider: string;
}

export const SELLER_NAME = 'Sendwell';

/** Kerning, which fontkit applies anyway: a feature list that makes pdfkit shape a run whole, not word by word. */
const SHAPE_WHOLE: PDFKit.Mixins.OpenTypeFeatures[] = ['kern'];

/** pdfkit's embedded font, as far as the PDF's text map goes: the characters each glyph it drew stands for. */
interface EmbeddedFontMap {
  font: { layout(text: string, features: string[]): { glyphs: { id: number; codePoints: number[] }[] } };
  subset: { includeGlyph(id: number): number };
  unicode: number[][];
}

/**
 * A glyph of several letters (Arabic's lam-alef) is mapped to its letters in reading order, but a viewer reads
 * a right-to-left run back by turning the whole run: mapped turned, its letters read back in order.
 */
const mapLigaturesTurned = (doc: PDFKit.PDFDocument, text: string): void => {
  const embedded = (doc as unknown as { _font?: Partial<EmbeddedFontMap> })._font;
  if (!embedded?.font || !embedded.subset || !embedded.unicode) return;
  for (const glyph of embedded.font.layout(text, SHAPE_WHOLE).glyphs)
    if (glyph.codePoints.length > 1)
      embedded.unicode[embedded.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse();
};

/** Names and addresses print in their own script; emoji, which no embedded font draws, are left out. */
const printable = (text: string): string =>
  text
    .replace(/\p{Extended_Pictographic}|\ufe0f/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();

const countryName = (code: string): string => {
  try {
    return new Intl.DisplayNames('en', { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The lines of the 'Billed to' block: whom, where, and how to reach them. */
export const billedToLines = (invoice: Pick<InvoiceData, 'accountName' | 'billedTo'>): string[] => {
  const a = invoice.billedTo;
  if (!a) return [invoice.accountName].map(printable);
  return [
    a.company,
    `${a.first_name} ${a.last_name}`,
    a.line1,
    a.line2,
    [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    countryName(a.country),
    a.email,
    a.phone,
    a.vat_number ? `GSTIN: ${a.vat_number}` : '',
  ]
    .map(printable)
    .filter((line) => line !== '');
};

/** Amounts as '1,499.00 INR', the way every currency reads the same. */
export const invoiceMoney = (amount: number, currency: Currency): string =>
  `${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

const invoiceDate = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(at);

/** The invoice of one payment as a PDF file (A4, one page). */
export const renderInvoicePdf = (invoice: InvoiceData): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: SELLER_NAME },
    });
    const regular = INVOICE_FONT();
    const bold = INVOICE_BOLD_FONT();
    /**
     * Text typed by people, in whatever script and direction: each run in the font that holds its letters, in
     * the order it is seen. A right-to-left run is shaped whole (any feature list makes pdfkit do so).
     */
    const typed = (text: string, options: PDFKit.Mixins.TextOptions, at?: { x: number; y: number }) => {
      const runs = drawRuns(text);
      runs.forEach((run, i) => {
        const runOptions: PDFKit.Mixins.TextOptions = {
          ...options,
          continued: i < runs.length - 1,
          ...(run.rightToLeft ? { features: SHAPE_WHOLE } : {}),
        };
        doc.font(run.font);
        if (i === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
        else doc.text(run.text, runOptions);
        if (run.rightToLeft) mapLigaturesTurned(doc, run.text);
      });
      doc.font(regular);
    };
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const money = (amount: number) => invoiceMoney(amount, invoice.currency);

    doc.font(bold).fontSize(22).text(SELLER_NAME, left, 56);
    doc.font(regular).fontSize(10).fillColor('#555').text('Email marketing');
    doc.fillColor('#000').font(bold).fontSize(18).text('Invoice', left, 56, { width, align: 'right' });
    doc.font(regular).fontSize(10);
    doc.text(`Invoice number: ${invoice.invoiceNumber}`, { width, align: 'right' });
    doc.text(`Date: ${invoiceDate(invoice.paidAt, invoice.timezone)}`, { width, align: 'right' });
    doc.text('Status: Paid', { width, align: 'right' });

    doc.moveDown(3);
    doc.font(bold).text('Billed to', left);
    doc.font(regular);
    for (const line of billedToLines(invoice)) typed(line, { width: width / 2 });

    // The line of what was bought.
    doc.moveDown(2);
    const tableTop = doc.y;
    const amountX = left + width - 140;
    doc
      .font(bold)
      .text('Description', left, tableTop)
      .text('Amount', amountX, tableTop, { width: 140, align: 'right' });
    doc
      .moveTo(left, tableTop + 16)
      .lineTo(left + width, tableTop + 16)
      .strokeColor('#999')
      .stroke();
    const lineTop = tableTop + 24;
    typed(printable(invoice.description), { width: width - 160 }, { x: left, y: lineTop });
    const details = [
      invoice.emailsAdded > 0 ? `Email credits: ${invoice.emailsAdded.toLocaleString('en-US')}` : null,
      invoice.contactsAdded > 0 ? `Contacts: ${invoice.contactsAdded.toLocaleString('en-US')}` : null,
    ].filter((line) => line !== null);
    if (details.length > 0)
      doc
        .fillColor('#555')
        .text(details.join(', '), { width: width - 160 })
        .fillColor('#000');
    doc.text(money(invoice.subtotal), amountX, lineTop, { width: 140, align: 'right' });

    // Totals.
    let y = Math.max(doc.y, lineTop + 40) + 16;
    doc
      .moveTo(amountX - 120, y - 8)
      .lineTo(left + width, y - 8)
      .stroke();
    const totalRow = (label: string, value: string, isBold = false) => {
      doc.font(isBold ? bold : regular);
      doc.text(label, amountX - 120, y, { width: 120 });
      doc.text(value, amountX, y, { width: 140, align: 'right' });
      y += 18;
    };
    totalRow('Subtotal', money(invoice.subtotal));
    totalRow(invoice.currency === 'INR' ? `GST (${GST_PERCENT}%)` : 'Tax', money(invoice.tax));
    if (invoice.discount) totalRow(WELCOME_OFFER_LABEL, `-${money(invoice.discount)}`);
    totalRow('Total paid', money(invoice.total), true);

    doc.font(regular).fontSize(9).fillColor('#555');
    doc.text(
      `Paid by card through ${invoice.provider === 'sandbox' ? 'the test payment provider' : invoice.provider}.`,
      left,
      y + 24,
      { width },
    );
    doc.end();
  });
