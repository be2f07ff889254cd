import type { GalleryUseCase, TemplateBrief, TemplateCopy } from '@sendwell/contracts';
import { writeTemplateCopyOffline } from '@sendwell/domain';

export interface TemplateCopyRequest {
  brief: TemplateBrief;
  /** The use case the brief reads as. */
  useCase: GalleryUseCase;
  /** The gallery design the copy goes into. */
  galleryTemplate: { id: number; name: string; description: string };
}

/**
 * Writes the copy of a 'Create with AI' template: the one place that does, so that a configured model can
 * write it instead. Offline (the default, no model and no network) the deterministic writer of the domain
 * writes it from the brief's own words. Whatever writes it, the result is the same shape and goes into the
 * same template.
 */
export const writeTemplateCopy = async (request: TemplateCopyRequest): Promise<TemplateCopy> =>
  writeTemplateCopyOffline(request.brief, request.useCase);
