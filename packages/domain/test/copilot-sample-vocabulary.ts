import type { CopilotVocabulary } from '../src/copilot/vocabulary';

/** An account shaped like the demo data: a few lists, campaigns, events, forms and property values. */
export const SAMPLE_VOCABULARY: CopilotVocabulary = {
  properties: [
    { key: 'email', type: 'string' },
    { key: 'createdAt', type: 'date' },
    { key: 'firstName', type: 'string' },
    { key: 'phone', type: 'string' },
    { key: 'company', type: 'string', values: ['Northwind', 'Globex'] },
    { key: 'city', type: 'string', values: ['Berlin', 'New York', 'Paris', 'Tokyo'] },
    { key: 'country', type: 'string', values: ['Germany', 'United States', 'France', 'Japan'] },
    { key: 'plan', type: 'string', values: ['Free', 'Starter', 'Pro', 'Enterprise'] },
    { key: 'lifetimeValue', type: 'number' },
    { key: 'newsletterOptIn', type: 'boolean' },
  ],
  lists: [
    { id: 1, name: 'Newsletter', isSegment: false },
    { id: 2, name: 'Beta testers', isSegment: false },
    { id: 3, name: 'Partners', isSegment: false },
    { id: 4, name: 'Trade show Berlin', isSegment: false },
  ],
  campaigns: [
    { id: 11, name: 'May 2026 Newsletter', campaignType: 'bulk' },
    { id: 12, name: 'April 2026 Newsletter', campaignType: 'bulk' },
    { id: 13, name: 'Black Friday Sale · Nov 2025', campaignType: 'bulk' },
    { id: 14, name: 'Welcome series', campaignType: 'TRIGGERED' },
  ],
  events: [
    { name: 'orderPlaced', source: 'shopify', properties: [] },
    { name: 'cartCheckout', source: 'shopify', properties: [] },
    { name: 'Webinar Registered', source: 'custom', properties: [{ key: 'seats', type: 'number' }] },
    { name: 'App Login', source: 'custom', properties: [] },
  ],
  senders: [{ id: 21, email: 'news@demo-company.com', name: 'Demo Company' }],
  forms: [
    { id: 31, appName: 'Typeform', name: 'Webinar registration' },
    { id: 32, appName: 'Sendwell Forms', name: 'Newsletter signup' },
  ],
};
