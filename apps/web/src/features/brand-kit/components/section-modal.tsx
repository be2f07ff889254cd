import { Alert, App, Button, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  BRAND_KIT_SECTION_TITLES,
  BrandKitMessages,
  type BrandKit,
  type BrandKitAttributes,
  type BrandKitSection,
} from '@sendwell/contracts';
import { errorMessage, isApiRequestError } from '../../../lib/api-client';
import { useSaveBrandKit } from '../api/brand-kit-api';
import {
  BRAND_LIBRARY_CHANNEL,
  SECTION_TEXT,
  firstUnpublished,
  type BrandLibraryMessage,
} from './brand-kit-sections';
import { ButtonsEditor } from './buttons-editor';
import { LogosEditor, logosValid } from './logos-editor';
import { ColorsEditor, FooterEditor } from './section-editors';
import { SocialEditor, socialValid } from './social-editor';
import { TypographyEditor } from './typography-editor';

type Draft = BrandKitAttributes[BrandKitSection];

const editorOf = (section: BrandKitSection, draft: Draft, set: (next: Draft) => void): ReactNode => {
  switch (section) {
    case 'logos':
      return <LogosEditor value={draft as BrandKitAttributes['logos']} onChange={set} />;
    case 'typography':
      return <TypographyEditor value={draft as BrandKitAttributes['typography']} onChange={set} />;
    case 'colors':
      return <ColorsEditor value={draft as BrandKitAttributes['colors']} onChange={set} />;
    case 'buttons':
      return <ButtonsEditor value={draft as BrandKitAttributes['buttons']} onChange={set} />;
    case 'social':
      return <SocialEditor value={draft as BrandKitAttributes['social']} onChange={set} />;
    case 'addressAndPrivacyPolicy':
      return <FooterEditor value={draft as BrandKitAttributes['addressAndPrivacyPolicy']} onChange={set} />;
  }
};

/** Spec 3 §4: social links and logos cannot be saved or published while an address in them is invalid. */
const isValid = (section: BrandKitSection, draft: Draft) =>
  section === 'social'
    ? socialValid(draft as BrandKitAttributes['social'])
    : section === 'logos'
      ? logosValid(draft as BrandKitAttributes['logos'])
      : true;

const tellOtherTabs = (message: BrandLibraryMessage) => {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(BRAND_LIBRARY_CHANNEL);
  channel.postMessage(message);
  channel.close();
};

/**
 * One section's modal (spec 3 §2.10, §4). Unpublished: 'Save changes' and 'Publish' (or 'Publish & Next');
 * published: 'Discard' and 'Save all changes'.
 */
export function SectionModal({
  section,
  kit,
  onClose,
  onOpen,
  onStale,
  stale = false,
}: {
  section: BrandKitSection;
  kit: BrandKit;
  onClose: () => void;
  onOpen: (section: BrandKitSection) => void;
  /** A save was refused because the kit changed since it was read: read it again and show this section afresh. */
  onStale: () => Promise<void>;
  /** This modal was reopened after such a refusal: say why the changes are gone. */
  stale?: boolean;
}) {
  const { notification } = App.useApp();
  const save = useSaveBrandKit();
  const saved = kit.attributes[section];
  const [draft, setDraft] = useState<Draft>(saved);
  const [pending, setPending] = useState<'save' | 'publish' | null>(null);
  const [staleShown, setStaleShown] = useState(stale);
  const published = saved.isPublished;
  const next = firstUnpublished(kit.attributes, section);
  const valid = isValid(section, draft);
  const title = BRAND_KIT_SECTION_TITLES[section];

  const submit = async (publish: boolean, action: 'save' | 'publish') => {
    setPending(action);
    try {
      const answer = await save.mutateAsync({
        attributes: { ...kit.attributes, [section]: { ...draft, isPublished: publish } },
        source: section,
        version: kit.version,
      });
      setStaleShown(false);
      tellOtherTabs({ type: 'brand library updated', publish });
      if (published || action === 'publish')
        notification.success({
          title: published ? BrandKitMessages.saved : BrandKitMessages.published,
          description: BrandKitMessages.savedDescription,
          placement: 'bottomRight',
        });
      if (action === 'publish') {
        const following = firstUnpublished(answer.attributes);
        if (following) onOpen(following);
        else onClose();
      } else if (published) onClose();
    } catch (error) {
      if (isApiRequestError(error, 409)) await onStale();
      else notification.error({ title: errorMessage(error), placement: 'bottomRight' });
    } finally {
      setPending(null);
    }
  };

  const footer = published
    ? [
        <Button key="discard" disabled={pending !== null} onClick={onClose}>
          Discard
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={pending === 'save'}
          disabled={!valid}
          onClick={() => void submit(true, 'save')}
        >
          Save all changes
        </Button>,
      ]
    : [
        <Button
          key="save"
          loading={pending === 'save'}
          disabled={!valid || pending !== null}
          onClick={() => void submit(false, 'save')}
        >
          Save changes
        </Button>,
        <Button
          key="publish"
          type="primary"
          loading={pending === 'publish'}
          disabled={!valid || pending !== null}
          onClick={() => void submit(true, 'publish')}
        >
          {next ? 'Publish & Next' : 'Publish'}
        </Button>,
      ];

  return (
    <Modal
      open
      width="48.75rem"
      mask={{ closable: true }}
      onCancel={onClose}
      title={
        <div>
          <div>{title}</div>
          <Typography.Text type="secondary" style={{ fontWeight: 400, fontSize: 14 }}>
            {SECTION_TEXT[section].subtitle}
          </Typography.Text>
        </div>
      }
      footer={footer}
      destroyOnHidden
    >
      {staleShown && (
        <Alert type="warning" showIcon title={BrandKitMessages.staleVersion} style={{ marginBottom: 16 }} />
      )}
      {editorOf(section, draft, setDraft)}
    </Modal>
  );
}
