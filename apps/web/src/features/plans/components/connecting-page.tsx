import { useEffect } from 'react';
import { Button, Flex, Typography } from 'antd';
import { mainLandmark } from '../../../components/skip-link';

/** Spec 2 §9: the pop-up close delay. */
const CLOSE_AFTER_MS = 2_000;

/**
 * /billing/connecting (spec 2 §2.8): where a payment provider's window comes back to. It closes its own
 * window after 2 seconds; the Close link does it at once.
 */
export function ConnectingPage() {
  useEffect(() => {
    const timer = window.setTimeout(() => window.close(), CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Flex
      component="main"
      {...mainLandmark}
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{ minHeight: '100vh' }}
    >
      <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
        Connecting...
      </Typography.Title>
      {/* A button, so it is reached by Tab and pressed by Enter or Space like any control. */}
      <Button type="link" onClick={() => window.close()}>
        Close
      </Button>
    </Flex>
  );
}
