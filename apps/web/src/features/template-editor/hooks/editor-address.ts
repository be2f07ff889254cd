import { TemplateId } from '@sendwell/contracts';
import type { EditorTarget } from '../api/editor-api';

/**
 * Which template an editor address opens (spec 3 §2.1), from what follows /app/editor/: v3/{id} a gallery
 * template, v3/1/{templateId} an account template with a version, 1/{templateId} one without. Undefined for
 * any other address.
 */
export const editorTargetOf = (rest: string, blocks?: string[]): EditorTarget | undefined => {
  const match = /^(?:v3\/1\/(?<versioned>[^/]+)|1\/(?<unversioned>[^/]+)|v3\/(?<gallery>[^/]+))\/?$/.exec(
    rest,
  );
  const id = TemplateId.safeParse(
    match?.groups?.versioned ?? match?.groups?.unversioned ?? match?.groups?.gallery,
  );
  if (!match || !id.success) return undefined;
  return match.groups?.gallery !== undefined
    ? { kind: 'gallery', id: id.data, blocks }
    : { kind: 'saved', id: id.data };
};
