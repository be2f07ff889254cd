import { generatePath } from 'react-router';
import { buildPath, exportRoutes, templateRoutes } from '@sendwell/contracts';

const templatePreviewPath = templateRoutes.preview.path;

/** Every in-app address, so links and redirects never spell paths by hand. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The page an invitation mail links to (its token in the query). */
  invitation: '/invitation',
  app: '/app',
  settings: '/app/settings',
  settingsTab: (tab: string) => generatePath('/app/settings/:tab', { tab }),
  myAccount: '/app/settings/myaccount',
  senderSettings: '/app/settings/sendersettings',
  /** Where a sender's confirmation link lands (spec 3 §4). */
  verifySender: '/verify-sender',
  downloadCentre: '/app/settings/download-centre',
  teamMembers: '/app/settings/teamMembers',
  storeIntegration: '/app/settings/store-integration',
  plans: '/app/settings/plans',
  /** The plan chooser (spec 2 §2.7), reached from Plans and billing. */
  choosePlan: '/app/settings/plans/choose',
  /** The payment modal opened for credits (spec 2 §2.5), over Plans and billing. */
  buyCredits: '/app/settings/plans/buy-credits',
  /** The billing history, on Plans and billing. */
  billingHistory: '/app/settings/plans#billing-history',
  /** The sandbox provider's card setup page, opened in its own window. */
  paymentMethod: '/billing/payment-method',
  /** Spec 2 §2.8: the page a provider's window returns to; it closes itself. */
  connecting: '/billing/connecting',
  /** The sandbox payment provider's hosted checkout page (its secret token in the path). */
  checkoutPattern: '/billing/checkout/:token',
  /** Spec 1 §2.1 names it beside the plans tab; it leads there. */
  upgrade: '/app/settings/upgrade',
  devOutbox: '/app/dev/outbox',
  contacts: '/app/contacts',
  importHistory: '/app/contacts/imports',
  /** Spec 1 §2.3: a segment described to the AI copilot, over the lists page. */
  aiSegment: '/app/contacts/ai-segment',
  allContacts: '/app/contacts/all',
  listContacts: (listId: number) => generatePath('/app/contacts/lists/:listId', { listId: String(listId) }),
  contact: (contactId: number) => generatePath('/app/contact/:contactId', { contactId: String(contactId) }),
  campaigns: '/app/campaigns',
  campaignReport: (campaignId: number) =>
    generatePath('/app/campaigns/:campaignId/report', { campaignId: String(campaignId) }),
  composeCampaign: (campaignId: number) =>
    generatePath('/app/campaigns/:campaignId/edit', { campaignId: String(campaignId) }),
  // Read-only journey pages; the archive dialog opens them in a new tab.
  journeys: '/app/journey',
  templates: '/app/templates',
  templatesTab: (tab: string) => generatePath('/app/templates/:tab', { tab }),
  templateSection: '/app/template',
  /** Spec 3 §2.1: 'Create with AI', a template written from a brief. */
  aiTemplate: '/app/templates/ai-template',
  /** The editor on a gallery template (spec 3 §2.1): 'Start from scratch', 'Use template', building blocks; state { flow: 'editor', isLayout? }. */
  editorV3: (id: number) => generatePath('/app/editor/v3/:id', { id: String(id) }),
  templateDashboard: (templateId: number) =>
    generatePath('/app/template/:templateId', { templateId: String(templateId) }),
  /** A template's page as an iframe shows it: the server sends it under a sandboxing Content-Security-Policy. */
  templatePreview: (templateId: number, type: 'HTML' | 'AMP') =>
    `${buildPath(templatePreviewPath, { templateId })}?${new URLSearchParams({ type })}`,
  /** A share link's public review page, outside the app (the server names the link by the same pattern). */
  sharedTemplatePattern: '/share/template/:token',
  journeyDashboard: (journeyId: number) =>
    generatePath('/app/journey/dashboard/:journeyId', { journeyId: String(journeyId) }),
  journeysTriggeredBy: (segmentId: number) =>
    `/app/journey?${new URLSearchParams({ filterBySegmentTrigger: String(segmentId) })}`,
  /** A finished export's file; a plain link downloads it with the session cookie. */
  exportFile: (exportId: number) => buildPath(exportRoutes.downloadExport.path, { id: exportId }),
} as const;

/** Where to go after signing in: only paths inside this app, so a crafted link cannot send users away. */
export const safeNextPath = (next: string | null): string =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : paths.app;
