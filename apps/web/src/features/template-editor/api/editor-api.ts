import { useMutation, useQuery } from '@tanstack/react-query';
import {
  contactRoutes,
  templateBlockRoutes,
  templateEditorRoutes,
  type EditorDocument,
  type EditorProject,
  type SavedTemplateVersion,
} from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** Which template the editor opened: a gallery one (saved as a new template on the first save) or the account's. */
export type EditorTarget = { kind: 'gallery'; id: number; blocks?: string[] } | { kind: 'saved'; id: number };

export interface OpenedDocument {
  name: string;
  document: EditorDocument;
}

/**
 * The document the editor opens: POST /api/editorLoadTemplate (type=SAVED for the account's templates). With
 * blocks chosen on the building blocks page, the server puts them in the blank template's frame in the order
 * they were chosen and styles the whole with the brand kit.
 */
export const loadEditorDocument = async (
  target: EditorTarget,
  signal?: AbortSignal,
): Promise<OpenedDocument> => {
  const loaded = await callApi(templateEditorRoutes.loadTemplate, {
    query: target.kind === 'saved' ? { type: 'SAVED' } : {},
    body: {
      id: target.id,
      ...(target.kind === 'gallery' && target.blocks?.length ? { blocks: target.blocks } : {}),
    },
    signal,
  });
  return { name: loaded.data.name, document: loaded.data.templateJSON };
};

export const useEditorDocument = (target: EditorTarget | undefined) =>
  useQuery({
    queryKey: ['template-editor', 'document', target],
    queryFn: ({ signal }) => loadEditorDocument(target!, signal),
    enabled: target !== undefined,
    // The editor holds the document from here on; a refetch would throw away the marketer's changes.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

export interface SaveRequest {
  /** The account's template, once it exists; the first save creates it. */
  templateId: number | undefined;
  name: string;
  mjml: string;
  project: EditorProject;
}

export const saveEditorDocument = ({
  templateId,
  name,
  mjml,
  project,
}: SaveRequest): Promise<SavedTemplateVersion> =>
  templateId === undefined
    ? callApi(templateEditorRoutes.createTemplate, { body: { name, mjml, project } })
    : callApi(templateEditorRoutes.saveVersion, { params: { id: templateId }, body: { mjml, project } });

export const useSaveBlock = () =>
  useMutation({
    mutationFn: (block: { name: string; mjml: string }) =>
      callApi(templateBlockRoutes.saveBlock, { body: block }),
  });

/** The account's contact properties, offered as merge tags. */
export const useContactProperties = () =>
  useQuery({
    queryKey: ['template-editor', 'contact-properties'],
    queryFn: ({ signal }) => callApi(contactRoutes.personalParams, { signal }),
    select: (answer) => answer.personalParamsWithType.map((property) => property.key),
    staleTime: 60_000,
  });
