import type { ComponentType, ReactNode } from 'react';
import { Tabs, Typography } from 'antd';

/** Where GrapesJS draws its own panels; the canvas is given these ids. */
export const GRAPES_PANEL_IDS = {
  settings: 'template-editor-settings',
  styles: 'template-editor-styles',
  layers: 'template-editor-layers',
} as const;

type Checker = ComponentType<{ templateId: number }>;

/**
 * The template checker's findings (size, alt text, contrast, links, unsubscribe, preheader...) of the saved
 * version; until the template is saved there is nothing to check.
 */
function CheckerSlot({
  templateId,
  checker: Checker,
}: {
  templateId: number | undefined;
  checker?: Checker;
}) {
  if (templateId !== undefined && Checker) return <Checker templateId={templateId} />;
  return (
    <section aria-label="Template checks">
      <Typography.Text type="secondary">Checks of the template appear here once it is saved.</Typography.Text>
    </section>
  );
}

/** The editor's right-hand panel: blocks (visual mode), the selection's settings and styles, layers, checks. */
export function EditorSidePanel({
  blocks,
  visual,
  templateId,
  checker,
}: {
  blocks: ReactNode;
  visual: boolean;
  templateId: number | undefined;
  checker?: Checker;
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
    { key: 'checks', label: 'Checks', children: <CheckerSlot templateId={templateId} checker={checker} /> },
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
