import { useEffect, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { Block, Component, Editor } from 'grapesjs';

const SECTION_LEVEL = /^\s*<mj-(section|wrapper|hero)\b/;

const sectionOf = (component: Component | undefined): Component | undefined => {
  if (!component) return undefined;
  if (['mj-section', 'mj-wrapper', 'mj-hero'].includes(component.get('type') ?? '')) return component;
  return component.closestType('mj-section') ?? component.closestType('mj-hero');
};

/**
 * Puts a block where a marketer expects it without dragging: a section after the selected section (or at the
 * end of the body), an element into the selected column (or the last one). An image block opens the image
 * picker, as it does when dropped.
 */
export const insertBlock = (editor: Editor, block: Block): void => {
  const content = block.get('content');
  const body = editor.getWrapper()?.findType('mj-body')[0];
  if (!body || content === undefined) return;
  const selected = editor.getSelected();
  let added: Component[];
  if (typeof content === 'string' && SECTION_LEVEL.test(content)) {
    const section = sectionOf(selected);
    const parent = section?.parent();
    added = section && parent ? parent.append(content, { at: section.index() + 1 }) : body.append(content);
  } else {
    const column =
      (selected?.get('type') === 'mj-column' ? selected : selected?.closestType('mj-column')) ??
      body.findType('mj-column').at(-1);
    if (!column) return;
    added = column.append(content);
  }
  const first = added[0];
  if (!first) return;
  editor.select(first);
  if (block.get('activate')) first.trigger('active');
};

/** The MJML plugin's blocks as buttons: a click (or Enter) adds one, dragging drops it where it is let go. */
export function BlockList({ editor }: { editor: Editor }) {
  const [blocks, setBlocks] = useState<Block[]>(() => editor.Blocks.getAll().models);
  useEffect(() => {
    const refresh = () => setBlocks([...editor.Blocks.getAll().models]);
    editor.on('block', refresh);
    return () => {
      editor.off('block', refresh);
    };
  }, [editor]);

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        Click a block to add it, or drag it onto the template.
      </Typography.Text>
      <Flex wrap gap={8} role="list" aria-label="Blocks">
        {blocks.map((block) => (
          <div role="listitem" key={block.getId()} style={{ width: 'calc(50% - 4px)' }}>
            <Button
              block
              draggable
              onClick={() => insertBlock(editor, block)}
              onDragStart={(event) => editor.Blocks.startDrag(block, event.nativeEvent)}
              onDragEnd={() => editor.Blocks.endDrag()}
            >
              {block.getLabel().replace(/<[^>]+>/g, '')}
            </Button>
          </div>
        ))}
      </Flex>
    </Flex>
  );
}
