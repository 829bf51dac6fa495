import type { CampaignPopup as CampaignPopupContent } from '@casino/shared/contract/content.contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';
import { Image } from '../../ui/image.tsx';
import { campaignButtonPath } from './campaign-popup-source.ts';

/** A popup to show, or (for `#popup-preview`, spec §2.1) the id of one to look up among the running ones. */
export type CampaignPopupProps = { popup: CampaignPopupContent } | { previewId: number };

/**
 * CampaignPopup (spec §2.3): a campaign of the content service — picture, title, text and a button to
 * where the campaign leads. Its link comes from content, so only a path of this site is followed.
 */
export function CampaignPopup({ entry }: DialogComponentProps) {
  const props = entry.props as unknown as CampaignPopupProps;
  const api = useApi();
  const { close } = useDialogs();
  const [popup, setPopup] = useState('popup' in props ? props.popup : null);
  const previewId = 'previewId' in props ? props.previewId : null;

  useEffect(() => {
    if (previewId === null) return;
    let current = true;
    api('popups.get').then(
      (popups) => {
        if (!current) return;
        const found = popups.find((each) => each.id === previewId);
        if (found) setPopup(found);
        else close(entry.id);
      },
      () => {
        if (current) close(entry.id);
      },
    );
    return () => {
      current = false;
    };
  }, [api, close, entry.id, previewId]);

  return popup ? (
    <CampaignPopupFrame popup={popup} onClose={(immediate) => close(entry.id, { immediate })} />
  ) : null;
}

function CampaignPopupFrame({
  popup,
  onClose,
}: {
  popup: CampaignPopupContent;
  onClose: (immediate: boolean) => void;
}) {
  const t = useT();
  const { locale, defaultLocale } = useShell();
  const path = campaignButtonPath(popup, locale, defaultLocale);
  return (
    <DialogFrame
      type="popup"
      title={popup.title}
      closeLabel={t('common.close')}
      onRequestClose={() => onClose(false)}
      footer={
        path ? (
          <Link className="button button--primary" to={path} data-autofocus onClick={() => onClose(true)}>
            {popup.button}
          </Link>
        ) : null
      }
    >
      {popup.image ? (
        <Image
          className="campaign-popup__image"
          src={popup.image}
          alt=""
          width={480}
          height={240}
          loading="eager"
        />
      ) : null}
      <p>{popup.text}</p>
    </DialogFrame>
  );
}
