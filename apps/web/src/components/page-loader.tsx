import { Flex, Spin } from 'antd';

interface PageLoaderProps {
  fullPage?: boolean;
}

export function PageLoader({ fullPage = false }: PageLoaderProps) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullPage ? '100vh' : 240 }}>
      <Spin size="large" />
    </Flex>
  );
}
