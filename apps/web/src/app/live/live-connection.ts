import {
  type LiveEvent,
  type LiveEventType,
  liveEventPaths,
  liveEventTypes,
} from '@homer/contracts/live-events';
import { zoneHeaders } from '../../shared/lib/zone-headers.ts';
import { SseParser } from './sse-parser.ts';

export type LiveStatus = 'connecting' | 'open' | 'lost';

type Options = {
  /** The bearer token the api-client sends; null ends the attempt (signed out). */
  token: () => string | null;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
  fetch?: typeof fetch;
  /** Waits after the n-th failure in a row: 1 s doubling, at most 10 s (decision 046). */
  delayMs?: (failures: number) => number;
};

const defaultDelay = (failures: number) => Math.min(1000 * 2 ** (failures - 1), 10_000);

/** Spec document 1 §7: the stream's requests carry the timestamp query too (decision 068). */
const stamped = (path: string, query: Record<string, string> = {}) =>
  `/${path}?${new URLSearchParams({ ...query, _ts: String(Date.now()) })}`;
const knownTypes = new Set<string>(liveEventTypes);

/**
 * The tab's one live-update stream (decision 046): a fetch-based reader, so the token travels in the Authorization
 * header and never in a URL. It reconnects after any failure or end, sending the last event id it saw, until
 * disposed; ids already handed on are skipped, since a replay may repeat recent ones.
 */
export class LiveConnection {
  /** Names this tab's stream to the server, so api/sse-notif/remove ends exactly this one. */
  readonly name = crypto.randomUUID();
  readonly #options: Options;
  readonly #seen = new Set<string>();
  #lastEventId: string | null = null;
  #abort: AbortController | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #failures = 0;
  #disposed = false;

  constructor(options: Options) {
    this.#options = options;
  }

  start(): void {
    void this.#run();
  }

  /** Deliberately stopped (sign-out, shell gone): no reconnecting, and the server is told to end the stream. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#abort?.abort();
    const token = this.#options.token();
    if (token) {
      (this.#options.fetch ?? fetch)(stamped(liveEventPaths.remove), {
        method: 'POST',
        headers: { ...zoneHeaders(), authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ stream: this.name }),
        keepalive: true,
      }).catch(() => undefined);
    }
  }

  async #run(): Promise<void> {
    const token = this.#options.token();
    if (this.#disposed || !token) return;
    const abort = new AbortController();
    this.#abort = abort;
    const parser = new SseParser();
    try {
      const headers: Record<string, string> = {
        ...zoneHeaders(),
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        'x-live-stream': this.name,
      };
      if (this.#lastEventId) headers['last-event-id'] = this.#lastEventId;
      const response = await (this.#options.fetch ?? fetch)(
        stamped(liveEventPaths.stream, { silent: 'true' }),
        {
          headers,
          signal: abort.signal,
          cache: 'no-store',
        },
      );
      if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
      this.#failures = 0;
      this.#options.onStatus('open');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const parsed of parser.push(decoder.decode(value, { stream: true }))) this.#deliver(parsed);
      }
    } catch {
      // Failed or cut: reconnect below unless disposed.
    }
    if (this.#disposed) return;
    this.#failures += 1;
    this.#options.onStatus('lost');
    const delay = (this.#options.delayMs ?? defaultDelay)(this.#failures);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#run();
    }, delay);
  }

  #deliver(parsed: { id: string | null; event: string; data: string }): void {
    if (!knownTypes.has(parsed.event)) return;
    if (parsed.id) {
      if (this.#seen.has(parsed.id)) return;
      this.#seen.add(parsed.id);
      if (this.#seen.size > 1000) this.#seen.delete(this.#seen.values().next().value as string);
      if (this.#lastEventId === null || BigInt(parsed.id) > BigInt(this.#lastEventId))
        this.#lastEventId = parsed.id;
    }
    let data: unknown;
    try {
      data = JSON.parse(parsed.data);
    } catch {
      return;
    }
    this.#options.onEvent({ id: parsed.id ?? '', type: parsed.event as LiveEventType, data } as LiveEvent);
  }
}
