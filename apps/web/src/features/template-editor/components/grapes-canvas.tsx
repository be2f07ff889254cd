import { useEffect, useRef } from 'react';
import grapesjs, { type Component, type Editor } from 'grapesjs';
import * as grapesjsMjmlModule from 'grapesjs-mjml';
import 'grapesjs/dist/css/grapes.min.css';
import './grapes-canvas.css';
import { AuthMessages, templateEditorRoutes } from '@sendwell/contracts';
import { PREVIEW_WIDTHS } from '../../../components/device-toggle';
import { apiErrorOf, CSRF_COOKIE, CSRF_HEADER, parseJson } from '../../../lib/api-client';
import { commonJsDefault } from '../../../lib/common-js-default';
import { readCookie } from '../../../lib/cookies';
import { canvasMjmlWithHead } from '../canvas-mjml/canvas-mjml';
import { headAttributesOf } from '../canvas-mjml/head-attributes';
import { drawSavedAttributes } from '../canvas-mjml/saved-attributes';
import { withClosingTags, withKeptSpacing, withNamedNonBreakingSpaces } from '../hooks/mjml-source';

/** grapesjs-mjml ships one UMD file whose CommonJS exports hold the plugin under `default`. */
const grapesjsMjml = commonJsDefault<typeof grapesjsMjmlModule.default>(grapesjsMjmlModule, 'grapesjs-mjml');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A change record made safe to replay: its nested plain objects (the component's attributes and style) copied,
 * so later changes leave it be, and an image's `src` named beside its attributes' (GrapesJS leaves it out of
 * the record when the two agree, yet draws the image from it).
 */
const replayable = (record: unknown): unknown => {
  if (!isPlainObject(record)) return record;
  const copy = Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, isPlainObject(value) ? { ...value } : value]),
  );
  const { attributes } = copy;
  if (!('src' in copy) && isPlainObject(attributes) && typeof attributes.src === 'string')
    copy.src = attributes.src;
  return copy;
};

interface UndoRecord {
  get: (key: string) => unknown;
  set: (key: string, value: unknown, options: { silent: boolean }) => void;
}

/**
 * GrapesJS records a change with the component's own attributes and style objects, which the MJML plugin later
 * changes in place, and without an image's `src`: redo after undoing an image's new picture showed the
 * placeholder. Each record keeps a replayable copy of the component as it was when the record was made.
 */
const keepUndoRecords = (editor: Editor) => {
  const stack = editor.UndoManager.getStack() as unknown as {
    on: (event: 'add', listener: (record: UndoRecord) => void) => void;
  };
  stack.on('add', (record) => {
    for (const key of ['before', 'after']) record.set(key, replayable(record.get(key)), { silent: true });
  });
};

/**
 * Text nodes write their non-breaking spaces as `&nbsp;` in the document (see withNamedNonBreakingSpaces): a
 * spacer line's `&nbsp;` survives a save and comes back when the template is reopened.
 */
const keepNonBreakingSpaces = (editor: Editor) => {
  const textNode = editor.Components.getType('textnode')?.model.prototype as Component | undefined;
  if (!textNode) throw new Error('GrapesJS has no textnode component type');
  editor.Components.addType('textnode', {
    model: {
      toHTML(this: Component, ...args: Parameters<Component['toHTML']>) {
        return withNamedNonBreakingSpaces(textNode.toHTML.apply(this, args));
      },
    },
  });
};

/** Ends the editing of a text, so the document holds what was typed (before a save). */
export const endTextEditing = async (editor: Editor | undefined): Promise<void> => {
  const view = editor?.getEditing()?.getView() as { disableEditing?: () => Promise<void> } | undefined;
  await view?.disableEditing?.();
};

/** The canvas's device names, one per preview width (spec 3 §9). */
export const CANVAS_DEVICES = { desktop: 'Desktop', mobile: 'Mobile' } as const;

interface GrapesCanvasProps {
  /** The document opened; read once, when the canvas starts. */
  mjml: string;
  /** Where GrapesJS draws the selected element's settings and styles, and the layers. */
  panels: { settings: string; styles: string; layers: string };
  onReady: (editor: Editor) => void;
  /** Every change to the document (blocks added, a text once its editing ends, undo and redo). */
  onChange: () => void;
  /** A text is being typed: the document holds it once its editing ends. */
  onTyping: () => void;
  /** The selection changed (the toolbar's 'Save as block' follows it). */
  onSelect: (component: Component | undefined) => void;
  onUploadError: (message: string) => void;
}

/**
 * GrapesJS with its MJML plugin: the document's MJML is the source (editor.getHtml() answers it), and the
 * canvas shows it through the plugin's MJML rendering. The app draws the blocks, toolbar and status itself;
 * GrapesJS draws the canvas, the asset manager (images upload through the app's image route) and the
 * settings, styles and layers panels in the containers it is given.
 */
export function GrapesCanvas({
  mjml,
  panels,
  onReady,
  onChange,
  onTyping,
  onSelect,
  onUploadError,
}: GrapesCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onReady, onChange, onTyping, onSelect, onUploadError });
  callbacks.current = { onReady, onChange, onTyping, onSelect, onUploadError };

  useEffect(() => {
    if (!container.current) return;
    const editor: Editor = grapesjs.init({
      container: container.current,
      height: '100%',
      width: 'auto',
      fromElement: false,
      storageManager: false,
      // The MJML plugin has no component for the head's title, preview text and default attributes, so the
      // canvas would draw them above the email; they stay in the document, out of sight.
      canvasCss: '[data-gjs-type="mj-head"] { display: none; }',
      // Undo and redo step through changes to the template, not through what was selected.
      undoManager: { trackSelection: false },
      components: withKeptSpacing(withClosingTags(mjml)),
      // The app draws its own toolbar and block list; GrapesJS's default panels are left out.
      panels: { defaults: [] },
      blockManager: { custom: true },
      traitManager: { appendTo: `#${panels.settings}` },
      styleManager: { appendTo: `#${panels.styles}` },
      layerManager: { appendTo: `#${panels.layers}` },
      deviceManager: {
        devices: [
          { id: CANVAS_DEVICES.desktop, name: CANVAS_DEVICES.desktop, width: '' },
          {
            id: CANVAS_DEVICES.mobile,
            name: CANVAS_DEVICES.mobile,
            width: `${PREVIEW_WIDTHS.mobile}px`,
            widthMedia: '480px',
          },
        ],
      },
      // GrapesJS's own uploader posts the picked file to the app's image route with the session's CSRF header.
      assetManager: {
        upload: templateEditorRoutes.uploadImage.path,
        uploadName: 'file',
        multiUpload: false,
        autoAdd: false,
        fetchOptions: (options) => ({
          ...options,
          headers: {
            ...(options.headers as Record<string, string>),
            [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '',
          },
        }),
      },
      plugins: [
        keepNonBreakingSpaces,
        (instance) =>
          grapesjsMjml(instance, {
            // The app offers its own preview toggle and import; the plugin keeps to the canvas and blocks.
            resetDevices: false,
            useCustomTheme: false,
            // The canvas draws with MJML's own components, without mjml-browser's weight (see canvas-mjml),
            // and with the defaults the head's mj-attributes set (a brand kit's fonts), as the server does.
            mjmlParser: canvasMjmlWithHead(() => headAttributesOf(instance.getWrapper())),
            imagePlaceholderSrc:
              'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="100%" height="100%" fill="%23e2e8f0"/></svg>',
          }),
        drawSavedAttributes,
      ],
    });
    editor.on('load', () => {
      editor.UndoManager.clear();
      keepUndoRecords(editor);
      editor.on('update', () => callbacks.current.onChange());
      editor.on('component:input', () => callbacks.current.onTyping());
      callbacks.current.onReady(editor);
    });
    editor.on('asset:upload:response', (response: unknown) => {
      // Read by hand: production builds keep only a route's method and path, not its response schema.
      const body = typeof response === 'string' ? parseJson(response) : response;
      const url = body && typeof body === 'object' ? (body as { url?: unknown }).url : undefined;
      if (typeof url === 'string') editor.AssetManager.add({ src: url, type: 'image' });
      else callbacks.current.onUploadError(AuthMessages.somethingWentWrong);
    });
    editor.on('asset:upload:error', (error: unknown) =>
      callbacks.current.onUploadError(
        typeof error === 'string' ? apiErrorOf(400, error).message : AuthMessages.somethingWentWrong,
      ),
    );
    editor.on('component:toggled', () => callbacks.current.onSelect(editor.getSelected()));
    return () => editor.destroy();
    // The canvas is started once per document; later changes live in GrapesJS.
  }, []);

  return (
    <div className="template-editor-canvas" style={{ height: '100%' }}>
      <div ref={container} style={{ height: '100%' }} />
    </div>
  );
}
