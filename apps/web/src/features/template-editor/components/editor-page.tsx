import { useState, type ComponentType } from 'react';
import { Flex } from 'antd';
import { useLocation, useParams } from 'react-router';
import { EditorMessages, EditorNavigationState } from '@sendwell/contracts';
import { ApiRequestError } from '../../../lib/api-client';
import { ErrorResult } from '../../../components/error-result';
import { PageLoader } from '../../../components/page-loader';
import { mainLandmark } from '../../../components/skip-link';
import { useEditorDocument } from '../api/editor-api';
import { editorTargetOf } from '../hooks/editor-address';
import { EditorWorkspace } from './editor-workspace';

/**
 * /app/editor/v3/{id} (a gallery template, or the blank one with the chosen blocks), /app/editor/v3/1/{templateId}
 * and /app/editor/1/{templateId} (the account's templates). The target is read once: after the first save the
 * address names the new template, and the open editor carries on with it. `checker` shows a saved template's
 * findings in the Checks tab (the templates feature's panel, given by the app).
 */
export function EditorPage({ checker }: { checker?: ComponentType<{ templateId: number }> }) {
  const params = useParams();
  const location = useLocation();
  const [navigationState] = useState(() => {
    const parsed = EditorNavigationState.safeParse(location.state ?? {});
    return parsed.success ? parsed.data : { flow: 'editor' };
  });
  const [target] = useState(() => editorTargetOf(params['*'] ?? '', navigationState.blocks));
  const opened = useEditorDocument(target);

  if (target && opened.data) {
    return (
      <EditorWorkspace
        target={target}
        opened={opened.data}
        navigationState={navigationState}
        checker={checker}
      />
    );
  }
  if (target && opened.isPending) return <PageLoader fullPage />;
  return (
    <Flex component="main" {...mainLandmark} align="center" justify="center" style={{ minHeight: '100vh' }}>
      {/* An address of the editor that names no template is answered like an unknown template. */}
      <ErrorResult
        error={
          target
            ? opened.error
            : new ApiRequestError(404, 'NOT_FOUND', EditorMessages.galleryTemplateNotFound)
        }
        onRetry={() => void opened.refetch()}
      />
    </Flex>
  );
}
