import type { ToastComponentProps } from '../../ui/toast/toast-store.ts';

/** What a loyalty notice's toast shows. */
export interface NoticeToastProps {
  title: string;
  text: string;
  /** The notice's picture (spec §3), when the level or quest has one. */
  image: string | null;
}

/** A loyalty notice as a toast (spec §2.3, §3): its picture beside the words. */
export function LoyaltyNoticeToast({ props }: ToastComponentProps) {
  const { title, text, image } = props as unknown as NoticeToastProps;
  return (
    <>
      {image ? <img className="toast__picture" src={image} alt="" width={40} height={40} /> : null}
      <div className="toast__content">
        <p className="toast__title">{title}</p>
        <p className="toast__text">{text}</p>
      </div>
    </>
  );
}
