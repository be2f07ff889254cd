import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { App, Flex } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { Component, Editor } from 'grapesjs';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { EditorNavigationState } from '@sendwell/contracts';
import type { PreviewDevice } from '../../../components/device-toggle';
import { lazyDialog } from '../../../components/lazy-component';
import { mainLandmark } from '../../../components/skip-link';
import { paths } from '../../../lib/paths';
import { saveEditorDocument, type EditorTarget, type OpenedDocument } from '../api/editor-api';
import { documentWithText, textOfDocument } from '../hooks/text-email';
import { useAutosave } from '../hooks/use-autosave';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useTextHistory } from '../hooks/use-text-history';
import { BlockList } from './block-list';
import { EditorSidePanel, GRAPES_PANEL_IDS } from './editor-side-panel';
import { EditorToolbar } from './editor-toolbar';
import { CANVAS_DEVICES, endTextEditing, GrapesCanvas } from './grapes-canvas';
import { MergeTagMenu } from './merge-tag-menu';
import { TextEmailEditor } from './text-email-editor';

const SaveBlockModal = lazyDialog(() => import('./save-block-modal').then((m) => m.SaveBlockModal));

const SECTION_TYPES = ['mj-section', 'mj-wrapper', 'mj-hero'];
const sectionOf = (component: Component | undefined): Component | undefined =>
  component && SECTION_TYPES.includes(component.get('type') ?? '')
    ? component
    : (component?.closestType('mj-section') ?? component?.closestType('mj-hero'));

interface EditorWorkspaceProps {
  target: EditorTarget;
  opened: OpenedDocument;
  navigationState: EditorNavigationState;
  /** The template checker's findings of the saved template, refreshed after each save. */
  checker?: ComponentType<{ templateId: number }>;
}

/** The editor once its document is loaded: the canvas (or the text of a text-only template), toolbar and panels. */
export function EditorWorkspace({ target, opened, navigationState, checker }: EditorWorkspaceProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const mode = opened.document.project?.mode ?? 'visual';
  const [editor, setEditor] = useState<Editor>();
  const [templateId, setTemplateId] = useState(target.kind === 'saved' ? target.id : undefined);
  const templateIdRef = useRef(templateId);
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [canvasHistory, setCanvasHistory] = useState({ canUndo: false, canRedo: false });
  const [section, setSection] = useState<Component>();
  const [blockMjml, setBlockMjml] = useState<string>();
  const textArea = useRef<TextAreaRef>(null);
  const textHistory = useTextHistory(mode === 'text' ? textOfDocument(opened.document.mjml) : '');
  const currentText = useRef(textHistory.text);
  currentText.current = textHistory.text;

  const autosave = useAutosave(async () => {
    const mjml =
      mode === 'text' ? documentWithText(opened.document.mjml, currentText.current) : editor?.getHtml();
    if (!mjml) return;
    const saved = await saveEditorDocument({
      templateId: templateIdRef.current,
      name: opened.name,
      mjml,
      project: { mode },
    });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'template-editor' });
    if (templateIdRef.current !== undefined) return;
    templateIdRef.current = saved.id;
    setTemplateId(saved.id);
    // The account's template exists now: the address names it (/app/editor/v3/1/{id}, from /app/editor/v3/{galleryId}),
    // so a reload opens it; replaced, so Back leaves the editor.
    await navigate(`../1/${saved.id}`, { relative: 'path', replace: true, state: navigationState });
  });
  useLeaveGuard(autosave.hasUnsavedChanges);
  const { markChanged, markPending } = autosave;

  const firstText = useRef(true);
  useEffect(() => {
    if (firstText.current) {
      firstText.current = false;
      return;
    }
    markChanged();
  }, [textHistory.text, markChanged]);

  const refreshHistory = useCallback((instance: Editor) => {
    setCanvasHistory({ canUndo: instance.UndoManager.hasUndo(), canRedo: instance.UndoManager.hasRedo() });
  }, []);

  const changeDevice = (next: PreviewDevice) => {
    setDevice(next);
    editor?.setDevice(CANVAS_DEVICES[next]);
  };

  const insertMergeTag = (tag: string) => {
    if (mode === 'text') {
      const area = textArea.current?.resizableTextArea?.textArea;
      const at = area?.selectionStart ?? textHistory.text.length;
      const end = area?.selectionEnd ?? at;
      textHistory.change(`${textHistory.text.slice(0, at)}${tag}${textHistory.text.slice(end)}`, true);
      return;
    }
    const rte = editor?.RichTextEditor.globalRte;
    if (editor?.getEditing() && rte) {
      rte.insertHTML(tag);
      markChanged();
    } else {
      void message.info(
        'Double-click a text in the template to place the cursor, then insert the merge tag.',
      );
    }
  };

  const history =
    mode === 'text'
      ? textHistory
      : {
          ...canvasHistory,
          undo: () => editor?.UndoManager.undo(),
          redo: () => editor?.UndoManager.redo(),
        };

  return (
    <Flex vertical style={{ height: '100vh' }}>
      <EditorToolbar
        name={opened.name}
        saveState={autosave.state}
        onBack={() =>
          void navigate(
            templateId === undefined ? paths.templatesTab('saved') : paths.templateDashboard(templateId),
          )
        }
        history={history}
        device={device}
        onDevice={changeDevice}
        mergeTags={<MergeTagMenu onInsert={insertMergeTag} />}
        saveAsBlock={
          mode === 'visual'
            ? { enabled: section !== undefined, onClick: () => setBlockMjml(section?.toHTML()) }
            : undefined
        }
        onSave={() => void endTextEditing(editor).then(autosave.saveNow)}
      />
      <Flex style={{ flex: 1, minHeight: 0 }}>
        <main {...mainLandmark} aria-label="Template" style={{ flex: 1, minWidth: 0, background: '#f4f5f7' }}>
          {mode === 'text' ? (
            <TextEmailEditor
              ref={textArea}
              text={textHistory.text}
              device={device}
              onChange={textHistory.change}
            />
          ) : (
            <GrapesCanvas
              mjml={opened.document.mjml}
              panels={GRAPES_PANEL_IDS}
              onReady={(instance) => {
                setEditor(instance);
                instance.on('update', () => refreshHistory(instance));
                refreshHistory(instance);
              }}
              onChange={markChanged}
              onTyping={markPending}
              onSelect={(component) => setSection(sectionOf(component))}
              onUploadError={(text) => void message.error(text)}
            />
          )}
        </main>
        <EditorSidePanel
          visual={mode === 'visual'}
          templateId={templateId}
          checker={checker}
          blocks={editor ? <BlockList editor={editor} /> : null}
        />
      </Flex>
      {blockMjml !== undefined && (
        <SaveBlockModal open mjml={blockMjml} onClose={() => setBlockMjml(undefined)} />
      )}
    </Flex>
  );
}
