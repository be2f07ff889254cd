import { describe, expect, it } from 'vitest';
import type { BillingAddress } from '@sendwell/domain';
import { readPdf, readPdfItems } from '../../../test/pdf-text';
import { drawRuns } from './invoice-bidi';
import { fontRuns } from './invoice-fonts';
import { billedToLines, renderInvoicePdf, type InvoiceData } from './invoice-pdf';

const address: BillingAddress = {
  first_name: 'Zoë',
  last_name: 'Ελένη Иванова',
  company: 'अनन्या 🚀',
  email: 'billing@example.com',
  line1: '北京市朝阳区建国路 88号',
  line2: 'Łódź, ul. Piotrkowska 7',
  city: 'Hà Nội',
  state: 'Maharashtra',
  zip: '411001',
  country: 'IN',
  phone: '+91 98765 43210',
  vat_number: '27AAPFU0939F1ZV',
};

const invoice = (billedTo: BillingAddress | null): InvoiceData => ({
  invoiceNumber: 'SW-000007',
  paidAt: new Date('2026-11-25T10:30:00Z'),
  timezone: 'UTC',
  accountName: 'Acme Traders',
  billedTo,
  description: 'Pro plan, 10,000 contacts, billed monthly',
  emailsAdded: 100_000,
  contactsAdded: 10_000,
  currency: 'INR',
  subtotal: 399_900,
  tax: 71_982,
  total: 471_882,
  provider: 'sandbox',
});

/** The viewer spaces out letters drawn one by one (Chinese); the words read the same without spaces. */
const squeezed = (text: string) => text.replace(/\s+/gu, '');

describe('invoice PDF', () => {
  it('prints the billing address in any script with embedded fonts, and reads back as the same text', async () => {
    const pdf = await readPdf(await renderInvoicePdf(invoice(address)));
    expect(pdf.pages).toBe(1);
    const text = squeezed(pdf.text);
    for (const line of [
      'Billed to',
      'अनन्या',
      'Zoë Ελένη Иванова',
      '北京市朝阳区建国路 88号',
      'Łódź, ul. Piotrkowska 7',
      'Hà Nội, Maharashtra 411001',
      'India',
      'billing@example.com',
      '+91 98765 43210',
      'GSTIN: 27AAPFU0939F1ZV',
      'Invoice number: SW-000007',
      'Total paid4,718.82 INR',
    ])
      expect(text).toContain(squeezed(line));
    // Nothing is replaced by a question mark any more, and the emoji no font draws is left out.
    expect(pdf.text).not.toContain('?');
    expect(pdf.text).not.toContain('🚀');
  });

  it('prints the welcome offer taken off a first plan', async () => {
    const pdf = await renderInvoicePdf({ ...invoice(null), discount: 47_188, total: 424_694 });
    const text = squeezed((await readPdf(pdf)).text);
    expect(text).toContain(squeezed('Welcome offer-471.88 INR'));
    expect(text).toContain(squeezed('Total paid4,246.94 INR'));
  });

  it("bills the account's name when no billing address was given", async () => {
    const text = (await readPdf(await renderInvoicePdf(invoice(null)))).text;
    expect(text).toMatch(/Billed to\s+Acme Traders/u);
  });

  it('lists the address lines without the empty ones', () => {
    expect(
      billedToLines({ accountName: 'Acme', billedTo: { ...address, line2: '', vat_number: '' } }),
    ).toEqual([
      'अनन्या',
      'Zoë Ελένη Иванова',
      '北京市朝阳区建国路 88号',
      'Hà Nội, Maharashtra 411001',
      'India',
      'billing@example.com',
      '+91 98765 43210',
    ]);
  });

  it('keeps a letter with its marks in one font, and spaces with the words around them', () => {
    const runs = fontRuns('Zoë 北京 नमस्ते');
    expect(runs.map((run) => run.text)).toEqual(['Zoë ', '北京 ', 'नमस्ते']);
    expect(new Set(runs.map((run) => run.font)).size).toBe(3);
    expect(runs[1]!.font).toMatch(/noto-sans-sc/u);
    expect(runs[2]!.font).toMatch(/noto-sans-devanagari/u);
  });

  describe('right-to-left text', () => {
    const rightToLeft: BillingAddress = {
      ...address,
      first_name: 'سارة',
      last_name: 'אבן',
      company: 'شركة الأمل للتجارة',
      line1: 'شارع الملك فهد 12، الرياض',
      line2: 'רחוב הרצל 5 (בע"מ) Ltd',
      city: 'Riyadh',
      state: '',
      zip: '12211',
      country: 'SA',
    };
    const render = () =>
      renderInvoicePdf({
        ...invoice(rightToLeft),
        description: 'Pro plan — خطة برو 10,000 جهة اتصال',
      });
    /** The piece of text that reads exactly so, and where it stands. */
    const itemOf = (items: { text: string; x: number; y: number }[], text: string) => {
      const found = items.find((item) => item.text.trim() === text);
      expect(found, `"${text}" among ${JSON.stringify(items.map((item) => item.text))}`).toBeDefined();
      return found!;
    };

    it('prints Arabic and Hebrew words joined, in reading order, with the spaces between them', async () => {
      const items = await readPdfItems(await render());
      // A viewer reads each right-to-left piece back in reading order: the words whole and one space apart.
      for (const words of [
        'شركة الأمل للتجارة',
        'شارع الملك فهد',
        '، الرياض',
        'רחוב הרצל',
        'جهة اتصال',
        'خطة برو',
      ])
        itemOf(items, words);
      // Every glyph maps back to a character: no dot drawn on its own reads as a stray control character.
      expect(items.map((item) => item.text).join('|')).not.toMatch(/\p{Cc}/u);
    });

    it('places the runs of a line as a reader of the right-to-left script sees them, digits and Latin left to right', async () => {
      const items = await readPdfItems(await render());
      // The description line starts in English: its Arabic part reads from the right, its number stays whole.
      const order = ['Pro plan —', 'جهة اتصال', '10,000', 'خطة برو'].map((text) => itemOf(items, text).x);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      // The street starts in Arabic: the house number sits left of the street, the city left of the number.
      const street = ['، الرياض', '12', 'شارع الملك فهد'].map((text) => itemOf(items, text).x);
      expect(street).toEqual([...street].sort((a, b) => a - b));
      // A Hebrew line with Latin at its end: 'Ltd' comes first from the left, the street name last.
      const hebrew = ['Ltd (', 'רחוב הרצל'].map((text) => itemOf(items, text).x);
      expect(hebrew[0]).toBeLessThan(hebrew[1]!);
    });

    it('cuts a line into runs drawn left to right, each in reading order, keeping every space and mirroring brackets', () => {
      const runs = (line: string) => drawRuns(line).map((run) => [run.text, run.rightToLeft]);
      expect(runs('شارع الملك فهد 12، الرياض')).toEqual([
        ['، الرياض', true],
        ['12', false],
        ['شارع الملك فهد ', true],
      ]);
      expect(runs('Pro plan — خطة برو 10,000 جهة اتصال')).toEqual([
        ['Pro plan — ', false],
        ['جهة اتصال', true],
        [' ', false],
        ['10,000', false],
        ['خطة برو ', true],
      ]);
      // In a right-to-left run the closing bracket is drawn first, as an opening one.
      expect(runs('שלום (עולם)')).toEqual([
        ['(', false],
        ['עולם', true],
        [')', false],
        ['שלום ', true],
      ]);
      expect(drawRuns('Zoë 北京').map((run) => run.rightToLeft)).toEqual([false, false]);
    });
  });
});
