import { type ChatLiveEvent, SUPPORT_CHAT_EVENT } from '@casino/shared/live/live-protocol';
import type { ChatConversation, ChatMessage } from '@casino/shared/support/chat';
import { readFileBase64 } from '@casino/shared/support/read-file-base64';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { onLiveEvent } from '../../lib/chat-signals.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { TextAreaField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import { Icon } from '../../ui/icon.tsx';
import './builtin-chat.css';

type Field = 'message' | 'attachment';
const FIELDS: readonly Field[] = ['message', 'attachment'];
/** How long "Support is typing" stays after the agent's last keystroke notice. */
const TYPING_SHOWN_MS = 4000;
/** The player's typing is announced at most this often. */
const TYPING_EVERY_MS = 3000;

/**
 * The built-in support chat (decision 0032): a bubble with the unread count and a panel with the
 * player's conversation, live over the shell's live channel. A guest is asked to sign in (or to write
 * with the support page's form): chats are tied to an account.
 */
export function BuiltinChat({
  uid,
  badgeVisible,
  openCount,
  label,
}: {
  uid: number | null;
  badgeVisible: boolean;
  openCount: number;
  label: string;
}) {
  const t = useT();
  const api = useApi();
  const paths = usePaths();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [agentsOnline, setAgentsOnline] = useState(true);
  const [agentTyping, setAgentTyping] = useState(false);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { busy, errors, notice, run } = useFormSubmit<Field>();
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingAt = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const bubble = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    if (uid === null) return;
    try {
      const thread = await api('support.getChat');
      setConversation(thread.conversation);
      setMessages(thread.messages);
      setAgentsOnline(thread.agents_online);
    } catch {
      // The bubble stays; opening tries again.
    }
  }, [api, uid]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (openCount > 0) setOpen(true);
  }, [openCount]);

  useEffect(() => {
    if (uid === null) return;
    return onLiveEvent((event) => {
      if (event.event !== SUPPORT_CHAT_EVENT) return;
      const data: ChatLiveEvent = event.data;
      if (data.kind === 'typing') {
        if (data.side !== 'agent') return;
        setAgentTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
        return;
      }
      setConversation((current) => {
        // A new conversation (the last one was closed) starts an empty list.
        if (current && current.id !== data.conversation.id) setMessages([]);
        return data.conversation;
      });
      if (data.kind === 'message') {
        if (data.message.author === 'agent') setAgentTyping(false);
        setMessages((current) =>
          current.some((message) => message.id === data.message.id) ? current : [...current, data.message],
        );
      }
    });
  }, [uid]);

  // What the player can see is read.
  useEffect(() => {
    if (open && conversation && conversation.player_unread > 0) {
      setConversation({ ...conversation, player_unread: 0 });
      void api('support.markRead').catch(() => undefined);
    }
  }, [open, conversation, api]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message scrolls the list to it.
  useEffect(() => {
    if (open && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [open, messages.length]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const close = () => {
    setOpen(false);
    bubble.current?.focus();
  };

  const onType = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    const now = Date.now();
    if (now - lastTypingAt.current > TYPING_EVERY_MS) {
      lastTypingAt.current = now;
      void api('support.typing').catch(() => undefined);
    }
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '' && !file) return;
    const attachment = file ? await readFileBase64(file) : undefined;
    let sent: ChatMessage | undefined;
    const ok = await run(
      async () => {
        sent = await api('support.sendMessage', { message: text, attachment });
      },
      { fields: FIELDS },
    );
    if (!ok || !sent) return;
    const message = sent;
    setMessages((current) => (current.some((m) => m.id === message.id) ? current : [...current, message]));
    setText('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    if (!conversation || conversation.status === 'closed') void load();
  };

  const unread = conversation?.player_unread ?? 0;
  return (
    <div className="support-chat">
      {open ? (
        <section className="support-chat__panel" role="dialog" aria-labelledby={titleId}>
          {/* Not a header element: in a dialog it would be a second banner landmark on the page. */}
          <div className="support-chat__header">
            <h2 id={titleId} className="support-chat__title">
              {t('chat.title')}
            </h2>
            <button
              type="button"
              className="support-chat__close"
              onClick={close}
              aria-label={t('chat.close')}
            >
              <Icon name="close" size={20} />
            </button>
          </div>
          {uid === null ? (
            <div className="support-chat__guest">
              <p>{t('chat.guest')}</p>
              <p className="support-chat__guest-actions">
                <a className="button button--primary" href="?show_popup_auth=1">
                  {t('chat.signIn')}
                </a>
                <a className="button" href={paths.support()}>
                  {t('chat.supportPage')}
                </a>
              </p>
            </div>
          ) : (
            <>
              <ol
                className="support-chat__messages"
                ref={list}
                aria-live="polite"
                aria-label={t('chat.history')}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1).
                tabIndex={0}
              >
                {messages.length === 0 ? <li className="support-chat__empty">{t('chat.empty')}</li> : null}
                {messages.map((message) => (
                  <li
                    key={message.id}
                    className={`support-chat__message support-chat__message--${message.author}`}
                  >
                    <span className="visually-hidden">
                      {message.author === 'agent' ? t('chat.agent') : t('chat.you')}:{' '}
                    </span>
                    {message.body ? <p>{message.body}</p> : null}
                    {message.attachment ? (
                      <img
                        src={message.attachment.src}
                        width={message.attachment.width}
                        height={message.attachment.height}
                        alt={t('chat.attachment')}
                        className="support-chat__image"
                      />
                    ) : null}
                  </li>
                ))}
              </ol>
              <p className="support-chat__status" role="status">
                {agentTyping ? t('chat.typing') : conversation?.status === 'closed' ? t('chat.closed') : ''}
                {!agentsOnline && !agentTyping ? t('chat.offline') : ''}
              </p>
              <form className="support-chat__form" onSubmit={send} noValidate>
                <TextAreaField
                  label={t('chat.message')}
                  name="message"
                  rows={2}
                  maxLength={2000}
                  value={text}
                  onChange={onType}
                  error={errors.message}
                />
                <label className="support-chat__attach">
                  <span>{file ? file.name : t('chat.attach')}</span>
                  <input
                    ref={fileInput}
                    type="file"
                    name="attachment"
                    accept="image/png,image/jpeg,image/webp"
                    onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                    aria-invalid={errors.attachment ? true : undefined}
                  />
                </label>
                {errors.attachment ? (
                  <p className="form-error" role="alert">
                    {errors.attachment}
                  </p>
                ) : null}
                <FormNotice>{notice}</FormNotice>
                <SubmitButton busy={busy}>{t('chat.send')}</SubmitButton>
              </form>
            </>
          )}
        </section>
      ) : null}
      {badgeVisible || open ? (
        <button
          ref={bubble}
          type="button"
          className="support-chat__bubble"
          aria-expanded={open}
          onClick={() => (open ? close() : setOpen(true))}
          aria-label={unread > 0 ? `${label} (${t('chat.unread', { count: unread })})` : label}
        >
          <Icon name="chat" size={26} />
          {unread > 0 ? (
            <span className="support-chat__unread" aria-hidden="true">
              {unread}
            </span>
          ) : null}
        </button>
      ) : null}
    </div>
  );
}
