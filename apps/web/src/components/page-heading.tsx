import type { CSSProperties, ReactNode } from 'react';
import { theme, Typography } from 'antd';

/*
 * Every screen has exactly one h1 (screen readers list and jump to it). The app's pages draw it at the
 * size of antd's level-2 title and the result screens at their own title size, so the look is unchanged.
 */

/** A page's title in the app: its h1, drawn at the size of a level-2 title. */
export function PageTitle({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading2, ...style }}>
      {children}
    </Typography.Title>
  );
}

/** The title of an antd Result that is the whole screen, as its h1 in the Result's own title style. */
export function ResultHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h1>;
}
