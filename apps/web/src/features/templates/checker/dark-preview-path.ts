import { buildPath, templateCheckerRoutes } from '@sendwell/contracts';

/** A template's preview page as clients that force dark mode are likely to show it; for an iframe. */
export const darkPreviewPath = (templateId: number): string =>
  buildPath(templateCheckerRoutes.darkPreview.path, { id: templateId });
