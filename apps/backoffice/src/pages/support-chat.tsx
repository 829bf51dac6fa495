import type { ChatAgentThread, ChatListItem } from '@casino/shared/backoffice/backoffice.contract';
import { type ChatLiveEvent, SUPPORT_CHAT_EVENT } from '@casino/shared/live/live-protocol';
import { isCurrencyCode } from '@casino/shared/money/currencies';
import { formatAmount } from '@casino/shared/money/minor-units';
import { AGENT_CHANNEL_PATH } from '@casino/shared/support/chat-constants';
import { readFileBase64 } from '@casino/shared/support/read-file-base64';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { call, errorText } from '../api.ts';
import { dateTime } from '../format.ts';
import { navigate, playerPath } from '../navigation.ts';
import { Notice } from '../ui/notice.tsx';

const TYPING_SHOWN_MS = 4000;
const TYPING_EVERY_MS = 3000;

/**
 * The agent's end of the chat socket (decision 0032): the back-office session cookie admits it, an
 * agent's role is checked at the upgrade; a dropped connection is opened again after a pause.
 */
function useChatEvents(onEvent: (event: ChatLiveEvent) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let delay = 1000;
    const open = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}${AGENT_CHANNEL_PATH}`);
      socket.onopen = () => {
        delay = 1000;
        ping = setInterval(() => socket?.send(JSON.stringify({ type: 'ping' })), 25_000);
      };
      socket.onmessage = (message) => {
        const data = JSON.parse(String(message.data)) as {
          type?: string;
          event?: string;
          data?: ChatLiveEvent;
        };
        if (data.type === 'init') setConnected(true);
        if (data.type === 'message' && data.event === SUPPORT_CHAT_EVENT && data.data)
          handler.current(data.data);
      };
      socket.onclose = () => {
        setConnected(false);
        clearInterval(ping);
        if (stopped) return;
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, 30_000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
    };
  }, []);
  return connected;
}

/** The support console: conversations with their unread counts, one open beside them, answered live. */
export function SupportChatPage() {
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [list, setList] = useState<ChatListItem[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [thread, setThread] = useState<ChatAgentThread | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const pictureInput = useRef<HTMLInputElement>(null);
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const [playerTyping, setPlayerTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTyping = useRef(0);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  const loadList = () =>
    call('support.conversations', { status }).then(setList, (problem: unknown) =>
      setError(errorText(problem)),
    );
  const openThread = (id: number) =>
    call('support.conversation', { id }).then(
      (value) => {
        setThread(value);
        setList((current) => current.map((item) => (item.id === id ? { ...item, agent_unread: 0 } : item)));
      },
      (problem: unknown) => setError(errorText(problem)),
    );

  useEffect(() => {
    void loadList();
  }, [status]);

  useEffect(() => {
    setThread(null);
    setPlayerTyping(false);
    if (selected !== null) void openThread(selected);
  }, [selected]);

  const connected = useChatEvents((event) => {
    if (event.kind === 'typing') {
      if (event.side !== 'player' || event.conversation_id !== selectedRef.current) return;
      setPlayerTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setPlayerTyping(false), TYPING_SHOWN_MS);
      return;
    }
    const conversation = event.conversation;
    setList((current) => {
      const known = current.find((item) => item.id === conversation.id);
      if (!known) {
        // A conversation this list has not seen: the list is read again to name its player.
        if (conversation.status === status) void loadList();
        return current;
      }
      const last = event.kind === 'message' ? event.message.body || '📎' : known.last_message;
      const updated = { ...known, ...conversation, last_message: last };
      return [updated, ...current.filter((item) => item.id !== conversation.id)].filter(
        (item) => item.status === status,
      );
    });
    if (conversation.id !== selectedRef.current) return;
    if (event.kind === 'message') {
      if (event.message.author === 'player') {
        setPlayerTyping(false);
        // Shown to the agent who has it open: read now.
        void openThread(conversation.id);
        return;
      }
      setThread((current) =>
        current && !current.messages.some((message) => message.id === event.message.id)
          ? { ...current, conversation, messages: [...current.messages, event.message] }
          : current,
      );
    } else {
      setThread((current) => (current ? { ...current, conversation } : current));
    }
  });

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected === null || (reply.trim() === '' && !picture)) return;
    setSending(true);
    setError(null);
    try {
      // The server checks the picture as it checks players' (type by content, size, dimensions).
      const attachment = picture ? await readFileBase64(picture) : undefined;
      const message = await call('support.reply', {
        id: selected,
        ...(reply.trim() === '' ? {} : { message: reply }),
        ...(attachment === undefined ? {} : { attachment }),
      });
      setReply('');
      setPicture(null);
      if (pictureInput.current) pictureInput.current.value = '';
      setThread((current) =>
        current && !current.messages.some((m) => m.id === message.id)
          ? { ...current, messages: [...current.messages, message] }
          : current,
      );
    } catch (problem) {
      setError(errorText(problem));
    } finally {
      setSending(false);
    }
  };

  const typing = (value: string) => {
    setReply(value);
    const now = Date.now();
    if (selected !== null && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void call('support.typing', { id: selected }).catch(() => undefined);
    }
  };

  const close = async () => {
    if (selected === null) return;
    try {
      const conversation = await call('support.close', { id: selected });
      setThread((current) => (current ? { ...current, conversation } : current));
      void loadList();
    } catch (problem) {
      setError(errorText(problem));
    }
  };

  const conversation = thread?.conversation;
  return (
    <>
      <h1>Support chat</h1>
      <p role="status">{connected ? 'Live: new messages appear as they are written.' : 'Connecting…'}</p>
      <Notice kind="error">{error}</Notice>
      <div className="chat-console">
        <section aria-labelledby="chat-list-title">
          <h2 id="chat-list-title">Conversations</h2>
          <div className="field">
            <label htmlFor="chat-status">Show</label>
            <select
              id="chat-status"
              value={status}
              onChange={(event) => setStatus(event.target.value === 'closed' ? 'closed' : 'open')}
            >
              <option value="open">Open</option>
              <option value="closed">Closed</option>
            </select>
          </div>
          {list.length === 0 ? <p>No {status} conversation.</p> : null}
          <ul className="chat-list">
            {list.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="chat-list-item"
                  aria-current={item.id === selected ? 'true' : undefined}
                  onClick={() => setSelected(item.id)}
                >
                  <strong>{item.player_email ?? item.player_login}</strong>
                  {item.agent_unread > 0 ? (
                    <span className="chat-unread">{item.agent_unread} unread</span>
                  ) : null}
                  <span className="chat-last">{item.last_message}</span>
                  <span className="chat-when">{dateTime(item.last_message_at)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        {thread && conversation ? (
          <section aria-labelledby="chat-thread-title" className="chat-thread">
            <h2 id="chat-thread-title">
              Conversation #{conversation.id} ({conversation.status})
            </h2>
            <dl className="chat-player">
              <dt>Player</dt>
              <dd>
                <a
                  href={playerPath(thread.player.id)}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(playerPath(thread.player.id));
                  }}
                >
                  #{thread.player.id} {thread.player.name ?? thread.player.login}
                </a>
              </dd>
              <dt>E-mail</dt>
              <dd>{thread.player.email ?? '—'}</dd>
              <dt>Verification</dt>
              <dd>
                {thread.player.verification}
                {thread.player.is_verified ? ' (verified)' : ''}
              </dd>
              <dt>Balance</dt>
              <dd>
                {thread.player.balances
                  .map((balance) => `${balance.kind}: ${balanceText(balance)}`)
                  .join(', ') || '—'}
              </dd>
            </dl>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1). */}
            <ol className="chat-messages" aria-live="polite" aria-label="Messages" tabIndex={0}>
              {thread.messages.map((message) => (
                <li key={message.id} className={`chat-message chat-message-${message.author}`}>
                  <span className="chat-author">{message.author === 'agent' ? 'Agent' : 'Player'}</span>{' '}
                  {message.body}
                  {message.attachment ? (
                    <img
                      src={message.attachment.src}
                      width={Math.min(message.attachment.width, 320)}
                      alt={message.author === 'agent' ? 'Sent by an agent' : 'Sent by the player'}
                    />
                  ) : null}
                  <span className="chat-when">{dateTime(message.created_at)}</span>
                </li>
              ))}
            </ol>
            <p className="chat-typing" aria-live="polite">
              {playerTyping ? 'The player is typing…' : ''}
            </p>
            {conversation.status === 'open' ? (
              <form onSubmit={send}>
                <div className="field">
                  <label htmlFor="chat-reply">Reply</label>
                  <textarea
                    id="chat-reply"
                    rows={3}
                    maxLength={2000}
                    value={reply}
                    onChange={(event) => typing(event.target.value)}
                  />
                </div>
                <div className="field">
                  <label htmlFor="chat-picture">Picture (JPEG, PNG or WebP, up to 512 KB)</label>
                  <input
                    id="chat-picture"
                    ref={pictureInput}
                    type="file"
                    accept="image/png,image/jpeg,image/webp"
                    onChange={(event) => setPicture(event.target.files?.[0] ?? null)}
                  />
                </div>
                <button type="submit" disabled={sending}>
                  Send reply
                </button>{' '}
                <button type="button" onClick={close}>
                  Close conversation
                </button>
              </form>
            ) : null}
          </section>
        ) : null}
      </div>
    </>
  );
}

/** A balance whose kind ends with its currency ("main USDT") in that currency's digits (decision 0051). */
function balanceText(balance: { kind: string; amount: number }): string {
  const currency = balance.kind.split(' ').at(-1);
  return formatAmount(balance.amount, isCurrencyCode(currency) ? currency : undefined);
}
