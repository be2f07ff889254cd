import { Skeleton } from 'antd';
import { EditorPage } from '../features/template-editor/components/editor-page';
import { lazyComponent } from '../components/lazy-component';

/*
 * /app/editor/*: the template editor with the templates feature's checker in its Checks tab. Features never
 * import each other, so they meet here.
 */

// Shown only when the Checks tab opens: its code is fetched then, not with the editor.
const TemplateCheckerPanel = lazyComponent(
  () => import('../features/templates/checker/template-checker-panel').then((m) => m.TemplateCheckerPanel),
  <Skeleton active paragraph={{ rows: 4 }} />,
);

export function EditorScreen() {
  return <EditorPage checker={TemplateCheckerPanel} />;
}
