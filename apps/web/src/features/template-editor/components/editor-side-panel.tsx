import type { ReactNode } from 'react';
import { Tabs, Typography } from 'antd';

/** Where GrapesJS draws its own panels; the canvas is given these ids. */
export const GRAPES_PANEL_IDS = {
  settings: 'template-editor-settings',
  styles: 'template-editor-styles',
  layers: 'template-editor-layers',
} as const;

/**
 * The template checker's findings (size, alt text, contrast, links, unsubscribe, preheader...).
 * TemplateCheckerPanel ({ templateId }) is mounted here when the checker is merged; until the template is
 * saved there is nothing to check.
 */
function CheckerSlot({ templateId }: { templateId: number | undefined }) {
  return (
    <section aria-label="Template checks" data-slot="template-checker" data-template-id={templateId ?? ''}>
      <Typography.Text type="secondary">
        {templateId === undefined
          ? 'Checks of the template appear here once it is saved.'
          : 'Checks of the saved template appear here.'}
      </Typography.Text>
    </section>
  );
}

/** The editor's right-hand panel: blocks (visual mode), the selection's settings and styles, layers, checks. */
export function EditorSidePanel({
  blocks,
  visual,
  templateId,
}: {
  blocks: ReactNode;
  visual: boolean;
  templateId: number | undefined;
}) {
  const grapesPanel = (id: string) => <div id={id} className="template-editor-grapes-panel" />;
  const items = [
    ...(visual
      ? [
          { key: 'blocks', label: 'Blocks', children: blocks },
          {
            key: 'settings',
            label: 'Settings',
            forceRender: true,
            children: (
              <>
                <Typography.Text type="secondary">
                  Select an element in the template to change it.
                </Typography.Text>
                {grapesPanel(GRAPES_PANEL_IDS.settings)}
                {grapesPanel(GRAPES_PANEL_IDS.styles)}
              </>
            ),
          },
          {
            key: 'layers',
            label: 'Layers',
            forceRender: true,
            children: grapesPanel(GRAPES_PANEL_IDS.layers),
          },
        ]
      : []),
    { key: 'checks', label: 'Checks', children: <CheckerSlot templateId={templateId} /> },
  ];
  return (
    <aside
      aria-label="Editor panels"
      style={{
        width: 340,
        flex: 'none',
        borderInlineStart: '1px solid #f0f0f0',
        overflowY: 'auto',
        padding: '0 16px 16px',
        background: '#fff',
      }}
    >
      <Tabs items={items} />
    </aside>
  );
}
