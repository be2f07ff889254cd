import { Menu } from 'antd';
import { GalleryMessages, type GalleryFilters } from '@sendwell/contracts';
import type { GalleryMenuKey } from '@sendwell/domain';
import { NewTag } from './gallery-card';
import styles from './gallery.module.css';

export const menuKeyOf = (menu: GalleryMenuKey): string =>
  menu.kind === 'layout'
    ? `layout:${menu.layout}`
    : menu.kind === 'useCase'
      ? `useCase:${menu.useCase}`
      : menu.kind;

const menuOfKey = (key: string, filters: GalleryFilters): GalleryMenuKey => {
  const [kind, value] = key.split(':') as [string, string | undefined];
  const layout = filters.layouts.find((entry) => entry === value);
  const useCase = filters.useCases.find((entry) => entry === value);
  if (kind === 'layout' && (layout === 'Single Column' || layout === 'Multi Column'))
    return { kind: 'layout', layout };
  if (kind === 'useCase' && useCase) return { kind: 'useCase', useCase };
  return kind === 'new' ? { kind: 'new' } : { kind: 'all' };
};

/** Spec 3 §2.8: All Templates, New (only when new templates exist), Layouts and Use cases. */
export function GalleryMenu({
  filters,
  hasNew,
  value,
  onChange,
}: {
  filters: GalleryFilters;
  hasNew: boolean;
  value: GalleryMenuKey;
  onChange: (menu: GalleryMenuKey) => void;
}) {
  return (
    <nav aria-label="Template categories">
      <Menu
        className={styles.sideMenu}
        mode="inline"
        selectedKeys={[menuKeyOf(value)]}
        onClick={({ key }) => onChange(menuOfKey(key, filters))}
        items={[
          { key: 'all', label: GalleryMessages.allTemplatesMenu },
          ...(hasNew
            ? [
                {
                  key: 'new',
                  label: (
                    <span>
                      {GalleryMessages.newMenu} <NewTag className={styles.menuTag}>new</NewTag>
                    </span>
                  ),
                },
              ]
            : []),
          {
            type: 'group',
            key: 'layouts',
            label: 'Layouts',
            children: filters.layouts.map((layout) => ({ key: `layout:${layout}`, label: layout })),
          },
          {
            type: 'group',
            key: 'use-cases',
            label: 'Use cases',
            children: filters.useCases.map((useCase) => ({ key: `useCase:${useCase}`, label: useCase })),
          },
        ]}
      />
    </nav>
  );
}
