import { Segmented } from 'antd';
import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';

/** Spec 3 §9: previews are 610 px wide on desktop and 400 px on mobile. */
export const PREVIEW_WIDTHS = { desktop: 610, mobile: 400 } as const;
export type PreviewDevice = keyof typeof PREVIEW_WIDTHS;

export function DeviceToggle({
  value,
  onChange,
}: {
  value: PreviewDevice;
  onChange: (device: PreviewDevice) => void;
}) {
  return (
    <Segmented
      aria-label="Preview size"
      value={value}
      onChange={(device) => onChange(device as PreviewDevice)}
      options={[
        { value: 'desktop', label: 'Desktop', icon: <DesktopOutlined aria-hidden /> },
        { value: 'mobile', label: 'Mobile', icon: <MobileOutlined aria-hidden /> },
      ]}
    />
  );
}
