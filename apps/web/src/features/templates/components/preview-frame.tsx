import type { CSSProperties } from 'react';
import { Flex } from 'antd';
import { DeviceToggle, PREVIEW_WIDTHS, type PreviewDevice } from '../../../components/device-toggle';

/** A template's preview page in a sandboxed frame at the desktop or mobile width, with the toggle above it. */
export function PreviewFrame({
  title,
  src,
  device,
  onDeviceChange,
  style,
}: {
  title: string;
  src: string;
  device: PreviewDevice;
  onDeviceChange: (device: PreviewDevice) => void;
  style?: CSSProperties;
}) {
  return (
    <Flex vertical gap={12} align="center" style={style}>
      <DeviceToggle value={device} onChange={onDeviceChange} />
      <iframe
        key={src}
        title={title}
        src={src}
        sandbox=""
        style={{
          width: PREVIEW_WIDTHS[device],
          maxWidth: '100%',
          height: 'min(560px, 52vh)',
          border: '1px solid #e5e7eb',
          borderRadius: 8,
          background: '#fff',
        }}
      />
    </Flex>
  );
}
