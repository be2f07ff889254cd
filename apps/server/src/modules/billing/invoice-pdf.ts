import PDFDocument from 'pdfkit';
import { GST_PERCENT, type Currency } from '@sendwell/domain';

/** What an invoice shows: one payment received, in the account's timezone. */
export interface InvoiceData {
  invoiceNumber: string;
  paidAt: Date;
  timezone: string;
  accountName: string;
  description: string;
  emailsAdded: number;
  contactsAdded: number;
  currency: Currency;
  subtotal: number;
  tax: number;
  total: number;
  provider: string;
}

export const SELLER_NAME = 'Sendwell';

/**
 * The built-in PDF fonts cover Western European text only: other characters (emoji, other scripts) would
 * print as garbage, so emoji are left out and other characters read as '?'.
 */
const printable = (text: string): string =>
  text
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, '')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/gu, '?')
    .trim();

/** Amounts as '1,499.00 INR': the built-in fonts have no rupee sign. */
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
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const money = (amount: number) => invoiceMoney(amount, invoice.currency);

    doc.font('Helvetica-Bold').fontSize(22).text(SELLER_NAME, left, 56);
    doc.font('Helvetica').fontSize(10).fillColor('#555').text('Email marketing');
    doc
      .fillColor('#000')
      .font('Helvetica-Bold')
      .fontSize(18)
      .text('Invoice', left, 56, { width, align: 'right' });
    doc.font('Helvetica').fontSize(10);
    doc.text(`Invoice number: ${invoice.invoiceNumber}`, { width, align: 'right' });
    doc.text(`Date: ${invoiceDate(invoice.paidAt, invoice.timezone)}`, { width, align: 'right' });
    doc.text('Status: Paid', { width, align: 'right' });

    doc.moveDown(3);
    doc.font('Helvetica-Bold').text('Billed to', left);
    doc.font('Helvetica').text(printable(invoice.accountName));

    // The line of what was bought.
    doc.moveDown(2);
    const tableTop = doc.y;
    const amountX = left + width - 140;
    doc
      .font('Helvetica-Bold')
      .text('Description', left, tableTop)
      .text('Amount', amountX, tableTop, { width: 140, align: 'right' });
    doc
      .moveTo(left, tableTop + 16)
      .lineTo(left + width, tableTop + 16)
      .strokeColor('#999')
      .stroke();
    const lineTop = tableTop + 24;
    doc.font('Helvetica').text(printable(invoice.description), left, lineTop, { width: width - 160 });
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
    const totalRow = (label: string, value: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(label, amountX - 120, y, { width: 120 });
      doc.text(value, amountX, y, { width: 140, align: 'right' });
      y += 18;
    };
    totalRow('Subtotal', money(invoice.subtotal));
    totalRow(invoice.currency === 'INR' ? `GST (${GST_PERCENT}%)` : 'Tax', money(invoice.tax));
    totalRow('Total paid', money(invoice.total), true);

    doc.font('Helvetica').fontSize(9).fillColor('#555');
    doc.text(
      `Paid by card through ${invoice.provider === 'sandbox' ? 'the test payment provider' : invoice.provider}.`,
      left,
      y + 24,
      { width },
    );
    doc.end();
  });
