import { LU_WELCOME, SUBMIT_DEBOUNCE_MS, SUGGESTED_QUESTIONS } from '@domain/chat/chat';
import { LU_NAME, LU_WHAT_SHE_IS } from '@domain/chat/lu-identity';
import { splitSuggestions } from '@domain/chat/suggestions';
import { CLIENT_ERRORS } from '@domain/client-errors';
import { useQueryClient } from '@tanstack/react-query';
import { Send, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { newOutboxEntry } from '@/shared/outbox/outbox-store';
import { keepInOutbox, useOutbox } from '@/shared/outbox/use-outbox';
import { useProfile } from '@/shared/profile/profile';
import { useMe } from '@/shared/session/session';
import {
  type ChatQuestion,
  chatMessagesQueryOptions,
  chatQuestion,
  sendChatMessage,
  useChatMessages,
  useSaveTip,
} from './api/chat';
import { BackgroundDialog } from './components/background-dialog';
import { MessageBubble, TypingIndicator } from './components/message-bubble';
import { WaitingQuestion } from './components/waiting-question';

const TITLES: Record<number, string> = {
  402: 'Créditos insuficientes',
  429: 'Muitas requisições',
  401: 'Sessão expirada',
  400: 'Mensagem vazia',
};

export default function ChatPage() {
  const me = useMe();
  const history = useChatMessages();
  const profile = useProfile();
  const saveTip = useSaveTip();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<{ question: string; reply: string } | null>(null);
  const outbox = useOutbox(me.data?.user.id ?? '');
  const waiting = (outbox.data ?? []).filter((entry) => entry.kind === 'chat-question');
  const lastSubmit = useRef(0);
  const bottom = useRef<HTMLLIElement>(null);

  // A block body: newer browsers return a promise from scrollIntoView, which is no clean-up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are the triggers (a new message, a growing reply), not inputs
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [history.data?.length, pending?.reply, waiting.length]);

  const send = async (raw: string) => {
    const question = raw.trim();
    const now = Date.now();
    // A double tap, a reply still coming, nothing written or nobody signed in: nothing is sent.
    if (now - lastSubmit.current < SUBMIT_DEBOUNCE_MS || pending || !me.data) return;
    if (!question) return toast.error('Mensagem vazia', { description: 'Escreva sua pergunta antes de enviar.' });
    lastSubmit.current = now;
    setText('');
    // Made before sending: a question that never reaches the server waits under the same key.
    const entry = newOutboxEntry(me.data.user.id, {
      kind: 'chat-question',
      subjectId: me.data.user.id,
      method: 'POST',
      path: '/api/chat',
      body: chatQuestion(question),
    });
    if (!navigator.onLine) return keepInOutbox(entry, queryClient);
    setPending({ question, reply: '' });
    try {
      await sendChatMessage(entry.body as ChatQuestion, entry.key, (piece) =>
        setPending((p) => p && { ...p, reply: p.reply + piece }),
      );
      await queryClient.invalidateQueries({ queryKey: chatMessagesQueryOptions.queryKey });
    } catch (error) {
      if (error instanceof ApiError && error.code === CLIENT_ERRORS.network.code)
        return keepInOutbox(entry, queryClient);
      const status = error instanceof ApiError ? error.status : 0;
      toast.error(TITLES[status] ?? 'Erro ao enviar mensagem', {
        description: error instanceof ApiError ? error.message : CLIENT_ERRORS.unknown.message,
      });
      setText(question);
    } finally {
      setPending(null);
    }
  };

  const tip = (content: string) =>
    saveTip.mutate(content, {
      onSuccess: () => toast.success('Dica salva!'),
      onError: () => toast.error('Não foi possível salvar a dica'),
    });

  const background = profile.data?.chatBackgroundUrl ?? null;
  const messages = history.data ?? [];
  return (
    <div className="-mx-4 -mb-28 flex min-h-[calc(100dvh-4rem)] flex-col">
      <div className="flex items-center gap-3 border-b border-line bg-surface px-4 py-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent text-white">
          <Sparkles className="size-5" aria-hidden />
        </span>
        <div className="flex-1">
          <h1 className="font-extrabold">{LU_NAME}</h1>
          <p className="text-xs text-muted">{LU_WHAT_SHE_IS}</p>
        </div>
        <BackgroundDialog hasBackground={background !== null} />
      </div>
      <div
        data-testid="chat-area"
        className="flex-1 bg-primary-faint bg-cover bg-center px-4 py-4"
        style={background ? { backgroundImage: `url(${background})` } : undefined}
      >
        {history.isPending ? (
          <div className="space-y-3" role="status" aria-label="Carregando">
            <Skeleton className="h-16 w-3/4" />
            <Skeleton className="ml-auto h-10 w-1/2" />
          </div>
        ) : history.isError ? (
          <LoadError message="Não foi possível carregar a conversa" onRetry={() => history.refetch()} />
        ) : (
          <ul className="space-y-3 pb-2" aria-label="Conversa com a Lu">
            {messages.length === 0 && !pending && waiting.length === 0 && (
              <MessageBubble role="assistant" text={LU_WELCOME} />
            )}
            {messages.map((m) => (
              <MessageBubble
                key={m.id}
                role={m.role}
                text={m.message}
                suggestions={m.suggestions}
                onAsk={(question) => void send(question)}
                saving={saveTip.isPending}
                onSaveTip={m.role === 'assistant' ? () => tip(m.message) : undefined}
              />
            ))}
            {waiting.map((entry) => (
              <WaitingQuestion
                key={entry.key}
                question={(entry.body as ChatQuestion).message}
                baby={me.data?.baby ?? null}
                refusal={entry.refusal?.message}
              />
            ))}
            {pending && <MessageBubble role="user" text={pending.question} />}
            {pending &&
              (pending.reply ? (
                <MessageBubble role="assistant" text={splitSuggestions(pending.reply).text} />
              ) : (
                <TypingIndicator />
              ))}
            {/* Scrolled to with room for the composer that stays over the end of the list. */}
            <li ref={bottom} aria-hidden className="scroll-mb-48" />
          </ul>
        )}
      </div>
      <div className="sticky bottom-16 border-t border-line bg-surface/95 px-4 pb-[calc(env(safe-area-inset-bottom)+1rem)] pt-3 backdrop-blur">
        {messages.length === 0 && !pending && waiting.length === 0 && (
          <ul className="mb-3 flex flex-wrap gap-2" aria-label="Perguntas sugeridas">
            {SUGGESTED_QUESTIONS.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  onClick={() => send(q)}
                  className="min-h-11 rounded-2xl border border-primary/30 bg-primary-faint px-3 py-2 text-left text-sm font-bold text-primary-strong"
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send(text);
          }}
        >
          <Input
            aria-label="Mensagem"
            placeholder="Mensagem"
            value={text}
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" size="icon" aria-label="Enviar" disabled={pending !== null || !text.trim()}>
            <Send />
          </Button>
        </form>
      </div>
    </div>
  );
}
