import type { ThemeConfig } from 'antd';

/*
 * Text must read at WCAG AA's 4.5:1 against what it sits on. antd's defaults for the colours below fall
 * short, so each is darkened where antd draws text with it.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#3b5bdb',
    // antd lightens the primary colour on hover (white text then reads at 3.4:1); a darker shade keeps 7:1.
    colorPrimaryHover: '#364fc7',
    colorPrimaryActive: '#2f44ad',
    colorLink: '#3b5bdb',
    colorBgLayout: '#f5f7fb',
    // Secondary text (antd's 45% black) reads at 3.3:1 on the page background; 60% meets WCAG AA's 4.5:1.
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 8,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerHeight: 60, headerPadding: '0 24px' },
    // An empty table's message is drawn in the disabled colour (25% black), yet it is text to read.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    // Status tags write in the status colour on its pale tint; antd's brighter shades read at 2-3:1 there.
    Tag: { colorSuccess: '#237804', colorError: '#cf1322', colorWarning: '#ad4e00', colorInfo: '#2f44ad' },
    // What a field still needs is written in the error colour; antd's (#ff4d4f) reads at 3.6:1 on white.
    Typography: { colorErrorText: '#cf1322' },
    // A select's placeholder says what to choose ('Choose a property'); antd's 25% black reads at 1.6:1.
    Select: { colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)' },
    // A danger button writes in the error colour on white (3.3:1 in antd's shade), or white on it.
    Button: { colorError: '#cf1322', colorErrorHover: '#a8071a', colorErrorActive: '#820014' },
    // Unbordered descriptions draw their labels in antd's 45% black.
    Descriptions: { labelColor: 'rgba(0, 0, 0, 0.6)' },
    // A field's error under it is written in the error colour; antd's (#ff4d4f) reads at 3.6:1 on white.
    Form: { colorError: '#cf1322' },
  },
};
