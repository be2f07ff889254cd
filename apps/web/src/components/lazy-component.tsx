import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';

/**
 * A component whose code is fetched the first time it renders rather than with the page that holds it,
 * for large parts that most visits never show; `fallback` stands in while its chunk arrives.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

/**
 * A dialog (wizard, import, drawer) fetched when it first opens. Until its chunk arrives a spinner covers
 * the page; it only shows when the wait is long enough to notice.
 */
export const lazyDialog = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazyComponent(load, <Spin fullscreen delay={150} description="Opening..." />);
