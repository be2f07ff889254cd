import { describe, expect, it } from 'vitest';
import type { BillingAddress } from '@sendwell/domain';
import { readPdf } from '../../../test/pdf-text';
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
});
